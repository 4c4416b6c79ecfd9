import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  CexTopHoldingsRequestSchema,
  DexAlertsRequestSchema,
  DexTopHoldersRequestSchema,
  TopAccumulationsRequestSchema,
  type TokenDetail,
} from '@flowscope/shared-api/contract';
import { cexTopAccumulations, dexTopAccumulations } from '../src/analytics/accumulations.ts';
import { dexAlerts } from '../src/analytics/alerts.ts';
import { cexTopHoldings, dexTopHolders } from '../src/analytics/holdings.ts';
import { tokenDetail } from '../src/analytics/token-detail.ts';
import { buildCatalog, DAY, HOUR } from '../src/market/catalog.ts';
import type { Market } from '../src/market/market.ts';
import { originOf } from '../src/market/market-cache.ts';
import { SIGNAL_LOOKBACK_HOURS } from '../src/market/signals.ts';
import { TokenSimulation, type SimulationSink } from '../src/market/simulator.ts';
import type { TradeLog } from '../src/market/trade-log.ts';
import { positionDelta } from '../src/market/window.ts';
import { known, NOW } from './helpers.ts';
import { BUILD_TIMEOUT_MS, INVARIANT_SEEDS, invariantMarkets } from './invariant-markets.ts';

/**
 * What a trader can check by hand must hold for any market and any moment: these are
 * properties over seeds, times and windows, so a change to the simulator cannot break one
 * unseen. Two full markets (a few seconds each to build) answer the list/detail/feed
 * properties; the per-token ones run over many more seeds on single token simulations.
 */
const WINDOW_HOURS = [1, 24, 72, 168, 720] as const;
/** Up to 6 hours after the markets were built; the markets only move forward. */
const LATER = 6 * HOUR;
const RUNS = 12;
const CENT = 0.01;

let markets: Market[] = [];

beforeAll(() => {
  markets = invariantMarkets();
}, BUILD_TIMEOUT_MS);

const moment = fc.record({
  market: fc.integer({ min: 0, max: INVARIANT_SEEDS.length - 1 }),
  later: fc.integer({ min: 0, max: LATER }),
  hours: fc.constantFrom(...WINDOW_HOURS),
});

function windowAt({ market, later, hours }: { market: number; later: number; hours: number }) {
  const chosen = markets[market];
  if (!chosen) throw new Error('no market');
  const to = NOW + later;
  chosen.syncTo(to);
  return { market: chosen, ctx: { now: to, from: to - hours * HOUR, to, anonymous: false } };
}

function detailOf(market: Market, coin: string, from: number, to: number): TokenDetail {
  const token = market.byCoin.get(coin);
  if (!token) throw new Error(`no coin ${coin}`);
  return tokenDetail(market, token, from, to, false);
}

const iso = (ms: number) => new Date(ms).toISOString();
const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/** Distinct wallets that traded with from <= time <= to, counted the slow, obvious way. */
function walletsTrading(log: TradeLog, from: number, to: number): number {
  const wallets = new Set<number>();
  for (let i = 0; i < log.length; i += 1) {
    const time = log.time[i] ?? 0;
    if (time >= from && time <= to) wallets.add(log.wallet[i] ?? -1);
  }
  return wallets.size;
}

describe('the simulated market keeps its figures consistent', () => {
  it("lists a coin's accumulation score and netflow as its detail page shows them", () => {
    fc.assert(
      fc.property(moment, (at) => {
        const { market, ctx } = windowAt(at);
        const query = TopAccumulationsRequestSchema.parse({
          user_id: 0,
          from_datetime: iso(ctx.from),
          to_datetime: iso(ctx.to),
          token_filter: 'all_tokens',
          min_market_cap: 0,
          max_market_cap: 1e15,
        });
        const rows = cexTopAccumulations(market, query, ctx, new Set()).slice(0, 8);
        expect(rows.length).toBeGreaterThan(0);
        for (const row of rows) {
          const detail = detailOf(market, row.coin, ctx.from, ctx.to);
          expect(detail.score).toBe(row.score);
          // The window's netflow is the sum of its series (each point rounded to cents).
          const seriesFlow = sum(detail.series.map((point) => point.netflow));
          expect(Math.abs(seriesFlow - known(row.netflow))).toBeLessThanOrEqual(
            CENT * (detail.series.length + 1),
          );
          // Net flow = longs' flow + shorts' flow (shorts opened count against it).
          expect(
            Math.abs(known(row.longs_netflow) + known(row.shorts_netflow) - known(row.netflow)),
          ).toBeLessThanOrEqual(2 * CENT);
        }
      }),
      { numRuns: RUNS },
    );
  });

  it("lists a coin's holdings score and net position as its detail page shows them", () => {
    fc.assert(
      fc.property(moment, (at) => {
        const { market, ctx } = windowAt(at);
        const query = CexTopHoldingsRequestSchema.parse({
          user_id: 0,
          from_datetime: iso(ctx.from),
        });
        const rows = cexTopHoldings(market, query, ctx, new Set()).slice(0, 8);
        expect(rows.length).toBeGreaterThan(0);
        for (const row of rows) {
          const detail = detailOf(market, row.coin, ctx.from, ctx.to);
          expect(detail.holdings_score).toBe(row.score);
          expect(detail.smw_holdings).toBe(row.holdings);
        }
      }),
      { numRuns: RUNS },
    );
  });

  it('keeps net positions = longs - shorts, wallet by wallet, with the counts to match', () => {
    fc.assert(
      fc.property(moment, fc.nat(), (at, pick) => {
        const { market } = windowAt(at);
        const token = market.tokens[pick % market.tokens.length];
        if (!token) throw new Error('no token');
        const book = market.sim(token).book;
        const positions = [...book.byWallet.values()].map((position) => position.qty);
        const longs = positions.filter((qty) => qty > 0);
        const shorts = positions.filter((qty) => qty < 0);
        // Running totals carry a few ulps of the largest quantities held earlier: a real
        // break is a whole position off, far above this.
        const scale = Math.max(1, book.longQty, book.shortQty);
        expect(Math.abs(sum(longs) - book.longQty)).toBeLessThanOrEqual(1e-6 * scale);
        expect(Math.abs(-sum(shorts) - book.shortQty)).toBeLessThanOrEqual(1e-6 * scale);
        expect(book.longCount).toBe(longs.length);
        expect(book.shortCount).toBe(shorts.length);
        if (token.venue === 'dex') expect(shorts).toEqual([]);
      }),
      { numRuns: RUNS * 4 },
    );
  });

  it('counts the same wallets in the DEX list and in the Alpha Feed as the trades show', () => {
    fc.assert(
      fc.property(moment, (at) => {
        const { market, ctx } = windowAt(at);
        const query = TopAccumulationsRequestSchema.parse({
          user_id: 0,
          from_datetime: iso(ctx.from),
          to_datetime: iso(ctx.to),
          token_filter: 'all_tokens',
          min_market_cap: 0,
          max_market_cap: 1e15,
        });
        for (const row of dexTopAccumulations(market, query, ctx, new Set()).slice(0, 5)) {
          const token = market.dexToken(known(row.network), row.address ?? '');
          if (!token) throw new Error(`no token ${row.ticker}`);
          expect(row.wallets_interacted).toBe(
            walletsTrading(market.sim(token).log, ctx.from, ctx.to),
          );
        }
        const alerts = dexAlerts(
          market,
          DexAlertsRequestSchema.parse({ user_id: 0, from_datetime: iso(ctx.from) }),
          ctx,
        );
        for (const alert of alerts.slice(0, 5)) {
          const token = market.dexToken(alert.network, alert.address ?? '');
          if (!token || alert.timestamp === null) throw new Error(`no token ${alert.ticker}`);
          const time = Date.parse(alert.timestamp);
          const from = time - SIGNAL_LOOKBACK_HOURS * HOUR;
          // Trade times carry fractions of a millisecond; the ISO timestamp drops them.
          const naive = walletsTrading(market.sim(token).log, from, time + 0.999);
          expect(alert.wallets_interacted).toBe(naive);
        }
      }),
      { numRuns: RUNS },
    );
  });

  it('never shows a negative price, cap or DEX balance, nor a time still to come', () => {
    fc.assert(
      fc.property(moment, (at) => {
        const { market, ctx } = windowAt(at);
        const holders = dexTopHolders(
          market,
          DexTopHoldersRequestSchema.parse({ user_id: 0 }),
          ctx,
          new Set(),
        );
        for (const row of holders) {
          expect(row.holdings).toBeGreaterThanOrEqual(0);
          expect(row.market_cap ?? 0).toBeGreaterThanOrEqual(0);
        }
        const coin = market.venueTokens.cex[at.later % market.venueTokens.cex.length];
        if (!coin) throw new Error('no coin');
        const detail = tokenDetail(market, coin, ctx.from, ctx.to, false);
        expect(detail.price).toBeGreaterThan(0);
        expect(detail.market_cap ?? 0).toBeGreaterThanOrEqual(0);
        let previous = Number.NEGATIVE_INFINITY;
        for (const point of detail.series) {
          const time = Date.parse(point.timestamp);
          expect(time).toBeLessThanOrEqual(ctx.to);
          expect(time).toBeGreaterThan(previous);
          expect(point.price).toBeGreaterThan(0);
          previous = time;
        }
      }),
      { numRuns: RUNS },
    );
  });
});

describe('each token simulation, over many seeds', () => {
  const ignore: SimulationSink = { onInfluencerTrade: () => undefined, onSignal: () => undefined };
  const origin = originOf(NOW);
  const catalog = buildCatalog('invariants-catalog', origin);

  it('trades at positive prices, and every position is the sum of its trades', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 12 }),
        fc.nat(),
        fc.integer({ min: 1, max: 3 }),
        (seed, pick, days) => {
          const token = catalog.tokens[pick % catalog.tokens.length];
          if (!token) throw new Error('no token');
          const start = origin - days * DAY;
          const sim = new TokenSimulation(token, seed, start, ignore, new Set());
          const opening = new Map(
            [...sim.book.byWallet].map(([wallet, position]) => [wallet, position.qty]),
          );
          sim.advance(origin);
          const log = sim.log;
          const held = new Map(opening);
          // Everything the book's running totals ever added or took away.
          let moved = sum([...opening.values()].map(Math.abs));
          for (let i = 0; i < log.length; i += 1) {
            expect(log.price[i] ?? 0).toBeGreaterThan(0);
            const wallet = log.wallet[i] ?? -1;
            const before = held.get(wallet) ?? 0;
            const after = log.posAfter[i] ?? 0;
            const delta = positionDelta(token.venue, log.kind[i] ?? 0, log.qty[i] ?? 0);
            moved += Math.abs(before) + Math.abs(after);
            const scale = Math.max(1, Math.abs(before), Math.abs(after), Math.abs(delta));
            // Dust left by a partial sell counts as closed, and a position is a running sum of
            // floating-point trades: a missing or doubled trade is off by far more than 1e-5.
            expect(Math.abs(before + delta - after)).toBeLessThanOrEqual(1e-5 * scale);
            if (token.venue === 'dex') expect(after).toBeGreaterThanOrEqual(0);
            held.set(wallet, after);
          }
          expect(sim.price).toBeGreaterThan(0);
          const net = sum([...sim.book.byWallet.values()].map((position) => position.qty));
          // The totals are running sums: each trade takes a wallet's old quantity out and
          // puts the new one in, and each step may round by an ulp of the total at that time.
          // That drift grows with what went through the book, not with what is left in it (a
          // run that moved 2.5e11 tokens through a book left empty found 1.4e-5). A missing
          // or doubled trade is off by that trade, orders of magnitude above 1e-9 of it all.
          const scale = Math.max(1, moved);
          expect(Math.abs(net - (sim.book.longQty - sim.book.shortQty))).toBeLessThanOrEqual(
            1e-9 * scale,
          );
        },
      ),
      // The first: a book that ends empty after 2.5e11 tokens went through it.
      { numRuns: 60, examples: [['Ev)Gs2F', 734291187, 1]] },
    );
  });
});
