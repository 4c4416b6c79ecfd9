import { beforeAll, describe, expect, it } from 'vitest';
import {
  CexAlertsResponseSchema,
  CexTopAccumulationsResponseSchema,
  CexTopHoldingsResponseSchema,
  DexAlertsResponseSchema,
  DexTopAccumulationsResponseSchema,
  DexTopHoldersResponseSchema,
  PATHS,
  TokenDetailResponseSchema,
  type CexAlert,
  type CexTopAccumulation,
  type DexAlert,
  type DexHolder,
  type DexTopAccumulation,
} from '@flowscope/shared-api/contract';
import { TRADE } from '../src/market/types.ts';
import {
  HOUR,
  hoursAgo,
  known,
  NOW,
  postJson,
  signIn,
  testApi,
  type Session,
  type TestApi,
} from './helpers.ts';

interface List<Row> {
  result: string;
  data: Row[];
}

describe('list calls compute from trades for the requested window and filters', () => {
  let api: TestApi;
  let user: Session;
  beforeAll(async () => {
    api = testApi();
    user = await signIn(api, 'free');
  });

  const dexAcc = async (body: Record<string, unknown>) =>
    (
      await postJson<List<DexTopAccumulation>>(
        api,
        PATHS.dexTopAccumulations,
        { user_id: user.userId, ...body },
        user.token,
      )
    ).body;

  it('answers every list in the contract shape', async () => {
    const checks = [
      [
        PATHS.cexTopAccumulations,
        { from_datetime: hoursAgo(24) },
        CexTopAccumulationsResponseSchema,
      ],
      [
        PATHS.dexTopAccumulations,
        { from_datetime: hoursAgo(24) },
        DexTopAccumulationsResponseSchema,
      ],
      [PATHS.cexTopHoldings, { from_datetime: hoursAgo(720) }, CexTopHoldingsResponseSchema],
      [PATHS.dexTopHolders, {}, DexTopHoldersResponseSchema],
      [PATHS.cexAlerts, {}, CexAlertsResponseSchema],
      [PATHS.dexAlerts, {}, DexAlertsResponseSchema],
      [PATHS.tokenDetail, { coin: 'ETH', from_datetime: hoursAgo(72) }, TokenDetailResponseSchema],
    ] as const;
    for (const [path, body, schema] of checks) {
      const { status, body: answer } = await postJson(
        api,
        path,
        { user_id: user.userId, ...body },
        user.token,
      );
      expect(status, path).toBe(200);
      const parsed = schema.parse(answer);
      expect(parsed.result).toBe('ok');
      if (Array.isArray(parsed.data)) expect(parsed.data.length, path).toBeGreaterThan(0);
    }
  });

  it('top_accumulations keeps positive netflow, ranked by score', async () => {
    const { data } = await dexAcc({ from_datetime: hoursAgo(24) });
    expect(data.length).toBeGreaterThan(10);
    for (const row of data) expect(row.netflow).toBeGreaterThan(0);
    const scores = data.map((row) => row.score);
    expect(scores).toEqual([...scores].sort((a, b) => known(b) - known(a)));
  });

  it('fresh_tokens are at most 1 day old and young_tokens over 1 and up to 14 days', async () => {
    const fresh = await dexAcc({ from_datetime: hoursAgo(24), token_filter: 'fresh_tokens' });
    expect(fresh.data.length).toBeGreaterThan(0);
    for (const row of fresh.data) expect(row.days_old).toBeLessThanOrEqual(1);
    const young = await dexAcc({ from_datetime: hoursAgo(24), token_filter: 'young_tokens' });
    expect(young.data.length).toBeGreaterThan(0);
    for (const row of young.data) {
      expect(row.days_old).toBeGreaterThan(1);
      expect(row.days_old).toBeLessThanOrEqual(14);
    }
  });

  it('filter_network returns only that network, and every one of the 24 networks has tokens', async () => {
    for (const network of ['solana', 'zksync', 'mentis']) {
      const { data } = await dexAcc({
        from_datetime: hoursAgo(720),
        token_filter: 'all_tokens',
        filter_network: network,
      });
      expect(data.length, network).toBeGreaterThan(0);
      for (const row of data) expect(row.network).toBe(network);
    }
  });

  it('market-cap bounds hold on accumulations and holders', async () => {
    const { data } = await dexAcc({
      from_datetime: hoursAgo(168),
      min_market_cap: 1e6,
      max_market_cap: 5e7,
      token_filter: 'all_tokens',
    });
    expect(data.length).toBeGreaterThan(0);
    for (const row of data) {
      if (row.market_cap !== null) {
        expect(row.market_cap).toBeGreaterThanOrEqual(1e6);
        expect(row.market_cap).toBeLessThanOrEqual(5e7);
      }
    }
    const holders = await postJson<List<DexHolder>>(api, PATHS.dexTopHolders, {
      user_id: 0,
      min_cap: 1e8,
      max_days_old: 30,
    });
    expect(holders.body.data.length).toBeGreaterThan(0);
    for (const row of holders.body.data)
      if (row.market_cap !== null) expect(row.market_cap).toBeGreaterThanOrEqual(1e8);
  });

  it('a 4h and a 30d window rank coins differently', async () => {
    const top = async (hours: number) =>
      (
        await postJson<List<CexTopAccumulation>>(
          api,
          PATHS.cexTopAccumulations,
          { user_id: user.userId, from_datetime: hoursAgo(hours) },
          user.token,
        )
      ).body.data
        .slice(0, 10)
        .map((row) => row.coin);
    const short = await top(4);
    const long = await top(720);
    expect(short).toHaveLength(10);
    expect(short).not.toEqual(long);
  });

  it('netflows and entry prices agree with the trades of the window', async () => {
    const from = NOW - 24 * HOUR;
    const { data } = await dexAcc({
      from_datetime: hoursAgo(24),
      to_datetime: new Date(NOW).toISOString(),
    });
    const row = data[5];
    if (!row?.address) throw new Error('no row');
    const market = api.market();
    const token = market.dexToken(known(row.network), row.address);
    if (!token) throw new Error('token not found');
    const log = market.sim(token).log;
    let buys = 0;
    let buyQty = 0;
    let sells = 0;
    const wallets = new Set<number>();
    for (let i = 0; i < log.length; i += 1) {
      const time = log.time[i] ?? 0;
      if (time < from || time > NOW) continue;
      const usd = (log.qty[i] ?? 0) * (log.price[i] ?? 0);
      if (log.kind[i] === TRADE.buy) {
        buys += usd;
        buyQty += log.qty[i] ?? 0;
      } else sells += usd;
      wallets.add(log.wallet[i] ?? -1);
    }
    expect(row.netflow).toBeCloseTo(buys - sells, 0);
    expect(row.avg_entry_price ?? 0).toBeCloseTo(buys / buyQty, 4);
    expect(row.wallets_interacted).toBe(wallets.size);
    if (row.market_cap !== null && row.netflow_vs_cap !== null) {
      expect(row.netflow_vs_cap).toBeCloseTo(known(row.netflow) / row.market_cap, 5);
    }
  });

  it('CEX netflow is longs plus shorts netflow', async () => {
    const { body } = await postJson<List<CexTopAccumulation>>(
      api,
      PATHS.cexTopAccumulations,
      {
        user_id: user.userId,
        from_datetime: hoursAgo(168),
        token_filter: 'all_tokens',
      },
      user.token,
    );
    for (const row of body.data)
      expect(row.netflow).toBeCloseTo(known(row.longs_netflow) + known(row.shorts_netflow), 0);
  });

  it('DEX alerts honour min_active_wallets, max_market_cap, network and the window, newest first', async () => {
    const { body } = await postJson<List<DexAlert>>(
      api,
      PATHS.dexAlerts,
      {
        user_id: user.userId,
        min_active_wallets: 5,
        max_market_cap: 5e7,
        filter_network: 'solana',
        from_datetime: hoursAgo(48),
      },
      user.token,
    );
    expect(body.data.length).toBeGreaterThan(0);
    let previous = Number.POSITIVE_INFINITY;
    for (const alert of body.data) {
      expect(alert.wallets_interacted).toBeGreaterThanOrEqual(5);
      if (alert.market_cap !== null) expect(alert.market_cap).toBeLessThanOrEqual(5e7);
      expect(alert.network).toBe('solana');
      const time = Date.parse(alert.timestamp ?? '');
      expect(time).toBeGreaterThanOrEqual(NOW - 48 * HOUR);
      expect(time).toBeLessThanOrEqual(previous);
      previous = time;
    }
    const fresh = await postJson<List<DexAlert>>(api, PATHS.dexAlerts, {
      user_id: 0,
      token_filter: 'fresh_tokens',
    });
    for (const alert of fresh.body.data)
      expect(NOW - Date.parse(alert.launched_when)).toBeLessThanOrEqual(24 * HOUR);
  });

  it('CEX alerts count the wallets that traded (scalpers) and filter on that count', async () => {
    const { body } = await postJson<List<CexAlert>>(
      api,
      PATHS.cexAlerts,
      { user_id: user.userId, min_active_wallets: 3, from_datetime: hoursAgo(72) },
      user.token,
    );
    expect(body.data.length).toBeGreaterThan(0);
    for (const alert of body.data) {
      expect(Number.isInteger(alert.wallets_interacted)).toBe(true);
      expect(alert.wallets_interacted).toBeGreaterThanOrEqual(3);
    }
    // A count of wallets, not the net-long change: never below zero, even on a bearish signal.
    const all = await postJson<List<CexAlert>>(
      api,
      PATHS.cexAlerts,
      { user_id: user.userId, from_datetime: hoursAgo(72) },
      user.token,
    );
    expect(all.body.data.every((alert) => alert.wallets_interacted >= 0)).toBe(true);
  });

  it('token detail answers 404 for an unknown coin and a series over the window', async () => {
    const missing = await postJson<{ message: string }>(api, PATHS.tokenDetail, {
      user_id: 0,
      coin: 'NOPE',
      from_datetime: hoursAgo(24),
    });
    expect(missing.status).toBe(404);
    const { body } = await postJson<{
      data: { series: { timestamp: string }[]; holders: { wallet: string }[] };
    }>(
      api,
      PATHS.tokenDetail,
      { user_id: user.userId, coin: 'btc', from_datetime: hoursAgo(24) },
      user.token,
    );
    expect(body.data.series).toHaveLength(24);
    expect(body.data.holders.length).toBeGreaterThan(0);
    expect(body.data.holders[0]?.wallet).toMatch(/^0x[0-9a-f]{40}$/);
  });
});

describe('absurd but valid windows', () => {
  it('keeps the token detail series bounded for a window starting in 1970', async () => {
    const api = testApi();
    const { status, body } = await postJson<{ data: { series: unknown[] } }>(
      api,
      PATHS.tokenDetail,
      {
        user_id: 0,
        coin: 'ETH',
        from_datetime: '1970-01-01T00:00:00Z',
      },
    );
    expect(status).toBe(200);
    // 32 days of history plus today, in 4-hour buckets.
    expect(body.data.series.length).toBeLessThanOrEqual(6 * 34);
  });
});
