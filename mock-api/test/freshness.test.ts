import { beforeAll, describe, expect, it } from 'vitest';
import {
  CexTopHoldingsRequestSchema,
  PATHS,
  TopAccumulationsRequestSchema,
  type CexHolder,
} from '@flowscope/shared-api/contract';
import { cexTopAccumulations, dexTopAccumulations } from '../src/analytics/accumulations.ts';
import { cexTopHoldings } from '../src/analytics/holdings.ts';
import { usd } from '../src/analytics/numbers.ts';
import {
  FRESHNESS_STEP_MS,
  MIN_ROUNDED_SPAN_MS,
  roundWindow,
  stepCeiling,
} from '../src/http/freshness.ts';
import { marketTime } from '../src/http/result-memo.ts';
import { SYNC_STEP_MS } from '../src/market/market.ts';
import { windowNetflow } from '../src/market/window.ts';
import {
  HOUR,
  iso,
  NOW,
  postJson,
  signIn,
  testApi,
  type Session,
  type TestApi,
} from './helpers.ts';

/** The spec's promise: data at most 1 minute old. */
const PROMISED_DELAY_MS = 60_000;

interface List<Row> {
  result: string;
  data: Row[];
}

/** A window ending "now" on the client's clock; `sendTo` also sends to_datetime. */
function windowBody(clientNow: number, hours: number, sendTo: boolean): Record<string, string> {
  return {
    from_datetime: iso(clientNow - hours * HOUR),
    ...(sendTo ? { to_datetime: iso(clientNow) } : {}),
  };
}

describe('the freshness rule', () => {
  it('keeps every answer within the promised minute, plus the market generation step', () => {
    expect(FRESHNESS_STEP_MS + SYNC_STEP_MS).toBeLessThanOrEqual(PROMISED_DELAY_MS);
  });

  it('moves both window ends forward by less than one step, and leaves short windows alone', () => {
    for (const to of [NOW, NOW + 1, NOW + 12_345, NOW + FRESHNESS_STEP_MS - 1]) {
      const window = { from: to - 24 * HOUR - 777, to };
      const rounded = roundWindow(window);
      for (const [end, exact] of [
        [rounded.from, window.from],
        [rounded.to, window.to],
      ] as const) {
        expect(end % FRESHNESS_STEP_MS).toBe(0);
        expect(end - exact).toBeGreaterThanOrEqual(0);
        expect(end - exact).toBeLessThan(FRESHNESS_STEP_MS);
      }
    }
    const short = { from: NOW + 5_000, to: NOW + 5_000 + MIN_ROUNDED_SPAN_MS - 1 };
    expect(roundWindow(short)).toEqual(short);
  });
});

describe('list calls share answers for fresh windows within a freshness step', () => {
  let api: TestApi;
  let user: Session;
  beforeAll(async () => {
    api = testApi();
    user = await signIn(api, 'free');
    api.market(); // built once, before the clock moves
  });

  const list = async <Row>(path: string, body: Record<string, unknown>) => {
    const response = await postJson<List<Row>>(
      api,
      path,
      { user_id: user.userId, ...body },
      user.token,
    );
    expect(response.status).toBe(200);
    return response.body;
  };

  it('(a) computes once for two windows that differ by a few seconds', async () => {
    // 12:00:31.123 and 12:00:35.200 fall in the same step; the second client's clock is
    // 1.5 s behind and it sends to_datetime, the first leaves it to default to now.
    const t1 = NOW + 31_123;
    api.clock.now = t1;
    const first = await list(PATHS.dexTopAccumulations, windowBody(t1, 24, false));
    const computed = api.memo.computations;

    api.clock.now = t1 + 4_077;
    const second = await list(
      PATHS.dexTopAccumulations,
      windowBody(api.clock.now - 1_500, 24, true),
    );

    expect(api.market().syncedTo).toBeGreaterThan(t1); // the market moved on meanwhile
    expect(api.memo.computations).toBe(computed);
    expect(second).toEqual(first);
    expect(first.data.length).toBeGreaterThan(0);
  });

  it('(b) recomputes a window more than a minute later and counts the trades made since', async () => {
    const t1 = NOW + 2 * 60_000 + 4_321;
    api.clock.now = t1;
    await list<CexHolder>(PATHS.cexTopHoldings, windowBody(t1, 720, false));
    const computed = api.memo.computations;

    const t2 = t1 + 61_000;
    api.clock.now = t2;
    const later = await list<CexHolder>(PATHS.cexTopHoldings, windowBody(t2, 720, true));
    expect(api.memo.computations).toBe(computed + 1);

    const market = api.market();
    const at = marketTime(market, t2);
    const from = stepCeiling(t2 - 720 * HOUR);
    let rowsWithNewTrades = 0;
    for (const row of later.data) {
      const token = market.byCoin.get(row.coin);
      if (!token) throw new Error(`unknown coin ${row.coin}`);
      const log = market.sim(token).log;
      // smw_flow is the window's netflow up to the market time of the recomputation ...
      expect(row.smw_flow).toBe(usd(windowNetflow(log, from, at)));
      // ... so it includes trades made after the first answer.
      if (log.upperBound(at) > log.upperBound(t1)) rowsWithNewTrades += 1;
    }
    expect(rowsWithNewTrades).toBeGreaterThan(0);
  });

  it('(c) answers what a direct computation over the rounded window gives, at most one step old', async () => {
    // 4.5 s into a step, so a client clock 3 s behind still rounds to this step's end.
    const t1 = NOW + 5 * 60_000 + 4_468;
    api.clock.now = t1;
    const market = api.market();
    const cases = [
      {
        path: PATHS.cexTopAccumulations,
        body: windowBody(t1, 24, false),
        direct: (q: unknown, ctx: Parameters<typeof cexTopAccumulations>[2]) =>
          cexTopAccumulations(market, TopAccumulationsRequestSchema.parse(q), ctx, new Set()),
      },
      {
        path: PATHS.dexTopAccumulations,
        body: { ...windowBody(t1 - 3_000, 720, true), token_filter: 'all_tokens' },
        direct: (q: unknown, ctx: Parameters<typeof dexTopAccumulations>[2]) =>
          dexTopAccumulations(market, TopAccumulationsRequestSchema.parse(q), ctx, new Set()),
      },
      {
        path: PATHS.cexTopHoldings,
        body: windowBody(t1 + 2_000, 720, true),
        direct: (q: unknown, ctx: Parameters<typeof cexTopHoldings>[2]) =>
          cexTopHoldings(market, CexTopHoldingsRequestSchema.parse(q), ctx, new Set()),
      },
    ];
    const answers = [];
    for (const { path, body, direct } of cases) {
      const answer = await list(path, body);
      // Computed now, on the market as it stands: the direct computation over the window
      // with both ends moved to the next step boundary (the end capped at market time).
      const at = marketTime(market, t1);
      const sent: Record<string, string | undefined> = body;
      const from = Date.parse(sent.from_datetime ?? '');
      const to = Math.min(sent.to_datetime ? Date.parse(sent.to_datetime) : at, at);
      const ctx = {
        from: stepCeiling(from),
        to: Math.min(stepCeiling(to), at),
        now: at,
        anonymous: false,
      };
      const expected = direct({ user_id: user.userId, ...body }, ctx);
      expect(answer.data).toEqual(JSON.parse(JSON.stringify(expected)));
      expect(answer.data.length).toBeGreaterThan(0);
      answers.push(answer);
    }

    // Later in the same step, new windows get those very answers: at most one step old.
    const t2 = t1 + 20_000;
    expect(Math.floor(t2 / FRESHNESS_STEP_MS)).toBe(Math.floor(t1 / FRESHNESS_STEP_MS));
    api.clock.now = t2;
    const computed = api.memo.computations;
    for (const [index, { path, body }] of cases.entries()) {
      const shift = t2 - t1;
      const fresh = Object.fromEntries(
        Object.entries(body).map(([key, value]) =>
          key.endsWith('_datetime') ? [key, iso(Date.parse(value) + shift)] : [key, value],
        ),
      );
      expect(await list(path, fresh)).toEqual(answers[index]);
    }
    expect(api.memo.computations).toBe(computed);
    expect(t2 - t1).toBeLessThan(FRESHNESS_STEP_MS);
  });

  it('(d) ends a feed’s shared answer when the market adds a signal, so the stream’s news is in it', async () => {
    // 3 s into a step after the market's own time: the market is shared with the test files
    // that ran before this one and only moves forward, so a signal stamped with its time
    // must not lie after this clock.
    const start = Math.max(NOW + 7 * 60_000, api.market().syncedTo);
    const t1 = (Math.floor(start / FRESHNESS_STEP_MS) + 1) * FRESHNESS_STEP_MS + 3_000;
    api.clock.now = t1;
    const before = await list<{ ticker: string }>(PATHS.dexAlerts, {});
    api.clock.now = t1 + 1_000;
    expect(await list(PATHS.dexAlerts, {})).toEqual(before);
    const computed = api.memo.computations;

    // What the market's own generation does between two requests of one step: a signal
    // lands (and the trades' version moves), with no out-of-band revision.
    const market = api.market();
    const revision = market.revision;
    const model = market.signals.dex.at(-1);
    if (!model) throw new Error('the market has no DEX signal');
    market.signals.dex.push({
      ...model,
      time: market.syncedTo,
      influencers: [...model.influencers],
    });
    market.version += 1;
    api.clock.now = t1 + 2_000;
    const after = await list<{ ticker: string }>(PATHS.dexAlerts, {});

    expect(market.revision).toBe(revision);
    expect(api.memo.computations).toBe(computed + 1);
    expect(after).not.toEqual(before);
  });
});
