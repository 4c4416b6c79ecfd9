import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PATHS } from '@flowscope/shared-api/contract';
import { ResultMemo } from '../src/http/result-memo.ts';
import { EventLog } from '../src/stream/event-log.ts';
import type { LiveHub } from '../src/stream/live-hub.ts';
import { MarketEvents } from '../src/stream/market-events.ts';
import {
  registerStreamRoutes,
  STREAM_PATH,
  streamOptionsFromEnv,
  TEST_SIGNAL_PATH,
  TEST_STREAM_END_PATH,
} from '../src/stream/routes.ts';
import { createMockApi } from '../src/app.ts';
import { closeServer, LIVE_HISTORY_DAYS, postJson, testApi, type TestApi } from './helpers.ts';
import { sseReader } from './stream-events.ts';

const MINUTE = 60_000;
/** A market of its own: these tests add signals and advance time, which others must not see. */
const SEED = 'stream-tests';

/** The stream routes on their own app, with fast heartbeats and the test control on. */
function streamApp(
  api: TestApi,
  heartbeatMs = 60_000,
  lifetimeMs = 60_000,
): { app: Hono; hub: LiveHub } {
  const app = new Hono();
  const ctx = {
    now: () => api.clock.now,
    market: api.market,
    store: api.store,
    memo: new ResultMemo(),
  };
  const hub = registerStreamRoutes(app, ctx, {
    testControl: 'on',
    heartbeatMs,
    pollMs: 60_000,
    lifetimeMs,
  });
  return { app, hub };
}

async function open(app: Hono, headers: Record<string, string> = {}, query = '') {
  const response = await app.request(`${STREAM_PATH}${query}`, { headers });
  if (!response.body) throw new Error('no body');
  return { response, events: sseReader(response.body) };
}

async function inject(app: Hono, venue: 'cex' | 'dex', ticker?: string) {
  const response = await app.request(TEST_SIGNAL_PATH, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ venue, ticker }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

let api: TestApi;
beforeAll(() => {
  api = testApi({ seed: SEED, historyDays: LIVE_HISTORY_DAYS });
  api.market();
});
afterEach(() => vi.unstubAllEnvs());

describe('EventLog', () => {
  it('gives increasing ids and the events after an id, within its capacity', () => {
    const log = new EventLog(100, 3);
    const data = { time: 'x' } as never;
    for (let i = 0; i < 5; i += 1) log.append('signal', data);
    expect(log.lastId).toBe(104);
    expect(log.since(102)?.map((r) => r.id)).toEqual([103, 104]);
    expect(log.since(101)?.map((r) => r.id)).toEqual([102, 103, 104]);
    expect(log.since(104)).toEqual([]);
    // 100 fell out of the ring, so after 99 or 100 is unknown; a future id is another run's.
    expect(log.since(100)).toBeNull();
    expect(log.since(105)).toBeNull();
  });
});

describe('MarketEvents', () => {
  it('reports only what the market gained since the last look, never its history', () => {
    const local = api;
    const events = new MarketEvents();
    expect(events.poll(local.market())).toEqual([]);
    const before = local.market();
    const counts = {
      signals: before.signals.cex.length + before.signals.dex.length,
      trades: before.influencerTrades.cex.length + before.influencerTrades.dex.length,
    };
    local.clock.now += 30 * MINUTE;
    const after = local.market();
    const gained = events.poll(after);
    const signals = gained.filter((e) => e.event === 'signal');
    const trades = gained.filter((e) => e.event === 'trade');
    expect(signals.length).toBe(
      after.signals.cex.length + after.signals.dex.length - counts.signals,
    );
    expect(trades.length).toBe(
      after.influencerTrades.cex.length + after.influencerTrades.dex.length - counts.trades,
    );
    expect(gained.length).toBeGreaterThan(0);
    for (const { data } of gained) {
      expect(Date.parse(data.time)).toBeGreaterThan(local.clock.now - 31 * MINUTE);
      expect(data.token.ticker).toMatch(/\S/);
    }
    expect(events.poll(after)).toEqual([]);
  });
});

describe('GET /stream', () => {
  it('is an event stream that says it is up at once and then beats every interval', async () => {
    const { app, hub } = streamApp(api, 50);
    const { response, events } = await open(app);
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(response.headers.get('x-accel-buffering')).toBe('no');
    const first = await events.next();
    expect(first.event).toBe('heartbeat');
    expect(first.id).toBe(String(hub.log.lastId));
    const started = Date.now();
    await events.next((e) => e.event === 'heartbeat');
    await events.next((e) => e.event === 'heartbeat');
    expect(Date.now() - started).toBeGreaterThanOrEqual(80);
    expect(hub.clientCount).toBe(1);
    await events.cancel();
    await vi.waitFor(() => expect(hub.clientCount).toBe(0));
  });

  it('sends a new signal with its id to every client', async () => {
    const { app, hub } = streamApp(api);
    const a = await open(app);
    const b = await open(app);
    const injected = await inject(app, 'dex');
    expect(injected.status).toBe(201);
    for (const client of [a, b]) {
      const event = await client.events.next((e) => e.event === 'signal');
      expect(event.id).toBe(String(hub.log.lastId));
      expect(JSON.parse(event.data)).toEqual(injected.body.signal);
      await client.events.cancel();
    }
  });

  it('resumes after Last-Event-ID (header or query) and asks for a resync when it cannot', async () => {
    const { app, hub } = streamApp(api);
    const holder = await open(app); // keeps the hub polling
    await inject(app, 'cex');
    const seen = hub.log.lastId;
    const second = await inject(app, 'dex');
    const third = await inject(app, 'cex');

    const resumed = await open(app, { 'Last-Event-ID': String(seen) });
    const one = await resumed.events.next((e) => e.event === 'signal');
    const two = await resumed.events.next((e) => e.event === 'signal');
    expect([one.id, two.id]).toEqual([String(seen + 1), String(seen + 2)]);
    expect([JSON.parse(one.data), JSON.parse(two.data)]).toEqual([
      second.body.signal,
      third.body.signal,
    ]);
    await resumed.events.cancel();

    const byQuery = await open(app, {}, `?lastEventId=${seen + 1}`);
    expect((await byQuery.events.next((e) => e.event === 'signal')).id).toBe(String(seen + 2));
    await byQuery.events.cancel();

    const stale = await open(app, { 'Last-Event-ID': '1' });
    expect((await stale.events.next((e) => e.event !== 'heartbeat')).event).toBe('resync');
    await stale.events.cancel();
    await holder.events.cancel();
  });

  it('ends a stream cleanly after its lifetime, and all streams on the test control', async () => {
    const short = streamApp(api, 60_000, 100);
    const { events } = await open(short.app);
    await events.next();
    await expect(events.next(() => false, 2_000)).rejects.toThrow('stream ended');
    await vi.waitFor(() => expect(short.hub.clientCount).toBe(0));

    const { app, hub } = streamApp(api);
    const a = await open(app);
    const b = await open(app);
    await a.events.next();
    await b.events.next();
    const ended = await app.request(TEST_STREAM_END_PATH, { method: 'POST' });
    expect(await ended.json()).toEqual({ ended: 2 });
    await expect(a.events.next(() => false, 2_000)).rejects.toThrow('stream ended');
    await expect(b.events.next(() => false, 2_000)).rejects.toThrow('stream ended');
    expect(hub.clientCount).toBe(0);
  });

  it('forgets a client that disconnects from a real server', async () => {
    const { app, hub } = streamApp(api);
    const server = serve({ fetch: app.fetch, port: 0 });
    await new Promise<void>((resolve) => server.once('listening', () => resolve()));
    const { port } = server.address() as AddressInfo;
    const controller = new AbortController();
    const response = await fetch(`http://127.0.0.1:${port}${STREAM_PATH}`, {
      signal: controller.signal,
    });
    if (!response.body) throw new Error('no body');
    const events = sseReader(response.body);
    expect((await events.next()).event).toBe('heartbeat');
    expect(hub.clientCount).toBe(1);
    controller.abort();
    await vi.waitFor(() => expect(hub.clientCount).toBe(0));
    await closeServer(server);
  });
});

describe('POST /__test/signal', () => {
  it('is absent unless MOCK_TEST_CONTROL is set', async () => {
    const plain = createMockApi({
      seed: SEED,
      historyDays: LIVE_HISTORY_DAYS,
      now: () => api.clock.now,
    });
    expect((await postJson(plain, TEST_SIGNAL_PATH, { venue: 'dex' })).status).toBe(404);
    expect(streamOptionsFromEnv({ MOCK_TEST_CONTROL: '1' }).testControl).toBe('on');
    expect(streamOptionsFromEnv({ MOCK_TEST_CONTROL: '0' }).testControl).toBe('off');
  });

  it('in production mode answers only direct local callers, never through a proxy', async () => {
    vi.stubEnv('MOCK_TEST_CONTROL', '1');
    vi.stubEnv('APP_MODE', 'production');
    const production = createMockApi({
      seed: SEED,
      historyDays: LIVE_HISTORY_DAYS,
      now: () => api.clock.now,
    });
    const server = serve({ fetch: production.app.fetch, port: 0 });
    await new Promise<void>((resolve) => server.once('listening', () => resolve()));
    const { port } = server.address() as AddressInfo;
    const call = (headers: Record<string, string>) =>
      fetch(`http://127.0.0.1:${port}${TEST_SIGNAL_PATH}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ venue: 'dex' }),
      });
    try {
      expect((await call({ 'x-forwarded-for': '127.0.0.1' })).status).toBe(404);
      expect((await call({})).status).toBe(201);
    } finally {
      await closeServer(server);
    }
  });

  it('raises a signal the DEX alpha feed lists first, and rejects bad input', async () => {
    vi.stubEnv('MOCK_TEST_CONTROL', '1');
    const local = createMockApi({
      seed: SEED,
      historyDays: LIVE_HISTORY_DAYS,
      now: () => api.clock.now,
    });
    const ticker = local.market().venueTokens.dex[3]?.ticker ?? '';
    const made = await postJson<{ signal: { token: { ticker: string } } }>(
      local,
      TEST_SIGNAL_PATH,
      { venue: 'dex', ticker },
    );
    expect(made.status).toBe(201);
    expect(made.body.signal.token.ticker).toBe(ticker);
    const feed = await postJson<{ data: { ticker: string }[] }>(local, PATHS.dexAlerts, {
      user_id: 0,
    });
    expect(feed.body.data[0]?.ticker).toBe(ticker);
    expect((await postJson(local, TEST_SIGNAL_PATH, { venue: 'nyse' })).status).toBe(400);
    expect(
      (await postJson(local, TEST_SIGNAL_PATH, { venue: 'dex', ticker: 'NOPE_X' })).status,
    ).toBe(404);
  });
});
