import type { Context, Hono } from 'hono';
import type * as z from 'zod/mini';
import {
  ALERT_DEFAULT_WINDOW_HOURS,
  CexAlertsRequestSchema,
  CexTopHoldingsRequestSchema,
  DexAlertsRequestSchema,
  DexTopHoldersRequestSchema,
  PATHS,
  RESULT_OK,
  SearchRequestSchema,
  TopAccumulationsRequestSchema,
  type UserId,
} from '@flowscope/shared-api/contract';
import {
  cexTopAccumulations,
  dexTopAccumulations,
  type ListContext,
} from '../analytics/accumulations.ts';
import { cexAlerts, dexAlerts } from '../analytics/alerts.ts';
import { cexTopHoldings, dexTopHolders } from '../analytics/holdings.ts';
import { search } from '../analytics/search.ts';
import type { AppContext } from '../context.ts';
import { readPayload } from '../http/payload.ts';
import { computedWindow, roundWindow } from '../http/freshness.ts';
import { marketTime, sendBody } from '../http/result-memo.ts';
import { resolveViewer } from '../http/viewer.ts';
import { resolveWindow } from '../http/window.ts';
import type { Market } from '../market/market.ts';
import { cexFavoriteSet, dexFavoriteSet } from './viewer-favorites.ts';

/** Default window of holdings flows when none is sent (data-screens §9: 720 hours). */
const HOLDINGS_DEFAULT_HOURS = 720;

type Payload = { user_id: UserId; from_datetime?: string | null; to_datetime?: string | null };

interface ListSpec<S extends z.ZodMiniType<Payload>> {
  schema: S;
  defaultHours: number;
  /** The viewer's favourites this list flags: CEX coins, DEX tokens, or none. */
  favorites: 'cex' | 'dex' | null;
  /**
   * For a feed the live stream announces: how many items the market has so far. A shared
   * answer is reused only while this stays the same, so a page the stream told of a new
   * card finds it in the list at once rather than at the next freshness step.
   */
  liveItems?: (market: Market) => number;
  compute(
    market: Market,
    query: z.infer<S>,
    ctx: ListContext,
    favorites: ReadonlySet<string>,
  ): unknown[];
}

/**
 * One list call: validate, check the viewer, resolve the window at market time, round it
 * to freshness steps and compute (or reuse, within the step) the rows (freshness.ts).
 */
function listRoute<S extends z.ZodMiniType<Payload>>(
  ctx: AppContext,
  path: string,
  spec: ListSpec<S>,
) {
  return async (c: Context) => {
    const query = await readPayload(c, spec.schema);
    const viewer = resolveViewer(c, ctx.store, ctx.now(), query.user_id);
    const market = ctx.market();
    const at = marketTime(market, ctx.now());
    const window = resolveWindow(query.from_datetime, query.to_datetime, at, spec.defaultHours);
    const anonymous = viewer.kind === 'anonymous';
    const favorites =
      spec.favorites === 'cex'
        ? cexFavoriteSet(ctx.store, viewer)
        : spec.favorites === 'dex'
          ? dexFavoriteSet(ctx.store, viewer)
          : new Set<string>();
    // The key holds the rounded window instead of the sent bounds.
    const { user_id: _user, from_datetime: _from, to_datetime: _to, ...question } = query;
    const rounded = roundWindow(window);
    const body = ctx.memo.body(
      market,
      at,
      [path, question, rounded, anonymous, [...favorites].sort(), spec.liveItems?.(market)],
      () =>
        spec.compute(
          market,
          query,
          { ...computedWindow(rounded, at), now: at, anonymous },
          favorites,
        ),
    );
    return sendBody(c, body);
  };
}

/** Accumulations, holdings, alerts and search: lists computed from the market's trades. */
export function registerListRoutes(app: Hono, ctx: AppContext): void {
  const accumulations = { schema: TopAccumulationsRequestSchema, defaultHours: 24 };
  app.post(
    PATHS.cexTopAccumulations,
    listRoute(ctx, PATHS.cexTopAccumulations, {
      ...accumulations,
      favorites: 'cex',
      compute: cexTopAccumulations,
    }),
  );
  app.post(
    PATHS.dexTopAccumulations,
    listRoute(ctx, PATHS.dexTopAccumulations, {
      ...accumulations,
      favorites: 'dex',
      compute: dexTopAccumulations,
    }),
  );
  app.post(
    PATHS.cexTopHoldings,
    listRoute(ctx, PATHS.cexTopHoldings, {
      schema: CexTopHoldingsRequestSchema,
      defaultHours: HOLDINGS_DEFAULT_HOURS,
      favorites: 'cex',
      compute: cexTopHoldings,
    }),
  );
  app.post(
    PATHS.dexTopHolders,
    listRoute(ctx, PATHS.dexTopHolders, {
      schema: DexTopHoldersRequestSchema,
      defaultHours: HOLDINGS_DEFAULT_HOURS,
      favorites: 'dex',
      compute: dexTopHolders,
    }),
  );
  app.post(
    PATHS.cexAlerts,
    listRoute(ctx, PATHS.cexAlerts, {
      schema: CexAlertsRequestSchema,
      defaultHours: ALERT_DEFAULT_WINDOW_HOURS,
      favorites: null,
      liveItems: (market) => market.signals.cex.length,
      compute: (market, query, list) => cexAlerts(market, query, list),
    }),
  );
  app.post(
    PATHS.dexAlerts,
    listRoute(ctx, PATHS.dexAlerts, {
      schema: DexAlertsRequestSchema,
      defaultHours: ALERT_DEFAULT_WINDOW_HOURS,
      favorites: null,
      liveItems: (market) => market.signals.dex.length,
      compute: (market, query, list) => dexAlerts(market, query, list),
    }),
  );

  app.post(PATHS.search, async (c) => {
    const query = await readPayload(c, SearchRequestSchema);
    const viewer = resolveViewer(c, ctx.store, ctx.now(), query.user_id);
    if (query.query.trim() === '') return c.json({ result: RESULT_OK, data: [] });
    const market = ctx.market();
    const at = marketTime(market, ctx.now());
    const cex = cexFavoriteSet(ctx.store, viewer);
    const dex = dexFavoriteSet(ctx.store, viewer);
    const anonymous = viewer.kind === 'anonymous';
    const body = ctx.memo.body(
      market,
      at,
      [PATHS.search, query.query.trim(), anonymous, [...cex].sort(), [...dex].sort()],
      () =>
        search(market, query.query, at, anonymous, (venue, key) =>
          venue === 'cex' ? cex.has(key) : dex.has(key),
        ),
    );
    return sendBody(c, body);
  });
}
