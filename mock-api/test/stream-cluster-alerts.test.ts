import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PATHS, userPreferencesPath } from '@flowscope/shared-api/contract';
import type { MockApi } from '../src/app.ts';
import type { TokenInfo } from '../src/market/types.ts';
import {
  FAVORITE_ALERTS_PATH,
  FAVORITE_ALERTS_READ_PATH,
} from '../src/stream/favorite-alert-routes.ts';
import { STREAM_PATH, TEST_SIGNAL_PATH, TEST_TRADE_PATH } from '../src/stream/routes.ts';
import {
  HOUR,
  LIVE_HISTORY_DAYS,
  postJson,
  type Session,
  signIn,
  testApi,
  type TestApi,
} from './helpers.ts';
import { forgetMarkets } from '../src/market/market-cache.ts';
import { sseReader } from './stream-events.ts';

/** A market of its own: buys are added here. */
const SEED = 'cluster-alert-tests';

interface Alert {
  id: number;
  kind: string;
  token: { ticker: string; address: string | null };
  count: number;
  hours?: number;
  read: boolean;
}

async function alertsOf(
  api: MockApi,
  session: Session,
): Promise<{ alerts: Alert[]; unread: number }> {
  const response = await api.app.request(FAVORITE_ALERTS_PATH, {
    headers: { authorization: `Bearer ${session.token}` },
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: { alerts: Alert[]; unread: number } }).data;
}

const clustersOf = async (api: MockApi, session: Session, ticker: string) =>
  (await alertsOf(api, session)).alerts.filter(
    (alert) => alert.kind === 'cluster' && alert.token.ticker === ticker,
  );

async function setThreshold(api: MockApi, session: Session, wallets: number, hours: number) {
  const response = await api.app.request(userPreferencesPath(session.userId), {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${session.token}` },
    body: JSON.stringify({
      preferences: { alerts: { clusterWallets: wallets, clusterHours: hours } },
    }),
  });
  expect(response.status).toBe(200);
}

async function favourite(api: MockApi, session: Session, token: TokenInfo) {
  const added = await postJson(
    api,
    PATHS.addDexFavorite,
    { user_id: session.userId, network: token.network, address: token.address },
    session.token,
  );
  expect(added.status).toBe(200);
}

const buy = (api: MockApi, token: TokenInfo, wallets: number) =>
  postJson<{ alerted: boolean }>(api, TEST_TRADE_PATH, {
    venue: 'dex',
    ticker: token.ticker,
    wallets,
  });

/** Distinct wallets that bought the token in the last `hours`, as the market has it. */
function marketBuyers(api: TestApi, token: TokenInfo, hours: number): number {
  const log = api.market().sim(token).log;
  const wallets = new Set<number>();
  for (let i = log.lowerBound(api.clock.now - hours * HOUR); i < log.length; i += 1) {
    if (log.kind[i] === 0) wallets.add(log.wallet[i] ?? -1);
  }
  return wallets.size;
}

/** A DEX token with a unique ticker and few recent buyers. */
function quietToken(api: TestApi, skip: TokenInfo[] = []): TokenInfo {
  const dex = api.market().venueTokens.dex;
  const token = dex.find(
    (candidate) =>
      candidate.address &&
      !skip.includes(candidate) &&
      dex.filter((other) => other.ticker.toLowerCase() === candidate.ticker.toLowerCase())
        .length === 1 &&
      marketBuyers(api, candidate, 1) < 10,
  );
  if (!token) throw new Error('no quiet DEX token');
  return token;
}

const dataDir = mkdtempSync(join(tmpdir(), 'mock-api-cluster-'));
afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
  forgetMarkets(SEED);
});
beforeEach(() => vi.stubEnv('MOCK_TEST_CONTROL', '1'));
afterEach(() => vi.unstubAllEnvs());

describe('cluster alerts on favourites', () => {
  it('raises exactly one alert when the threshold is crossed, keeps it and its read state over a restart, and re-arms after the window', async () => {
    const first = testApi({ seed: SEED, historyDays: LIVE_HISTORY_DAYS, dataDir, reset: true });
    const session = await signIn(first, 'premium');
    const token = quietToken(first);
    await setThreshold(first, session, 20, 1);
    await favourite(first, session, token);
    const baseline = marketBuyers(first, token, 1);

    expect((await buy(first, token, 10)).body.alerted).toBe(false);
    expect(await clustersOf(first, session, token.ticker)).toEqual([]);

    const crossing = await buy(first, token, 20 - 10 - baseline);
    expect(crossing.status).toBe(201);
    expect(crossing.body.alerted).toBe(true);
    await buy(first, token, 5);
    const raised = await clustersOf(first, session, token.ticker);
    expect(raised).toHaveLength(1);
    expect(raised[0]).toMatchObject({ count: 20, hours: 1, read: false });

    const id = raised[0]?.id ?? 0;
    await postJson(first, FAVORITE_ALERTS_READ_PATH, { ids: [id] }, session.token);
    first.close();

    const second = testApi({ seed: SEED, historyDays: LIVE_HISTORY_DAYS, dataDir });
    const kept = await clustersOf(second, session, token.ticker);
    expect(kept).toEqual([{ ...raised[0], read: true }]);
    // Still within the window: more buyers raise nothing new, also after the restart.
    expect((await buy(second, token, 5)).body.alerted).toBe(false);
    expect(await clustersOf(second, session, token.ticker)).toHaveLength(1);

    second.clock.now += HOUR + 60_000;
    const recent = marketBuyers(second, token, 1);
    await buy(second, token, Math.max(1, 20 - recent));
    const rearmed = await clustersOf(second, session, token.ticker);
    expect(rearmed).toHaveLength(2);
    expect(rearmed[0]).toMatchObject({ kind: 'cluster', hours: 1, read: false });
    second.close();
  });

  it('follows each trader’s own threshold', async () => {
    const api = testApi({ seed: SEED, historyDays: LIVE_HISTORY_DAYS });
    const premium = await signIn(api, 'premium');
    const free = await signIn(api, 'free');
    const token = quietToken(api);
    await setThreshold(api, premium, 100, 1);
    await setThreshold(api, free, 2, 1);
    await favourite(api, premium, token);
    // Adding favourites needs premium; a trader who favourited while premium keeps them.
    api.store.favorites.addDex(
      free.userId,
      { network: token.network ?? '', address: token.address ?? '' },
      api.clock.now,
    );

    await buy(api, token, 2);
    expect(await clustersOf(api, premium, token.ticker)).toEqual([]);
    const freeAlerts = await clustersOf(api, free, token.ticker);
    expect(freeAlerts).toHaveLength(1);
    expect(freeAlerts[0]?.count).toBeGreaterThanOrEqual(2);

    await buy(api, token, 100);
    expect(await clustersOf(api, premium, token.ticker)).toHaveLength(1);
    // Someone who did not favourite the token gets nothing.
    const other = quietToken(api, [token]);
    await buy(api, other, 50);
    expect(await clustersOf(api, free, other.ticker)).toEqual([]);
    api.close();
  });

  it('raises cluster alerts from the market’s own buys with the default threshold', async () => {
    const api = testApi({ seed: SEED, historyDays: LIVE_HISTORY_DAYS });
    const session = await signIn(api, 'premium');
    const dex = api.market().venueTokens.dex.filter((token) => token.address);
    // The busiest tokens: over six hours some of them surely see five buyers.
    const busy = [...dex].sort((a, b) => b.activity - a.activity).slice(0, 5);
    for (const token of busy) await favourite(api, session, token);
    await alertsOf(api, session);
    api.clock.now += 6 * HOUR;
    const { alerts } = await alertsOf(api, session);
    const clusters = alerts.filter((alert) => alert.kind === 'cluster');
    expect(clusters.length).toBeGreaterThan(0);
    for (const alert of clusters) {
      expect(alert.hours).toBe(4);
      expect(alert.count).toBeGreaterThanOrEqual(5);
    }
    api.close();
  });

  it('tells stream clients which token has new alerts, without naming the trader', async () => {
    const api = testApi({ seed: SEED, historyDays: LIVE_HISTORY_DAYS });
    const session = await signIn(api, 'premium');
    const token = quietToken(api);
    await setThreshold(api, session, 2, 1);
    await favourite(api, session, token);
    // The trader's own stream: alerts on favourites go to signed-in viewers only.
    const response = await api.app.request(STREAM_PATH, {
      headers: { authorization: `Bearer ${session.token}` },
    });
    if (!response.body) throw new Error('no body');
    const events = sseReader(response.body);
    await events.next((e) => e.event === 'heartbeat');
    await buy(api, token, 3);
    const alert = await events.next((e) => e.event === 'alert');
    const data = JSON.parse(alert.data) as Record<string, unknown>;
    expect(data).toMatchObject({ venue: 'dex', token: { ticker: token.ticker } });
    expect(JSON.stringify(data)).not.toContain(session.userId);
    await events.cancel();
    api.close();
  });

  it('raises a burst of signals from one test-control call, each published on the stream', async () => {
    const api = testApi({ seed: SEED, historyDays: LIVE_HISTORY_DAYS });
    const response = await api.app.request(STREAM_PATH);
    if (!response.body) throw new Error('no body');
    const events = sseReader(response.body);
    await events.next((e) => e.event === 'heartbeat');
    const made = await postJson<{ count: number }>(api, TEST_SIGNAL_PATH, {
      venue: 'dex',
      count: 50,
    });
    expect(made.body.count).toBe(50);
    const tickers = new Set<string>();
    for (let i = 0; i < 50; i += 1) {
      const signal = await events.next((e) => e.event === 'signal');
      tickers.add((JSON.parse(signal.data) as { token: { ticker: string } }).token.ticker);
    }
    // Round recent tokens, not one token fifty times.
    expect(tickers.size).toBeGreaterThan(1);
    await events.cancel();
    expect((await postJson(api, TEST_SIGNAL_PATH, { venue: 'dex', count: 201 })).status).toBe(400);
    api.close();
  });

  it('rejects a bad test trade', async () => {
    const api = testApi({ seed: SEED, historyDays: LIVE_HISTORY_DAYS });
    expect((await postJson(api, TEST_TRADE_PATH, { venue: 'dex' })).status).toBe(400);
    expect(
      (await postJson(api, TEST_TRADE_PATH, { venue: 'dex', ticker: 'NO-SUCH-TOKEN' })).status,
    ).toBe(404);
    api.close();
  });
});
