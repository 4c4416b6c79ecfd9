import type { Context, Hono } from 'hono';
import {
  InfluencerFavoriteRequestSchema,
  InfluencersDataRequestSchema,
  InfluencersListRequestSchema,
  PATHS,
  RESULT_NON_PREMIUM,
  RESULT_OK,
} from '@flowscope/shared-api/contract';
import {
  cexInfluencerFeed,
  cexInfluencersList,
  dexInfluencerFeed,
  dexInfluencersList,
} from '../analytics/influencers.ts';
import type { AppContext } from '../context.ts';
import { ApiError } from '../http/errors.ts';
import { readPayload } from '../http/payload.ts';
import { isPremium, requireSignedIn, resolveViewer } from '../http/viewer.ts';
import { computedWindow, roundWindow } from '../http/freshness.ts';
import { marketTime, sendBody } from '../http/result-memo.ts';
import { resolveWindow } from '../http/window.ts';
import type { Venue } from '../market/types.ts';
import { followedSet } from './viewer-favorites.ts';

/** Influencer feeds default to the last 7 days. */
const FEED_DEFAULT_HOURS = 168;
const NON_PREMIUM_LIST = { result: RESULT_NON_PREMIUM, data: [] } as const;

/** Influencer lists, feeds (premium) and follows (add: premium; remove: signed in). */
export function registerInfluencerRoutes(app: Hono, ctx: AppContext): void {
  const { store } = ctx;

  const list = (venue: Venue) => async (c: Context) => {
    const query = await readPayload(c, InfluencersListRequestSchema);
    const viewer = resolveViewer(c, store, ctx.now(), query.user_id);
    if (!isPremium(viewer)) return c.json(NON_PREMIUM_LIST);
    const followed = followedSet(store, viewer, venue);
    const market = ctx.market();
    const at = marketTime(market, ctx.now());
    const { user_id: _user, ...question } = query;
    const body = ctx.memo.body(
      market,
      at,
      [`${venue}-influencers`, question, [...followed].sort()],
      () =>
        venue === 'dex'
          ? dexInfluencersList(market, query, at, followed)
          : cexInfluencersList(market, query, at, followed),
    );
    return sendBody(c, body);
  };
  app.post(PATHS.dexInfluencersList, list('dex'));
  app.post(PATHS.cexInfluencersList, list('cex'));

  const feed = (venue: Venue) => async (c: Context) => {
    const query = await readPayload(c, InfluencersDataRequestSchema);
    const viewer = resolveViewer(c, store, ctx.now(), query.user_id);
    if (!isPremium(viewer)) return c.json(NON_PREMIUM_LIST);
    const market = ctx.market();
    const at = marketTime(market, ctx.now());
    const window = resolveWindow(query.from_datetime, query.to_datetime, at, FEED_DEFAULT_HOURS);
    const followed = followedSet(store, viewer, venue);
    // 'followed' with nothing followed shows everyone, as the feed's hint says.
    const handles = query.influencers === 'followed' && followed.size > 0 ? followed : null;
    const rounded = roundWindow(window);
    const network = query.filter_network || null;
    // The stream announces each influencer trade: a new one ends the shared answer.
    const key = [
      `${venue}-feed`,
      rounded,
      network,
      handles ? [...handles].sort() : null,
      market.influencerTrades[venue].length,
    ];
    const body = ctx.memo.body(market, at, key, () => {
      const feedQuery = { ...computedWindow(rounded, at), network, handles };
      return venue === 'dex'
        ? dexInfluencerFeed(market, feedQuery, at)
        : cexInfluencerFeed(market, feedQuery, at);
    });
    return sendBody(c, body);
  };
  app.post(PATHS.dexInfluencersData, feed('dex'));
  app.post(PATHS.cexInfluencersData, feed('cex'));

  const follow = (venue: Venue) => async (c: Context) => {
    const query = await readPayload(c, InfluencerFavoriteRequestSchema);
    const now = ctx.now();
    const viewer = resolveViewer(c, store, now, query.user_id);
    if (!isPremium(viewer)) {
      return c.json({
        result: RESULT_NON_PREMIUM,
        message: 'Following influencers requires a premium plan',
      });
    }
    const handle = query.twitter_handle.replace(/^@/, '');
    const influencer = ctx.market().byHandle.get(handle.toLowerCase());
    if (!influencer || influencer.venue !== venue) {
      throw new ApiError(404, `Unknown ${venue.toUpperCase()} influencer: @${handle}`);
    }
    store.favorites.follow(
      requireSignedIn(viewer, 'follow influencers').id,
      venue,
      influencer.handle,
      now,
    );
    return c.json({ result: RESULT_OK, message: `Following @${influencer.handle}` });
  };
  app.post(PATHS.addDexFavoriteInfluencer, follow('dex'));
  app.post(PATHS.addCexFavoriteInfluencer, follow('cex'));

  const unfollow = (venue: Venue) => async (c: Context) => {
    const query = await readPayload(c, InfluencerFavoriteRequestSchema);
    const now = ctx.now();
    const user = requireSignedIn(
      resolveViewer(c, store, now, query.user_id),
      'unfollow influencers',
    );
    const handle = query.twitter_handle.replace(/^@/, '');
    const canonical = ctx.market().byHandle.get(handle.toLowerCase())?.handle ?? handle;
    const removed = store.favorites.unfollow(user.id, venue, canonical);
    return c.json({
      result: RESULT_OK,
      message: removed ? `Unfollowed @${canonical}` : `@${canonical} was not followed`,
    });
  };
  app.post(PATHS.removeDexFavoriteInfluencer, unfollow('dex'));
  app.post(PATHS.removeCexFavoriteInfluencer, unfollow('cex'));
  app.post(PATHS.removeCexFavoriteInfluencerAlt, unfollow('cex'));
}
