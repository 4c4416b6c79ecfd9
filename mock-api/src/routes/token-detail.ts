import type { Hono } from 'hono';
import {
  DexTokenDetailRequestSchema,
  PATHS,
  RESULT_OK,
  TokenDetailRequestSchema,
} from '@flowscope/shared-api/contract';
import { dexTokenDetail } from '../analytics/dex-token-detail.ts';
import { tokenDetail } from '../analytics/token-detail.ts';
import type { AppContext } from '../context.ts';
import { ApiError } from '../http/errors.ts';
import { readPayload } from '../http/payload.ts';
import { resolveViewer } from '../http/viewer.ts';
import { resolveWindow } from '../http/window.ts';
import { dexFavoriteSet } from './viewer-favorites.ts';

/** The token pages: a CEX coin's (/token_detail) and a DEX token's (/dex_token_detail). */
export function registerTokenDetailRoutes(app: Hono, ctx: AppContext): void {
  app.post(PATHS.tokenDetail, async (c) => {
    const query = await readPayload(c, TokenDetailRequestSchema);
    const now = ctx.now();
    const viewer = resolveViewer(c, ctx.store, now, query.user_id);
    const window = resolveWindow(query.from_datetime, query.to_datetime, now, 24);
    const market = ctx.market();
    const token = market.byCoin.get(query.coin.toUpperCase());
    if (!token || !market.isListed(token, now))
      throw new ApiError(404, `Unknown coin: ${query.coin}`);
    return c.json({
      result: RESULT_OK,
      data: tokenDetail(market, token, window.from, window.to, viewer.kind === 'anonymous', now),
    });
  });

  app.post(PATHS.dexTokenDetail, async (c) => {
    const query = await readPayload(c, DexTokenDetailRequestSchema);
    const now = ctx.now();
    const viewer = resolveViewer(c, ctx.store, now, query.user_id);
    const window = resolveWindow(query.from_datetime, query.to_datetime, now, 24);
    const market = ctx.market();
    const token = market.dexToken(query.network, query.address);
    if (!token || !market.isListed(token, now))
      throw new ApiError(404, `Unknown token: ${query.address} on ${query.network}`);
    const anonymous = viewer.kind === 'anonymous';
    const favorite = dexFavoriteSet(ctx.store, viewer).has(`${token.network}:${token.address}`);
    return c.json({
      result: RESULT_OK,
      data: dexTokenDetail(market, token, { ...window, now }, { anonymous, favorite }),
    });
  });
}
