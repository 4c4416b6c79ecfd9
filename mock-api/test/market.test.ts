import { describe, expect, it } from 'vitest';
import { NETWORKS, PATHS, type CexAlert } from '@flowscope/shared-api/contract';
import { buildCatalog, DAY, HOUR, MARKET_SIZE } from '../src/market/catalog.ts';
import { originOf } from '../src/market/market-cache.ts';
import { HISTORY_DAYS, Market } from '../src/market/market.ts';
import { TokenSimulation, type SimulationSink } from '../src/market/simulator.ts';
import { LIVE_HISTORY_DAYS, NOW, postJson, signIn, testApi } from './helpers.ts';

const ignore: SimulationSink = { onInfluencerTrade: () => undefined, onSignal: () => undefined };

describe('the simulated market', () => {
  it('has the intended size and spread', () => {
    const market = testApi().market();
    const cex = market.tokens.filter((t) => t.venue === 'cex');
    const dex = market.tokens.filter((t) => t.venue === 'dex');
    expect(cex).toHaveLength(MARKET_SIZE.cexCoins);
    expect(dex).toHaveLength(MARKET_SIZE.dexTokens);
    expect(market.influencers).toHaveLength(1300);
    expect(new Set(market.influencers.map((i) => i.handle)).size).toBe(1300);
    expect(market.wallets.filter((w) => w.influencer < 0).length).toBeGreaterThanOrEqual(2800);
    expect(new Set(dex.map((t) => t.network))).toEqual(new Set(NETWORKS));
    const ages = dex.filter((t) => t.launchedAt <= NOW).map((t) => (NOW - t.launchedAt) / DAY);
    expect(Math.min(...ages)).toBeLessThan(0.5);
    expect(Math.max(...ages)).toBeGreaterThan(2 * 365);
    const caps = market.tokens
      .map((t) => market.marketCap(t))
      .filter((c): c is number => c !== null);
    expect(Math.min(...caps)).toBeLessThan(100_000);
    expect(Math.max(...caps)).toBeGreaterThan(1e11);
    const since = NOW - 30 * DAY;
    const oldest = Math.min(
      ...market.sims.map((s) => (s.log.length > 0 ? (s.log.time[0] ?? NOW) : NOW)),
    );
    expect(oldest).toBeLessThanOrEqual(since);
  });

  it('simulates the history asked for, its trades from that many days back', () => {
    const full = testApi().market();
    // The market of the stream tests, built for them anyway.
    const live = testApi({ seed: 'stream-tests', historyDays: LIVE_HISTORY_DAYS }).market();
    const start = originOf(NOW) - LIVE_HISTORY_DAYS * DAY;
    expect(live.historyStart).toBe(start);
    expect(full.historyStart).toBe(originOf(NOW) - HISTORY_DAYS * DAY);
    const firstTrade = (market: typeof live) =>
      Math.min(...market.sims.map((s) => (s.log.length > 0 ? (s.log.time[0] ?? NOW) : NOW)));
    expect(firstTrade(live)).toBeGreaterThanOrEqual(start);
    expect(firstTrade(live)).toBeLessThan(start + DAY);
    expect(firstTrade(full)).toBeLessThan(start - 20 * DAY);
    for (const days of [0, -2, 1.5, Number.NaN]) {
      expect(() => new Market('history-tests', originOf(NOW), NOW, days)).toThrow(
        /whole number of days, at least 1/,
      );
    }
  });

  it('is deterministic: the same seed gives the same tokens and trades, whatever the step size', () => {
    const origin = originOf(NOW);
    const a = buildCatalog('seed-x', origin);
    const b = buildCatalog('seed-x', origin);
    expect(a.tokens.map((t) => t.address ?? t.ticker)).toEqual(
      b.tokens.map((t) => t.address ?? t.ticker),
    );
    const token = a.tokens[42];
    const twin = b.tokens[42];
    if (!token || !twin) throw new Error('missing token');
    const start = origin - 3 * DAY;
    const wallets = new Set<number>();
    const oneStep = new TokenSimulation(token, 'seed-x', start, ignore, wallets);
    oneStep.advance(origin);
    const manySteps = new TokenSimulation(twin, 'seed-x', start, ignore, wallets);
    for (let t = start; t <= origin; t += 7 * 60_000) manySteps.advance(t);
    manySteps.advance(origin);
    expect(oneStep.log.length).toBeGreaterThan(10);
    expect(Array.from(manySteps.log.time.subarray(0, manySteps.log.length))).toEqual(
      Array.from(oneStep.log.time.subarray(0, oneStep.log.length)),
    );
    expect(buildCatalog('seed-y', origin).tokens[300]?.address).not.toBe(a.tokens[300]?.address);
  });

  it('keeps trading while it runs, so feeds get new items', async () => {
    const api = testApi();
    api.clock.now = NOW + 2 * HOUR;
    const session = await signIn(api, 'premium');
    const market = api.market();
    const before = market.sims.reduce((sum, s) => sum + s.log.length, 0);
    const version = market.version;
    const alertsAt = async () =>
      (
        await postJson<{ data: CexAlert[] }>(
          api,
          PATHS.cexAlerts,
          { user_id: session.userId },
          session.token,
        )
      ).body.data;
    const earlier = await alertsAt();
    api.clock.now += 3 * HOUR;
    const later = await alertsAt();
    const after = api.market().sims.reduce((sum, s) => sum + s.log.length, 0);
    expect(after).toBeGreaterThan(before);
    expect(api.market().version).toBeGreaterThan(version);
    expect(Date.parse(later[0]?.timestamp ?? '')).toBeGreaterThan(
      Date.parse(earlier[0]?.timestamp ?? ''),
    );
  });
});
