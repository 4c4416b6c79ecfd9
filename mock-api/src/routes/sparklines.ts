import type { Hono } from 'hono';
import {
  PATHS,
  SparklinesRequestSchema,
  type SparklinesQuery,
} from '@flowscope/shared-api/contract';
import { sparkline } from '../analytics/sparklines.ts';
import type { AppContext } from '../context.ts';
import { computedWindow, roundWindow } from '../http/freshness.ts';
import { readPayload } from '../http/payload.ts';
import { marketTime, sendBody } from '../http/result-memo.ts';
import { resolveViewer } from '../http/viewer.ts';
import { resolveWindow } from '../http/window.ts';
import type { Market } from '../market/market.ts';
import type { TokenInfo } from '../market/types.ts';

/** from_datetime is required; resolveWindow still wants a default span. */
const DEFAULT_HOURS = 24;

/** The distinct listed tokens a request names, in the order sent. */
function namedTokens(market: Market, query: SparklinesQuery, now: number): TokenInfo[] {
  const found =
    query.venue === 'cex'
      ? query.tokens.map((token) => market.byCoin.get(token.coin.toUpperCase()))
      : query.tokens.map((token) => market.dexToken(token.network, token.address));
  const seen = new Set<number>();
  const tokens: TokenInfo[] = [];
  for (const token of found) {
    if (!token || seen.has(token.index) || !market.isListed(token, now)) continue;
    seen.add(token.index);
    tokens.push(token);
  }
  return tokens;
}

/**
 * POST /sparklines: a page of rows' sparklines in one call. The window is resolved and cut to
 * freshness steps exactly as the list calls cut theirs (routes/lists.ts), so a row's sparkline
 * adds up to (netflow) or ends at (holdings) the row's figure; answers are shared within a
 * step like the lists'.
 */
export function registerSparklineRoutes(app: Hono, ctx: AppContext): void {
  app.post(PATHS.sparklines, async (c) => {
    const query = await readPayload(c, SparklinesRequestSchema);
    resolveViewer(c, ctx.store, ctx.now(), query.user_id);
    const market = ctx.market();
    const at = marketTime(market, ctx.now());
    const window = resolveWindow(query.from_datetime, query.to_datetime, at, DEFAULT_HOURS);
    const rounded = roundWindow(window);
    const tokens = namedTokens(market, query, at);
    const body = ctx.memo.body(
      market,
      at,
      [PATHS.sparklines, query.kind, query.points, rounded, tokens.map((token) => token.index)],
      () => {
        const computed = computedWindow(rounded, at);
        return tokens.map((token) => ({
          ...(token.venue === 'cex'
            ? { coin: token.ticker }
            : { network: token.network ?? undefined, address: token.address ?? undefined }),
          points: sparkline(market, token, query.kind, computed, query.points),
        }));
      },
    );
    return sendBody(c, body);
  });
}
