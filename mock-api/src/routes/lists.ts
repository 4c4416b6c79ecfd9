import type { Hono } from 'hono';
import {
  CexAlertsRequestSchema,
  CexTopHoldingsRequestSchema,
  DexAlertsRequestSchema,
  DexTopHoldersRequestSchema,
  PATHS,
  RESULT_OK,
  SearchRequestSchema,
  TopAccumulationsRequestSchema,
} from '@flowscope/shared-api/contract';
import { cexTopAccumulations, dexTopAccumulations } from '../analytics/accumulations.ts';
import { cexAlerts, dexAlerts } from '../analytics/alerts.ts';
import { cexTopHoldings, dexTopHolders } from '../analytics/holdings.ts';
import { search } from '../analytics/search.ts';
import type { AppContext } from '../context.ts';
import { readPayload } from '../http/payload.ts';
import { resolveViewer } from '../http/viewer.ts';
import { resolveWindow } from '../http/window.ts';
import { ALERT_DEFAULT_WINDOW_HOURS } from '@flowscope/shared-api/contract';
import { cexFavoriteSet, dexFavoriteSet } from './viewer-favorites.ts';

/** Default window of holdings flows when none is sent (data-screens §9: 720 hours). */
const HOLDINGS_DEFAULT_HOURS = 720;

/** Accumulations, holdings, alerts and search: lists computed from the market's trades. */
export function registerListRoutes(app: Hono, ctx: AppContext): void {
  app.post(PATHS.cexTopAccumulations, async (c) => {
    const query = await readPayload(c, TopAccumulationsRequestSchema);
    const now = ctx.now();
    const viewer = resolveViewer(c, ctx.store, now, query.user_id);
    const window = resolveWindow(query.from_datetime, query.to_datetime, now, 24);
    const data = cexTopAccumulations(
      ctx.market(),
      query,
      { ...window, now, anonymous: viewer.kind === 'anonymous' },
      cexFavoriteSet(ctx.store, viewer),
    );
    return c.json({ result: RESULT_OK, data });
  });

  app.post(PATHS.dexTopAccumulations, async (c) => {
    const query = await readPayload(c, TopAccumulationsRequestSchema);
    const now = ctx.now();
    const viewer = resolveViewer(c, ctx.store, now, query.user_id);
    const window = resolveWindow(query.from_datetime, query.to_datetime, now, 24);
    const data = dexTopAccumulations(
      ctx.market(),
      query,
      { ...window, now, anonymous: viewer.kind === 'anonymous' },
      dexFavoriteSet(ctx.store, viewer),
    );
    return c.json({ result: RESULT_OK, data });
  });

  app.post(PATHS.cexTopHoldings, async (c) => {
    const query = await readPayload(c, CexTopHoldingsRequestSchema);
    const now = ctx.now();
    const viewer = resolveViewer(c, ctx.store, now, query.user_id);
    const window = resolveWindow(
      query.from_datetime,
      query.to_datetime,
      now,
      HOLDINGS_DEFAULT_HOURS,
    );
    const data = cexTopHoldings(
      ctx.market(),
      query,
      { ...window, now, anonymous: viewer.kind === 'anonymous' },
      cexFavoriteSet(ctx.store, viewer),
    );
    return c.json({ result: RESULT_OK, data });
  });

  app.post(PATHS.dexTopHolders, async (c) => {
    const query = await readPayload(c, DexTopHoldersRequestSchema);
    const now = ctx.now();
    const viewer = resolveViewer(c, ctx.store, now, query.user_id);
    const window = resolveWindow(
      query.from_datetime,
      query.to_datetime,
      now,
      HOLDINGS_DEFAULT_HOURS,
    );
    const data = dexTopHolders(
      ctx.market(),
      query,
      { ...window, now, anonymous: viewer.kind === 'anonymous' },
      dexFavoriteSet(ctx.store, viewer),
    );
    return c.json({ result: RESULT_OK, data });
  });

  app.post(PATHS.cexAlerts, async (c) => {
    const query = await readPayload(c, CexAlertsRequestSchema);
    const now = ctx.now();
    const viewer = resolveViewer(c, ctx.store, now, query.user_id);
    const window = resolveWindow(
      query.from_datetime,
      query.to_datetime,
      now,
      ALERT_DEFAULT_WINDOW_HOURS,
    );
    const data = cexAlerts(ctx.market(), query, {
      ...window,
      now,
      anonymous: viewer.kind === 'anonymous',
    });
    return c.json({ result: RESULT_OK, data });
  });

  app.post(PATHS.dexAlerts, async (c) => {
    const query = await readPayload(c, DexAlertsRequestSchema);
    const now = ctx.now();
    const viewer = resolveViewer(c, ctx.store, now, query.user_id);
    const window = resolveWindow(
      query.from_datetime,
      query.to_datetime,
      now,
      ALERT_DEFAULT_WINDOW_HOURS,
    );
    const data = dexAlerts(ctx.market(), query, {
      ...window,
      now,
      anonymous: viewer.kind === 'anonymous',
    });
    return c.json({ result: RESULT_OK, data });
  });

  app.post(PATHS.search, async (c) => {
    const query = await readPayload(c, SearchRequestSchema);
    const now = ctx.now();
    const viewer = resolveViewer(c, ctx.store, now, query.user_id);
    if (query.query.trim() === '') return c.json({ result: RESULT_OK, data: [] });
    const cex = cexFavoriteSet(ctx.store, viewer);
    const dex = dexFavoriteSet(ctx.store, viewer);
    const data = search(
      ctx.market(),
      query.query,
      now,
      viewer.kind === 'anonymous',
      (venue, key) => (venue === 'cex' ? cex.has(key) : dex.has(key)),
    );
    return c.json({ result: RESULT_OK, data });
  });
}
