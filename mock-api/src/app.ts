// First: the API's validation messages are English (see the module).
import './http/english-issues.ts';
import { Hono } from 'hono';
import { ALERT_PATHS, PATHS } from '@flowscope/shared-api/contract';
import { registerAlertRoutes } from './alerts/alert-routes.ts';
import { createAlertServices, type AlertServices } from './alerts/alert-services.ts';
import type { AppContext } from './context.ts';
import { limitBody } from './http/body-limit.ts';
import { clientAddressFrom } from './http/client-address.ts';
import { allowOrigins } from './http/cors.ts';
import { errorResponse } from './http/errors.ts';
import { faults } from './http/faults.ts';
import { ResultMemo } from './http/result-memo.ts';
import { MAX_BODY_BYTES } from './http/payload.ts';
import { DEFAULT_SIGN_IN_LIMIT, limitSignIns } from './http/sign-in-limit.ts';
import { DEFAULT_REDIRECT_URIS } from './oauth/redirect-uris.ts';
import type { Market } from './market/market.ts';
import { sharedMarket } from './market/market-cache.ts';
import { DEFAULT_SEED, type AppOptions } from './options.ts';
import { registerAuthRoutes } from './routes/auth.ts';
import { registerFavoriteRoutes } from './routes/favorites.ts';
import { registerHealthRoutes } from './routes/health.ts';
import { registerInfluencerRoutes } from './routes/influencers.ts';
import { registerAvatarRoutes } from './routes/avatars.ts';
import { registerListRoutes } from './routes/lists.ts';
import { registerLogoRoutes } from './routes/logos.ts';
import { registerOAuthRoutes } from './routes/oauth.ts';
import { registerResearchRoutes } from './routes/research.ts';
import { registerSparklineRoutes } from './routes/sparklines.ts';
import { registerTokenDetailRoutes } from './routes/token-detail.ts';
import { registerUserRoutes } from './routes/users.ts';
import { openStore, type Store } from './store/index.ts';
import { registerStreamRoutes, streamOptionsFromEnv } from './stream/routes.ts';
import { webhookOptionsFromEnv } from './webhooks/webhook-options.ts';
import { registerWebhookRoutes } from './webhooks/webhook-routes.ts';

export interface MockApi {
  app: Hono;
  store: Store;
  /** The market advanced to now (built on first use). */
  market(): Market;
  /** Shared list answers (tests read its computation count). */
  memo: ResultMemo;
  /** Alerts, rules and webhook delivery (tests wait for deliveries with its dispatcher). */
  alerts: AlertServices;
  close(): void;
}

const KNOWN_PATHS = new Set<string>([...Object.values(PATHS), ...Object.values(ALERT_PATHS)]);
const USER_PATH = /^\/users\/[^/]+(\/preferences)?$/;
const RULE_PATH = /^\/alerts\/rules\/[^/]+$/;

export function createMockApi(options: AppOptions = {}): MockApi {
  const now = options.now ?? Date.now;
  const seed = options.seed ?? DEFAULT_SEED;
  const store = openStore(options.dataDir ?? ':memory:', options.reset ?? false, now);
  // The app keeps the market it started with, also past midnight UTC (a new day would
  // otherwise build a second market); restart the server for a market of a later day.
  let own: Market | undefined;
  const market = (): Market => {
    const at = now();
    own ??= sharedMarket(seed, at, options.historyDays);
    own.syncTo(at);
    return own;
  };
  const memo = new ResultMemo();
  const ctx: AppContext = { now, market, store, memo };

  const app = new Hono();
  app.onError((error, c) => errorResponse(c, error));
  app.notFound((c) => {
    const path = c.req.path;
    const known =
      KNOWN_PATHS.has(path) ||
      USER_PATH.test(path) ||
      RULE_PATH.test(path) ||
      path === '/auth/health';
    return known
      ? c.json({ message: `Method ${c.req.method} is not allowed on ${path}` }, 405)
      : c.json({ message: `Not found: ${c.req.method} ${path}` }, 404);
  });
  // The host proxies the browser's calls, so CORS is not needed; OPTIONS still gets a
  // sensible answer.
  if (options.allowedOrigins?.length) app.use('*', allowOrigins(options.allowedOrigins));
  app.options('*', (c) => {
    c.header('Allow', 'GET, POST, PUT, PATCH, DELETE, OPTIONS');
    return c.body(null, 204);
  });
  app.use(
    '*',
    limitBody(MAX_BODY_BYTES, (c) =>
      c.json({ message: `Request body too large (limit ${MAX_BODY_BYTES} bytes)` }, 413),
    ),
  );
  app.use(
    '*',
    faults({
      delayMs: options.faults?.delayMs ?? 0,
      failureRate: options.faults?.failureRate ?? 0,
      random: options.faults?.random ?? Math.random,
    }),
  );

  limitSignIns(
    app,
    options.signInLimit ?? DEFAULT_SIGN_IN_LIMIT,
    now,
    clientAddressFrom(options.trustedProxies ?? []),
  );

  registerHealthRoutes(app, ctx);
  registerAvatarRoutes(app);
  registerLogoRoutes(app, ctx);
  registerOAuthRoutes(app, ctx, options.redirectUris ?? DEFAULT_REDIRECT_URIS);
  registerAuthRoutes(app, ctx);
  registerUserRoutes(app, ctx);
  registerListRoutes(app, ctx);
  registerTokenDetailRoutes(app, ctx);
  registerSparklineRoutes(app, ctx);
  registerFavoriteRoutes(app, ctx);
  registerInfluencerRoutes(app, ctx);
  registerResearchRoutes(app, ctx);
  const alerts = createAlertServices(ctx, {
    ...webhookOptionsFromEnv(process.env),
    ...options.webhooks,
  });
  registerStreamRoutes(app, ctx, { ...streamOptionsFromEnv(process.env), alerts });
  registerAlertRoutes(app, ctx, alerts);
  registerWebhookRoutes(app, ctx, alerts);

  const close = (): void => {
    alerts.close();
    store.db.close();
  };
  return { app, store, market, memo, alerts, close };
}

/** The in-process entry: a Hono app (tests call it with `app.request()`). */
export function createApp(options: AppOptions = {}): Hono {
  return createMockApi(options).app;
}
