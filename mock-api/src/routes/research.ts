import type { Context, Hono } from 'hono';
import {
  InfluencerProfileRequestSchema,
  PATHS,
  PROFILE_DEFAULT_DAYS,
  RESULT_NON_PREMIUM,
  RESULT_OK,
  ROW_WALLETS_DEFAULT_HOURS,
  RowWalletsRequestSchema,
  SignalTrackRecordRequestSchema,
  TRACK_RECORD_DEFAULT_DAYS,
  VENUES,
  type UserId,
  WalletProfileRequestSchema,
} from '@flowscope/shared-api/contract';
import { influencerProfile } from '../analytics/research/influencer-profile.ts';
import { rowWallets } from '../analytics/research/row-wallets.ts';
import { describeTokenRef, findToken } from '../analytics/research/token-identity.ts';
import { signalTrackRecord } from '../analytics/research/track-record.ts';
import { walletByAddress } from '../analytics/research/wallet-index.ts';
import { walletProfile } from '../analytics/research/wallet-profile.ts';
import type { AppContext } from '../context.ts';
import { ApiError } from '../http/errors.ts';
import { computedWindow, roundWindow } from '../http/freshness.ts';
import { readPayload } from '../http/payload.ts';
import { marketTime, sendBody } from '../http/result-memo.ts';
import { isPremium, resolveViewer } from '../http/viewer.ts';
import { resolveWindow } from '../http/window.ts';
import { followedSet } from './viewer-favorites.ts';

const NON_PREMIUM_OBJECT = { result: RESULT_NON_PREMIUM, data: null } as const;
const DAY_HOURS = 24;

/**
 * Research calls: the wallets behind a Top row (free, masked for anonymous visitors),
 * wallet and influencer profiles (premium, as the influencer feeds), and the signals' track
 * record (free). All are computed from the one market at market time, so they agree with
 * the lists (see the contract files row-wallets.ts, wallet-profile.ts,
 * influencer-profile.ts and track-record.ts).
 */
export function registerResearchRoutes(app: Hono, ctx: AppContext): void {
  const { store } = ctx;

  app.post(PATHS.rowWallets, async (c) => {
    const query = await readPayload(c, RowWalletsRequestSchema);
    const viewer = resolveViewer(c, store, ctx.now(), query.user_id);
    const market = ctx.market();
    const at = marketTime(market, ctx.now());
    const token = findToken(market, query.token, at);
    if (!token) throw new ApiError(404, `Unknown ${describeTokenRef(query.token)}`);
    const window = resolveWindow(
      query.from_datetime,
      query.to_datetime,
      at,
      ROW_WALLETS_DEFAULT_HOURS,
    );
    // Rounded as the Top lists round theirs, so the same window gives the same counts.
    const computed = computedWindow(roundWindow(window), at);
    return c.json({
      result: RESULT_OK,
      data: rowWallets(market, token, query.list, computed, viewer.kind === 'anonymous'),
    });
  });

  /** Profiles need premium; the 'Non-premium' answer comes before any lookup. */
  const premiumViewer = (c: Context, userId: UserId) => {
    const viewer = resolveViewer(c, store, ctx.now(), userId);
    return isPremium(viewer) ? viewer : null;
  };

  app.post(PATHS.walletProfile, async (c) => {
    const query = await readPayload(c, WalletProfileRequestSchema);
    if (!premiumViewer(c, query.user_id)) return c.json(NON_PREMIUM_OBJECT);
    const market = ctx.market();
    const at = marketTime(market, ctx.now());
    const wallet = walletByAddress(market, query.wallet);
    if (!wallet) throw new ApiError(404, `Unknown wallet: ${query.wallet}`);
    const period = resolveWindow(
      query.from_datetime,
      query.to_datetime,
      at,
      PROFILE_DEFAULT_DAYS * DAY_HOURS,
    );
    return c.json({
      result: RESULT_OK,
      data: walletProfile(market, wallet, period, query.trades_limit, query.common_with ?? null),
    });
  });

  app.post(PATHS.influencerProfile, async (c) => {
    const query = await readPayload(c, InfluencerProfileRequestSchema);
    const viewer = premiumViewer(c, query.user_id);
    if (!viewer) return c.json(NON_PREMIUM_OBJECT);
    const market = ctx.market();
    const at = marketTime(market, ctx.now());
    const handle = query.twitter_handle.replace(/^@/, '');
    const influencer = market.byHandle.get(handle.toLowerCase());
    if (!influencer || influencer.venue !== query.venue) {
      throw new ApiError(404, `Unknown ${query.venue.toUpperCase()} influencer: @${handle}`);
    }
    const period = resolveWindow(
      query.from_datetime,
      query.to_datetime,
      at,
      PROFILE_DEFAULT_DAYS * DAY_HOURS,
    );
    const followed = followedSet(store, viewer, query.venue).has(influencer.handle.toLowerCase());
    return c.json({
      result: RESULT_OK,
      data: influencerProfile(market, influencer, period, query.trades_limit, followed),
    });
  });

  app.post(PATHS.signalTrackRecord, async (c) => {
    const query = await readPayload(c, SignalTrackRecordRequestSchema);
    resolveViewer(c, store, ctx.now(), query.user_id);
    const market = ctx.market();
    const at = marketTime(market, ctx.now());
    const window = resolveWindow(
      query.from_datetime,
      query.to_datetime,
      at,
      TRACK_RECORD_DEFAULT_DAYS * DAY_HOURS,
    );
    const venues = query.venue ? [query.venue] : VENUES;
    const rounded = roundWindow(window);
    const body = ctx.memo.body(
      market,
      at,
      [
        PATHS.signalTrackRecord,
        venues,
        rounded,
        market.signals.cex.length,
        market.signals.dex.length,
      ],
      () => signalTrackRecord(market, venues, computedWindow(rounded, at), at),
    );
    return sendBody(c, body);
  });
}
