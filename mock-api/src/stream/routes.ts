import type { Context, Hono } from 'hono';
import { streamSSE, type SSEStreamingApi } from 'hono/streaming';
import { getConnInfo } from '@hono/node-server/conninfo';
import * as z from 'zod/mini';
import { createAlertServices, type AlertServices } from '../alerts/alert-services.ts';
import type { AppContext } from '../context.ts';
import { webhookOptionsFromEnv } from '../webhooks/webhook-options.ts';
import { registerWebhookSink } from '../webhooks/webhook-sink.ts';
import type { LiveRecord } from './events.ts';
import { registerFavoriteAlertRoutes } from './favorite-alert-routes.ts';
import { findVenueToken, injectSignal, recentTickers } from './inject-signal.ts';
import { LiveHub } from './live-hub.ts';
import { canSee, streamAudience, type StreamAudience } from './stream-viewer.ts';
import { liveToken, MAX_EVENTS_PER_POLL, signalEvent } from './market-events.ts';

export const STREAM_PATH = '/stream';
export const TEST_SIGNAL_PATH = '/__test/signal';
export const TEST_TRADE_PATH = '/__test/trade';
export const TEST_STREAM_END_PATH = '/__test/stream/end';
/**
 * Each stream ends cleanly after this long and the client reconnects with its last id, so
 * a proxy's read timeout (nginx's is raised for the stream) never cuts one off in the
 * middle of an event and a long-lived connection is renewed now and then.
 */
const STREAM_LIFETIME_MS = 5 * 60_000;
/** A client this many writes behind is dropped (it reconnects and catches up from the log). */
const MAX_PENDING_WRITES = 256;
/** Browsers wait this long before reconnecting by themselves. */
const RETRY_MS = 3_000;

/**
 * off: no test control. on: POST /__test/signal is served. direct: served only to a caller
 * on this machine that comes straight to the API (no proxy), as the e2e runner does; no
 * browser request through the host or nginx can reach it.
 */
type TestControl = 'off' | 'on' | 'direct';

export interface StreamOptions {
  testControl?: TestControl;
  /** The app's alert services (made here, from env, when not given). */
  alerts?: AlertServices;
  pollMs?: number;
  heartbeatMs?: number;
  lifetimeMs?: number;
}

/**
 * The stream's options from env: the test control needs MOCK_TEST_CONTROL=1, and in
 * production mode (which the e2e suite also runs) it answers only direct local callers.
 */
export function streamOptionsFromEnv(env: NodeJS.ProcessEnv): StreamOptions {
  const flag = env.MOCK_TEST_CONTROL === '1' || env.MOCK_TEST_CONTROL === 'true';
  if (!flag) return { testControl: 'off' };
  return { testControl: env.APP_MODE === 'production' ? 'direct' : 'on' };
}

const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/;

/** A caller on this machine talking to the API itself, not through a proxy. */
function isDirectLocalCaller(c: Context): boolean {
  if (c.req.header('x-forwarded-for') !== undefined || c.req.header('forwarded') !== undefined)
    return false;
  try {
    return LOOPBACK.test(getConnInfo(c).remote.address ?? '');
  } catch {
    // In-process (tests' app.request()): no socket, no network.
    return true;
  }
}

/** Last-Event-ID from the header (browser reconnect) or the query (a fresh EventSource). */
function lastEventId(c: Context): number | null {
  const raw = c.req.header('last-event-id') ?? c.req.query('lastEventId');
  if (raw === undefined || !/^\d{1,16}$/.test(raw.trim())) return null;
  return Number(raw.trim());
}

/**
 * Writes one client's events in order, only those its viewer may see, and gives up on a
 * client that stops reading.
 */
function clientWriter(stream: SSEStreamingApi, audience: StreamAudience) {
  let pending = 0;
  let chain = Promise.resolve();
  const write = (message: { event: string; data: string; id: string }): void => {
    if (stream.aborted || stream.closed) return;
    if (pending >= MAX_PENDING_WRITES) {
      stream.abort();
      return;
    }
    pending += 1;
    chain = chain
      .then(() => stream.writeSSE(message))
      .catch(() => stream.abort())
      .finally(() => {
        pending -= 1;
      });
  };
  return {
    record: (record: LiveRecord) => {
      if (!canSee(audience, record)) return;
      write({ event: record.event, data: JSON.stringify(record.data), id: String(record.id) });
    },
    plain: (event: string, id: number, time: string) =>
      write({ event, data: JSON.stringify({ time }), id: String(id) }),
  };
}

/**
 * GET /stream: market events as Server-Sent Events (signal, trade, alert, a heartbeat every
 * 10 s; a trader's own user_alert and alerts_read to that trader only), each with an id a
 * client resumes from with Last-Event-ID. Test control (off unless enabled): POST
 * /__test/signal raises a signal now, POST /__test/trade makes smart-money wallets buy a
 * token now (raising favourites' and rules' cluster alerts), /__test/webhook-sink receives
 * webhook deliveries and lists them.
 */
export function registerStreamRoutes(app: Hono, ctx: AppContext, options: StreamOptions = {}) {
  const hub = new LiveHub({
    market: ctx.market,
    now: ctx.now,
    pollMs: options.pollMs,
    heartbeatMs: options.heartbeatMs,
  });
  const iso = () => new Date(ctx.now()).toISOString();
  const services = options.alerts ?? createAlertServices(ctx, webhookOptionsFromEnv(process.env));
  const clusters = registerFavoriteAlertRoutes(app, ctx, hub, services);
  services.attach(hub);

  app.get(STREAM_PATH, (c) => {
    // Tells nginx-style proxies not to hold events back (streamSSE sets the rest).
    c.header('X-Accel-Buffering', 'no');
    const resumeFrom = lastEventId(c);
    const audience = streamAudience(c, ctx.store, ctx.now());
    const response = streamSSE(c, async (stream) => {
      const writer = clientWriter(stream, audience);
      await stream.write(`retry: ${RETRY_MS}\n\n`);
      let endStream: () => void = () => undefined;
      const ended = new Promise<void>((resolve) => {
        endStream = resolve;
        if (stream.aborted) resolve();
        else stream.onAbort(() => resolve());
      });
      const lifetime = setTimeout(endStream, options.lifetimeMs ?? STREAM_LIFETIME_MS);
      const disconnect = hub.connect({
        send: writer.record,
        heartbeat: (id) => writer.plain('heartbeat', id, iso()),
        end: () => endStream(),
      });
      if (resumeFrom !== null) {
        const missed = hub.log.since(resumeFrom);
        if (missed === null) writer.plain('resync', hub.log.lastId, iso());
        else for (const record of missed) writer.record(record);
      }
      // A first heartbeat tells the client at once that the stream is up.
      writer.plain('heartbeat', hub.log.lastId, iso());
      await ended;
      clearTimeout(lifetime);
      disconnect();
    });
    // An answer asked for with a token in the address is kept by no cache.
    response.headers.set('Cache-Control', 'no-store');
    return response;
  });

  const control = options.testControl ?? 'off';
  if (control === 'off') return hub;

  const InjectSchema = z.object({
    venue: z.enum(['cex', 'dex']),
    ticker: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(40))),
    /** Signals to raise at once (a burst); without a ticker they go round recent tokens. */
    count: z._default(z.int().check(z.gte(1), z.lte(MAX_EVENTS_PER_POLL)), 1),
  });
  app.post(TEST_SIGNAL_PATH, async (c) => {
    if (control === 'direct' && !isDirectLocalCaller(c)) {
      return c.json({ message: `Not found: POST ${TEST_SIGNAL_PATH}` }, 404);
    }
    const parsed = InjectSchema.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) {
      return c.json({ message: 'Expected {"venue": "cex" | "dex", "ticker"?: string}' }, 400);
    }
    const market = ctx.market();
    const { venue, ticker, count } = parsed.data;
    // Takes the starting point first, so the new signal is published even to the first look.
    hub.poll();
    const rotation = ticker === undefined && count > 1 ? recentTickers(market, venue) : [];
    let signal = null;
    for (let i = 0; i < count; i += 1) {
      signal = injectSignal(market, venue, ticker ?? rotation[i % rotation.length]);
      if (!signal) return c.json({ message: `No ${venue} token to signal` }, 404);
    }
    hub.poll();
    return c.json({ signal: signal && signalEvent(market, signal), count }, 201);
  });
  const TradeSchema = z.object({
    venue: z.enum(['cex', 'dex']),
    ticker: z.string().check(z.trim(), z.minLength(1), z.maxLength(40)),
    /** Distinct smart-money wallets that buy the token now. */
    wallets: z._default(z.int().check(z.gte(1), z.lte(200)), 1),
  });
  app.post(TEST_TRADE_PATH, async (c) => {
    if (control === 'direct' && !isDirectLocalCaller(c)) {
      return c.json({ message: `Not found: POST ${TEST_TRADE_PATH}` }, 404);
    }
    const parsed = TradeSchema.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) {
      return c.json(
        { message: 'Expected {"venue": "cex" | "dex", "ticker": string, "wallets"?: 1..200}' },
        400,
      );
    }
    const market = ctx.market();
    const token = findVenueToken(market, parsed.data.venue, parsed.data.ticker);
    if (!token)
      return c.json({ message: `No ${parsed.data.venue} token ${parsed.data.ticker}` }, 404);
    // Catches up first, so the market's own buys are looked at before the injected ones.
    hub.poll();
    const now = ctx.now();
    const alerted = clusters.injectBuys(market, token, parsed.data.wallets, now);
    if (alerted) {
      hub.publishAlert({
        venue: token.venue,
        token: liveToken(token),
        time: new Date(now).toISOString(),
      });
    }
    const ruleAlerts = services.engine.observeInjectedBuys(market, token, now);
    return c.json(
      { token: liveToken(token), buys: parsed.data.wallets, alerted, rule_alerts: ruleAlerts },
      201,
    );
  });
  app.post(TEST_STREAM_END_PATH, (c) => {
    if (control === 'direct' && !isDirectLocalCaller(c)) {
      return c.json({ message: `Not found: POST ${TEST_STREAM_END_PATH}` }, 404);
    }
    const ended = hub.clientCount;
    hub.endAll();
    return c.json({ ended });
  });
  registerWebhookSink(app, (c) => control !== 'direct' || isDirectLocalCaller(c));
  return hub;
}
