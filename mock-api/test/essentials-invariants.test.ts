import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  CexTopHoldingsRequestSchema,
  DexTopHoldersRequestSchema,
  TopAccumulationsRequestSchema,
  type CexEssentials,
  type TokenDetailPoint,
} from '@flowscope/shared-api/contract';
import { cexTopAccumulations, dexTopAccumulations } from '../src/analytics/accumulations.ts';
import { dexTokenDetail } from '../src/analytics/dex-token-detail.ts';
import { cexTopHoldings, dexTopHolders } from '../src/analytics/holdings.ts';
import { sparkline } from '../src/analytics/sparklines.ts';
import { tokenDetail } from '../src/analytics/token-detail.ts';
import { DAY, HOUR } from '../src/market/catalog.ts';
import { essentialsAt } from '../src/market/essentials.ts';
import type { Market } from '../src/market/market.ts';
import { drawProfile, tokenProfile } from '../src/market/token-profile.ts';
import type { TokenInfo } from '../src/market/types.ts';
import { known, NOW } from './helpers.ts';
import { BUILD_TIMEOUT_MS, INVARIANT_SEEDS, invariantMarkets } from './invariant-markets.ts';

/**
 * The essentials, sparklines and DEX page agree with the lists for any market, moment and
 * window (the invariant markets, shared with market-invariants.test.ts; never the app's own
 * market, which other files expect near the tests' clock).
 */
const RUNS = 10;
const CENT = 0.01;
const WINDOW_HOURS = [1, 4, 24, 72, 168, 720] as const;

let markets: Market[] = [];

beforeAll(() => {
  markets = invariantMarkets();
}, BUILD_TIMEOUT_MS);

const moment = fc.record({
  market: fc.integer({ min: 0, max: INVARIANT_SEEDS.length - 1 }),
  // Whole hours, so the detail chart has a point exactly 24 hours before its end.
  laterHours: fc.integer({ min: 0, max: 6 }),
  hours: fc.constantFrom(...WINDOW_HOURS),
  points: fc.integer({ min: 2, max: 48 }),
});

/** The window ending at the market's own time (the markets only move forward). */
function windowAt(at: { market: number; laterHours: number; hours: number }) {
  const market = markets[at.market];
  if (!market) throw new Error('no market');
  market.syncTo(NOW + at.laterHours * HOUR);
  const now = Math.ceil(market.syncedTo / HOUR) * HOUR;
  market.syncTo(now);
  return { market, ctx: { now, from: now - at.hours * HOUR, to: now, anonymous: false } };
}

const iso = (ms: number) => new Date(ms).toISOString();
const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

function accumulationQuery(ctx: { from: number; to: number }) {
  return TopAccumulationsRequestSchema.parse({
    user_id: 0,
    from_datetime: iso(ctx.from),
    to_datetime: iso(ctx.to),
    token_filter: 'all_tokens',
    min_market_cap: 0,
    max_market_cap: 1e15,
  });
}

function tokenOf(
  market: Market,
  row: { coin?: string; network?: string | null; address?: string | null },
): TokenInfo {
  const token = row.coin
    ? market.byCoin.get(row.coin)
    : market.dexToken(row.network ?? '', row.address ?? '');
  if (!token) throw new Error('row without token');
  return token;
}

/** The chart's price at an instant it has a point for. */
function pointAt(series: readonly TokenDetailPoint[], at: number): TokenDetailPoint {
  const point = series.find((candidate) => Date.parse(candidate.timestamp) === at);
  if (!point) throw new Error(`no point at ${iso(at)}`);
  return point;
}

describe('the essentials agree with the token pages', () => {
  it("lists a token's price as its page shows it, and a 24h change its chart confirms", () => {
    fc.assert(
      fc.property(moment, (at) => {
        const { market, ctx } = windowAt(at);
        const query = accumulationQuery(ctx);
        const rows: (CexEssentials & { token: TokenInfo })[] = [
          ...cexTopAccumulations(market, query, ctx, new Set()).slice(0, 4),
          ...dexTopAccumulations(market, query, ctx, new Set()).slice(0, 4),
        ].map((row) => ({ ...row, token: tokenOf(market, row) }));
        expect(rows.length).toBeGreaterThan(0);
        for (const row of rows) {
          // Two days of chart: hourly points, one of them exactly 24 hours before the end.
          const from = ctx.now - 2 * DAY;
          const page =
            row.token.venue === 'cex'
              ? tokenDetail(market, row.token, from, ctx.now, false, ctx.now)
              : dexTokenDetail(
                  market,
                  row.token,
                  { from, to: ctx.now, now: ctx.now },
                  { anonymous: false, favorite: false },
                );
          expect(page.price).toBe(row.price);
          expect(page.price_change_24h).toBe(row.price_change_24h);
          const end = pointAt(page.series, ctx.now).price;
          const dayAgo = pointAt(page.series, ctx.now - DAY).price;
          const change = known(row.price_change_24h);
          // Chart prices carry 6 significant digits.
          expect(Math.abs(end / dayAgo - 1 - change)).toBeLessThanOrEqual(
            1e-4 * (1 + Math.abs(change)),
          );
        }
      }),
      { numRuns: RUNS },
    );
  });

  it('never shows a negative price, volume, liquidity or holder count, nor a fall below -100 %', () => {
    fc.assert(
      fc.property(moment, fc.nat(), fc.integer({ min: 0, max: 30 * 24 }), (at, pick, hoursBack) => {
        const { market, ctx } = windowAt(at);
        const token = market.tokens[pick % market.tokens.length];
        if (!token) throw new Error('no token');
        const essentials = essentialsAt(market, token, ctx.now - hoursBack * HOUR);
        expect(essentials.price).toBeGreaterThan(0);
        expect(essentials.priceChange24h).toBeGreaterThanOrEqual(-1);
        expect(essentials.volume24h).toBeGreaterThanOrEqual(0);
        if (token.venue === 'dex') {
          const dex = known(essentials.dex);
          expect(dex.liquidity).toBeGreaterThanOrEqual(0);
          expect(Number.isInteger(dex.holders) && dex.holders >= 0).toBe(true);
          expect(dex.risk.top10HoldersPct).toBeGreaterThanOrEqual(0);
          expect(dex.risk.top10HoldersPct).toBeLessThanOrEqual(100);
        } else expect(essentials.dex).toBeNull();
      }),
      { numRuns: RUNS * 5 },
    );
  });

  it("keeps a token's risk flags whenever it is asked, as its seed draws them", () => {
    fc.assert(
      fc.property(moment, fc.nat(), fc.integer({ min: 0, max: 30 * 24 }), (at, pick, hoursBack) => {
        const { market, ctx } = windowAt(at);
        const token = market.venueTokens.dex[pick % market.venueTokens.dex.length];
        if (!token) throw new Error('no token');
        const now = essentialsAt(market, token, ctx.now).dex?.risk;
        const earlier = essentialsAt(market, token, ctx.now - hoursBack * HOUR).dex?.risk;
        expect(earlier).toEqual(now);
        expect(drawProfile(market, token)).toEqual(tokenProfile(market, token));
      }),
      { numRuns: RUNS * 5 },
    );
  });
});

describe("a row's sparkline tells the row's figure", () => {
  it('adds up to the netflow of every Top list row, to the cent', () => {
    fc.assert(
      fc.property(moment, (at) => {
        const { market, ctx } = windowAt(at);
        const query = accumulationQuery(ctx);
        const rows: { token: TokenInfo; netflow: number | null }[] = [
          ...cexTopAccumulations(market, query, ctx, new Set()).slice(0, 5),
          ...dexTopAccumulations(market, query, ctx, new Set()).slice(0, 5),
        ].map((row) => ({ token: tokenOf(market, row), netflow: row.netflow }));
        const holdingsQuery = { user_id: 0, from_datetime: iso(ctx.from) };
        for (const row of cexTopHoldings(
          market,
          CexTopHoldingsRequestSchema.parse(holdingsQuery),
          ctx,
          new Set(),
        ).slice(0, 5))
          rows.push({ token: tokenOf(market, row), netflow: row.smw_flow });
        for (const row of dexTopHolders(
          market,
          DexTopHoldersRequestSchema.parse(holdingsQuery),
          ctx,
          new Set(),
        ).slice(0, 5))
          rows.push({ token: tokenOf(market, row), netflow: row.smw_in });
        expect(rows.length).toBeGreaterThan(0);
        for (const row of rows) {
          const points = sparkline(market, row.token, 'netflow', ctx, at.points);
          expect(points).toHaveLength(at.points);
          const total = sum(points.map((point) => point.value));
          expect(Math.abs(total - known(row.netflow))).toBeLessThan(CENT);
        }
      }),
      { numRuns: RUNS },
    );
  });

  it('ends at the holdings of every Top Holdings row, and agrees with the chart on the way', () => {
    let compared = 0;
    fc.assert(
      fc.property(moment, (at) => {
        const { market, ctx } = windowAt(at);
        const holdingsQuery = { user_id: 0, from_datetime: iso(ctx.from) };
        const rows = [
          ...cexTopHoldings(
            market,
            CexTopHoldingsRequestSchema.parse(holdingsQuery),
            ctx,
            new Set(),
          ).slice(0, 5),
          ...dexTopHolders(
            market,
            DexTopHoldersRequestSchema.parse(holdingsQuery),
            ctx,
            new Set(),
          ).slice(0, 5),
        ];
        expect(rows.length).toBeGreaterThan(0);
        for (const row of rows) {
          const token = tokenOf(market, row);
          const points = sparkline(market, token, 'holdings', ctx, at.points);
          expect(points.at(-1)?.value).toBe(row.holdings);
          if (token.venue === 'dex')
            for (const point of points) expect(point.value).toBeGreaterThanOrEqual(0);
          // Where a slice ends on the hour, the chart's holdings at that hour are the same.
          const chart = tokenDetail(market, token, ctx.from, ctx.to, false, ctx.now).series;
          for (const point of points) {
            const same = chart.find((candidate) => candidate.timestamp === point.timestamp);
            if (!same) continue;
            compared += 1;
            expect(Math.abs(same.smw_holdings - point.value)).toBeLessThanOrEqual(
              CENT + 1e-5 * Math.abs(point.value),
            );
          }
        }
      }),
      { numRuns: RUNS },
    );
    expect(compared).toBeGreaterThan(0);
  });
});
