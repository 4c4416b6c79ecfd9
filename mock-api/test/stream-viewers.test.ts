import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResultMemo } from '../src/http/result-memo.ts';
import type { LiveHub } from '../src/stream/live-hub.ts';
import { registerStreamRoutes, STREAM_PATH, TEST_SIGNAL_PATH } from '../src/stream/routes.ts';
import { LIVE_HISTORY_DAYS, type Session, signIn, testApi, type TestApi } from './helpers.ts';
import { forgetMarkets } from '../src/market/market-cache.ts';
import { sseReader, type SseEvent } from './stream-events.ts';

/** A market of its own: these tests advance time, which others must not see. */
const SEED = 'stream-viewer-tests';
const MINUTE = 60_000;

let api: TestApi;
let app: Hono;
let hub: LiveHub;
let premium: Session;
let free: Session;

beforeAll(async () => {
  api = testApi({ seed: SEED, historyDays: LIVE_HISTORY_DAYS });
  premium = await signIn(api, 'premium');
  free = await signIn(api, 'free');
  app = new Hono();
  hub = registerStreamRoutes(
    app,
    { now: () => api.clock.now, market: api.market, store: api.store, memo: new ResultMemo() },
    { testControl: 'on', heartbeatMs: 60_000, pollMs: 60_000, lifetimeMs: 60_000 },
  );
});
afterAll(() => {
  api.close();
  forgetMarkets(SEED);
});

type Viewer = 'anonymous' | 'free' | 'premium' | 'premium by query' | 'expired token';

async function open(viewer: Viewer, resumeAfter?: number) {
  const headers: Record<string, string> = {};
  const query = new URLSearchParams();
  if (viewer === 'free') headers.authorization = `Bearer ${free.token}`;
  if (viewer === 'premium') headers.authorization = `Bearer ${premium.token}`;
  if (viewer === 'premium by query') query.set('access_token', premium.token);
  if (viewer === 'expired token') headers.authorization = 'Bearer not-a-token-we-issued';
  if (resumeAfter !== undefined) query.set('lastEventId', String(resumeAfter));
  const search = query.size > 0 ? `?${query.toString()}` : '';
  const response = await app.request(`${STREAM_PATH}${search}`, { headers });
  if (!response.body) throw new Error('no body');
  const events = sseReader(response.body);
  // The first heartbeat is written once the client is connected to the hub.
  await events.next((event) => event.event === 'heartbeat');
  return { response, events };
}

/** Every event a client got up to and including the signal with id `markerId`. */
async function eventsUntil(
  client: Awaited<ReturnType<typeof open>>,
  markerId: number,
): Promise<SseEvent[]> {
  const seen: SseEvent[] = [];
  for (;;) {
    const event = await client.events.next();
    seen.push(event);
    if (event.id === String(markerId) && event.event === 'signal') return seen;
  }
}

/** A signal every viewer sees: the end of what a test looks at. */
async function marker(): Promise<number> {
  const response = await app.request(TEST_SIGNAL_PATH, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ venue: 'dex' }),
  });
  expect(response.status).toBe(201);
  return hub.log.lastId;
}

/** Lets the market run until it has published influencer trades. */
function advanceUntilTrades(): number {
  let trades = 0;
  hub.onPublish((record) => {
    if (record.event === 'trade') trades += 1;
  });
  // A minute at a time: a client that is not read yet holds only a few events.
  for (let step = 0; step < 600 && trades === 0; step += 1) {
    api.clock.now += MINUTE;
    hub.poll();
  }
  expect(trades).toBeGreaterThan(0);
  return trades;
}

const kinds = (events: readonly SseEvent[]) => new Set(events.map((event) => event.event));

describe('GET /stream gives each viewer what their own list calls would', () => {
  it('sends influencer trades to premium traders only, signals to everyone', async () => {
    const viewers: Viewer[] = ['anonymous', 'free', 'premium', 'premium by query', 'expired token'];
    const clients = await Promise.all(viewers.map((viewer) => open(viewer)));
    for (const client of clients) expect(client.response.status).toBe(200);
    const before = hub.log.lastId;
    advanceUntilTrades();
    const end = await marker();
    const seen = await Promise.all(clients.map((client) => eventsUntil(client, end)));
    const byViewer = Object.fromEntries(viewers.map((viewer, i) => [viewer, seen[i] ?? []]));

    for (const viewer of ['premium', 'premium by query'] as const) {
      expect(kinds(byViewer[viewer] ?? []).has('trade')).toBe(true);
    }
    for (const viewer of ['anonymous', 'free', 'expired token'] as const) {
      expect(kinds(byViewer[viewer] ?? []).has('trade')).toBe(false);
      expect(kinds(byViewer[viewer] ?? []).has('signal')).toBe(true);
    }

    // Catching up after a reconnect follows the same rule.
    const resumedAnonymous = await open('anonymous', before);
    const resumedPremium = await open('premium', before);
    expect(kinds(await eventsUntil(resumedAnonymous, end)).has('trade')).toBe(false);
    expect(kinds(await eventsUntil(resumedPremium, end)).has('trade')).toBe(true);

    for (const client of [...clients, resumedAnonymous, resumedPremium]) {
      await client.events.cancel();
    }
  });

  it('sends alerts on favourites to signed-in traders only, and keeps the token out of caches', async () => {
    const anonymous = await open('anonymous');
    const signedIn = await open('free');
    expect(anonymous.response.headers.get('cache-control')).toBe('no-store');
    const token = {
      venue: 'dex',
      ticker: 'X',
      name: 'X',
      network: 'base',
      address: '0x1',
    } as const;
    hub.publishAlert({ venue: 'dex', token, time: new Date(api.clock.now).toISOString() });
    const end = await marker();
    expect(kinds(await eventsUntil(anonymous, end)).has('alert')).toBe(false);
    expect(kinds(await eventsUntil(signedIn, end)).has('alert')).toBe(true);
    await anonymous.events.cancel();
    await signedIn.events.cancel();
  });
});
