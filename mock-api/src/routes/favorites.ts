import type { Hono } from 'hono';
import {
  CexFavoriteRequestSchema,
  DexFavoriteRequestSchema,
  GetFavoritesRequestSchema,
  PATHS,
  RESULT_NON_PREMIUM,
  RESULT_OK,
} from '@flowscope/shared-api/contract';
import { cexFavoriteRows, dexFavoriteRows } from '../analytics/favorites.ts';
import type { AppContext } from '../context.ts';
import { ApiError } from '../http/errors.ts';
import { readPayload } from '../http/payload.ts';
import { sendBody } from '../http/result-memo.ts';
import { isPremium, requireSignedIn, resolveViewer } from '../http/viewer.ts';

const NON_PREMIUM = {
  result: RESULT_NON_PREMIUM,
  message: 'Adding favorites requires a premium plan',
} as const;

/** Favourite tokens: get (anyone; anonymous has none), add (premium), remove (signed in). */
export function registerFavoriteRoutes(app: Hono, ctx: AppContext): void {
  const { store } = ctx;

  app.post(PATHS.cexFavorites, async (c) => {
    const query = await readPayload(c, GetFavoritesRequestSchema);
    const now = ctx.now();
    const viewer = resolveViewer(c, store, now, query.user_id);
    const coins = viewer.kind === 'user' ? store.favorites.cexCoins(viewer.user.id) : [];
    const market = ctx.market();
    // Shared within a freshness step like the lists (freshness.ts); the order is the user's.
    const body = ctx.memo.body(market, now, [PATHS.cexFavorites, coins], () =>
      cexFavoriteRows(market, coins, now),
    );
    return sendBody(c, body);
  });

  app.post(PATHS.dexFavorites, async (c) => {
    const query = await readPayload(c, GetFavoritesRequestSchema);
    const now = ctx.now();
    const viewer = resolveViewer(c, store, now, query.user_id);
    const keys = viewer.kind === 'user' ? store.favorites.dexTokens(viewer.user.id) : [];
    const market = ctx.market();
    const body = ctx.memo.body(market, now, [PATHS.dexFavorites, keys], () =>
      dexFavoriteRows(market, keys, now),
    );
    return sendBody(c, body);
  });

  app.post(PATHS.addCexFavorite, async (c) => {
    const query = await readPayload(c, CexFavoriteRequestSchema);
    const now = ctx.now();
    const viewer = resolveViewer(c, store, now, query.user_id);
    if (!isPremium(viewer)) return c.json(NON_PREMIUM);
    const token = ctx.market().byCoin.get(query.coin.toUpperCase());
    if (!token) throw new ApiError(404, `Unknown coin: ${query.coin}`);
    store.favorites.addCex(requireSignedIn(viewer, 'add favorites').id, token.ticker, now);
    return c.json({ result: RESULT_OK, message: `${token.ticker} added to favorites` });
  });

  app.post(PATHS.removeCexFavorite, async (c) => {
    const query = await readPayload(c, CexFavoriteRequestSchema);
    const now = ctx.now();
    const user = requireSignedIn(resolveViewer(c, store, now, query.user_id), 'remove favorites');
    const coin = query.coin.toUpperCase();
    const removed = store.favorites.removeCex(user.id, coin);
    return c.json({
      result: RESULT_OK,
      message: removed ? `${coin} removed from favorites` : `${coin} was not a favorite`,
    });
  });

  app.post(PATHS.addDexFavorite, async (c) => {
    const query = await readPayload(c, DexFavoriteRequestSchema);
    const now = ctx.now();
    const viewer = resolveViewer(c, store, now, query.user_id);
    if (!isPremium(viewer)) return c.json(NON_PREMIUM);
    const token = ctx.market().dexToken(query.network, query.address);
    if (!token || !token.network || !token.address) {
      throw new ApiError(404, `Unknown token: ${query.address} on ${query.network}`);
    }
    const user = requireSignedIn(viewer, 'add favorites');
    store.favorites.addDex(user.id, { network: token.network, address: token.address }, now);
    return c.json({ result: RESULT_OK, message: `${token.name} added to favorites` });
  });

  app.post(PATHS.removeDexFavorite, async (c) => {
    const query = await readPayload(c, DexFavoriteRequestSchema);
    const now = ctx.now();
    const user = requireSignedIn(resolveViewer(c, store, now, query.user_id), 'remove favorites');
    // Stored keys use the token's canonical address spelling.
    const token = ctx.market().dexToken(query.network, query.address);
    const address = token?.address ?? query.address;
    const removed = store.favorites.removeDex(user.id, { network: query.network, address });
    const name = token?.name ?? query.token_name ?? address;
    return c.json({
      result: RESULT_OK,
      message: removed ? `${name} removed from favorites` : `${name} was not a favorite`,
    });
  });
}
