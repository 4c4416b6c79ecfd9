import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  CexTopHoldingsRequestSchema,
  SIGNAL_HORIZON_HOURS,
  SIGNAL_HORIZONS,
  TopAccumulationsRequestSchema,
  scoreBand,
  type TokenIdentity,
  type Venue,
} from '@flowscope/shared-api/contract';
import { cexTopAccumulations, dexTopAccumulations } from '../src/analytics/accumulations.ts';
import { cexTopHoldings } from '../src/analytics/holdings.ts';
import { influencerStats } from '../src/analytics/influencer-stats.ts';
import { sig, usd } from '../src/analytics/numbers.ts';
import { influencerProfile } from '../src/analytics/research/influencer-profile.ts';
import { rowWallets } from '../src/analytics/research/row-wallets.ts';
import { signalReturns } from '../src/analytics/research/signal-returns.ts';
import { median, signalTrackRecord } from '../src/analytics/research/track-record.ts';
import { walletProfile } from '../src/analytics/research/wallet-profile.ts';
import { tokenDetail } from '../src/analytics/token-detail.ts';
import { isClosing } from '../src/analytics/trade-activity.ts';
import { marketTime } from '../src/http/result-memo.ts';
import { DAY, HOUR } from '../src/market/catalog.ts';
import type { Market } from '../src/market/market.ts';
import { BUILD_TIMEOUT_MS, INVARIANT_SEEDS, invariantMarkets } from './invariant-markets.ts';
import type { TokenInfo } from '../src/market/types.ts';
import { known, NOW } from './helpers.ts';

/**
 * The research calls agree with the lists, the token page and the trade logs, for any
 * market and moment, over the invariant markets every property file shares.
 */
const WINDOW_HOURS = [1, 24, 72, 168, 720] as const;
const LATER = 6 * HOUR;
const RUNS = 10;
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

/** The market at a moment, with the window of `hours` up to it and the market time. */
function at({ market, later, hours }: { market: number; later: number; hours: number }) {
  const chosen = markets[market];
  if (!chosen) throw new Error('no market');
  const to = NOW + later;
  chosen.syncTo(to);
  const now = marketTime(chosen, to);
  return { market: chosen, now, window: { from: now - hours * HOUR, to: now } };
}

/** The market's token an answer names. */
function tokenOf(market: Market, identity: TokenIdentity): TokenInfo {
  const token =
    identity.venue === 'cex'
      ? market.byCoin.get(known(identity.coin))
      : market.dexToken(known(identity.network), known(identity.address));
  return known(token, `token ${identity.ticker}`);
}

const iso = (ms: number) => new Date(ms).toISOString();
const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

function accumulationsQuery(window: { from: number; to: number }) {
  return TopAccumulationsRequestSchema.parse({
    user_id: 0,
    from_datetime: iso(window.from),
    to_datetime: iso(window.to),
    token_filter: 'all_tokens',
    min_market_cap: 0,
    max_market_cap: 1e15,
  });
}

/** Wallet addresses that traded the token with from <= time <= to, read the slow way. */
function tradersOf(market: Market, token: TokenInfo, from: number, to: number): Set<string> {
  const log = market.sim(token).log;
  const out = new Set<string>();
  for (let i = 0; i < log.length; i += 1) {
    const time = log.time[i] ?? 0;
    if (time >= from && time <= to) out.add(known(market.wallets[log.wallet[i] ?? -1]).address);
  }
  return out;
}

describe("a Top row's wallet list", () => {
  it('lists exactly the wallets that traded a DEX row in the window, as many as its Wallets', () => {
    fc.assert(
      fc.property(moment, (m) => {
        const { market, now, window } = at(m);
        const ctx = { ...window, now, anonymous: false };
        const rows = dexTopAccumulations(market, accumulationsQuery(window), ctx, new Set());
        expect(rows.length).toBeGreaterThan(0);
        for (const row of rows.slice(0, 5)) {
          const token = known(market.dexToken(known(row.network), known(row.address)));
          const list = rowWallets(market, token, 'accumulations', window, false);
          expect(list.wallets.length).toBe(row.wallets_interacted);
          expect(list.counts.wallets).toBe(row.wallets_interacted);
          expect(list.counts.holder_change).toBe(row.smw_change);
          const listed = new Set(list.wallets.map((wallet) => wallet.wallet));
          expect(listed).toEqual(tradersOf(market, token, window.from, window.to));
          for (const wallet of list.wallets) expect(wallet.trades).toBeGreaterThan(0);
        }
      }),
      { numRuns: RUNS },
    );
  });

  it("counts a CEX row's net long and net short wallets wallet by wallet", () => {
    fc.assert(
      fc.property(moment, (m) => {
        const { market, now, window } = at(m);
        const ctx = { ...window, now, anonymous: false };
        const rows = cexTopAccumulations(market, accumulationsQuery(window), ctx, new Set());
        expect(rows.length).toBeGreaterThan(0);
        for (const row of rows.slice(0, 5)) {
          const token = known(market.byCoin.get(known(row.coin)));
          const list = rowWallets(market, token, 'accumulations', window, false);
          const by = (direction: string) =>
            list.wallets.filter((wallet) => wallet.direction === direction).length;
          expect(by('net_long')).toBe(row.net_long_wallets);
          expect(by('net_short')).toBe(row.net_short_wallets);
          expect(list.counts.net_long_wallets).toBe(row.net_long_wallets);
          expect(list.counts.net_short_wallets).toBe(row.net_short_wallets);
          expect(list.counts.holder_change).toBe(row.smw_change);
          // Every listed wallet's netflow adds up to the row's (each rounded to cents).
          expect(
            Math.abs(sum(list.wallets.map((w) => w.netflow)) - known(row.netflow)),
          ).toBeLessThanOrEqual(CENT * (list.wallets.length + 1));
        }
      }),
      { numRuns: RUNS },
    );
  });

  it("lists a CEX holdings row's Long SMW and Short SMW holders, with its holdings", () => {
    fc.assert(
      fc.property(moment, (m) => {
        const { market, now, window } = at(m);
        const ctx = { ...window, now, anonymous: false };
        const query = CexTopHoldingsRequestSchema.parse({
          user_id: 0,
          from_datetime: iso(window.from),
        });
        for (const row of cexTopHoldings(market, query, ctx, new Set()).slice(0, 5)) {
          const token = known(market.byCoin.get(known(row.coin)));
          const list = rowWallets(market, token, 'holdings', window, false);
          const longs = list.wallets.filter((wallet) => wallet.position_type === 'long');
          const shorts = list.wallets.filter((wallet) => wallet.position_type === 'short');
          expect(longs.length).toBe(row.long_smw);
          expect(shorts.length).toBe(row.short_smw);
          expect(list.wallets.length).toBe(known(row.long_smw) + known(row.short_smw));
          for (const wallet of longs) expect(wallet.position).toBeGreaterThanOrEqual(0);
          for (const wallet of shorts) expect(wallet.position).toBeLessThanOrEqual(0);
          expect(
            Math.abs(sum(list.wallets.map((w) => w.position)) - known(row.holdings)),
          ).toBeLessThanOrEqual(CENT * (list.wallets.length + 1));
        }
      }),
      { numRuns: RUNS },
    );
  });
});

describe('a wallet profile', () => {
  it("holds each coin as the token page's SMW Holders tab lists the wallet", () => {
    fc.assert(
      fc.property(moment, fc.nat(), (m, pick) => {
        const { market, window } = at(m);
        const coins = market.venueTokens.cex;
        const coin = known(coins[pick % coins.length]);
        const detail = tokenDetail(market, coin, window.from, window.to, false);
        for (const holder of detail.holders.slice(0, 4)) {
          const wallet = known(market.wallets.find((w) => w.address === holder.wallet));
          const profile = walletProfile(market, wallet, window, 1, null);
          const held = known(profile.holdings.find((h) => h.token.coin === coin.ticker));
          expect(held.value).toBe(holder.holdings);
          expect(held.position_type).toBe(holder.position_type);
          expect(held.entry_price).toBe(holder.entry_price);
          expect(held.unrealised_pnl).toBe(holder.pnl);
        }
      }),
      { numRuns: RUNS },
    );
  });

  it("figures its PnL and win rate from the period's trades", () => {
    fc.assert(
      fc.property(moment, fc.nat(), (m, pick) => {
        const { market, window } = at(m);
        const wallet = known(market.wallets[pick % market.wallets.length]);
        const profile = walletProfile(market, wallet, window, 200, null);
        // The slow way: every log of every token, every trade of the wallet in the period.
        let trades = 0;
        let closed = 0;
        let wins = 0;
        let realised = 0;
        const tokens = new Set<number>();
        for (const token of market.tokens) {
          const log = market.sim(token).log;
          for (let i = 0; i < log.length; i += 1) {
            const time = log.time[i] ?? 0;
            if (log.wallet[i] !== wallet.index || time < window.from || time > window.to) continue;
            trades += 1;
            tokens.add(token.index);
            realised += log.realised[i] ?? 0;
            if (isClosing(log.kind[i] ?? 0)) {
              closed += 1;
              if ((log.realised[i] ?? 0) > 0) wins += 1;
            }
          }
        }
        expect(profile.trades_total).toBe(trades);
        expect(profile.closed_trades).toBe(closed);
        expect(profile.winning_trades).toBe(wins);
        expect(profile.win_rate).toBe(closed > 0 ? sig(wins / closed) : null);
        expect(profile.tokens_traded).toBe(tokens.size);
        expect(Math.abs(profile.realised_pnl - realised)).toBeLessThanOrEqual(CENT);
        if (trades <= 200) {
          expect(profile.trades).toHaveLength(trades);
          const listed = sum(profile.trades.map((trade) => trade.realised_pnl));
          expect(Math.abs(listed - profile.realised_pnl)).toBeLessThanOrEqual(CENT * (trades + 1));
        }
        // Unrealised: the open positions in the tokens the period traded.
        const open = profile.holdings.filter((holding) =>
          tokens.has(tokenOf(market, holding.token).index),
        );
        expect(
          Math.abs(sum(open.map((holding) => holding.unrealised_pnl)) - profile.unrealised_pnl),
        ).toBeLessThanOrEqual(CENT * (open.length + 1));
        // Each of the three is rounded to cents on its own.
        expect(
          Math.abs(profile.realised_pnl + profile.unrealised_pnl - profile.pnl),
        ).toBeLessThanOrEqual(CENT + 1e-6);
        // Trades newest first, all inside the period.
        let previous = Number.POSITIVE_INFINITY;
        for (const trade of profile.trades) {
          const time = Date.parse(trade.timestamp);
          expect(time).toBeLessThanOrEqual(previous);
          expect(time).toBeGreaterThanOrEqual(Math.floor(window.from));
          previous = time;
        }
      }),
      { numRuns: RUNS },
    );
  });
});

describe('an influencer profile', () => {
  it('shows over 30 days the PNL, trades and gain to pain the list and feed show', () => {
    fc.assert(
      fc.property(moment, fc.nat(), (m, pick) => {
        // The stats count every trade the market has made: ask at the market's own time.
        const { market } = at(m);
        const now = market.syncedTo;
        const influencer = known(market.influencers[pick % market.influencers.length]);
        const stats = known(influencerStats(market, now)[influencer.index]);
        const period = { from: now - 30 * DAY, to: now };
        const profile = influencerProfile(market, influencer, period, 10, false);
        expect(profile.trades_total).toBe(stats.trades);
        expect(profile.pnl).toBe(usd(stats.pnl));
        expect(profile.gain_to_pain).toBe(sig(stats.gainToPain));
        expect(profile.max_drawdown).toBe(sig(stats.maxDrawdown));
        // The curve ends at the realised PnL, in time order, never after the period.
        const last = known(profile.pnl_curve.at(-1));
        expect(last.pnl).toBe(profile.realised_pnl);
        expect(Date.parse(last.timestamp)).toBe(now);
        const times = profile.pnl_curve.map((point) => Date.parse(point.timestamp));
        expect(times).toEqual([...times].sort((a, b) => a - b));
        // Most traded: at most 10, their trades within the period's.
        expect(profile.most_traded.length).toBeLessThanOrEqual(10);
        expect(sum(profile.most_traded.map((token) => token.trades))).toBeLessThanOrEqual(
          profile.trades_total,
        );
      }),
      { numRuns: RUNS },
    );
  });
});

describe("a signal's track record", () => {
  /** price(x): the last trade at or before x, read the slow way. */
  function priceAt(market: Market, token: TokenInfo, time: number): number {
    const log = market.sim(token).log;
    let price = token.startPrice;
    for (let i = 0; i < log.length && (log.time[i] ?? 0) <= time; i += 1)
      price = log.price[i] ?? price;
    return price;
  }

  it('is price(t + h) / price(t) - 1 from the price log, null until t + h has come', () => {
    fc.assert(
      fc.property(moment, fc.constantFrom<Venue>('cex', 'dex'), fc.nat(), (m, venue, pick) => {
        const { market, now } = at(m);
        const signals = market.signals[venue].filter((signal) => signal.time <= now);
        // Recent signals (some horizons still to come) as often as older ones.
        const recent = signals.filter((signal) => signal.time > now - 30 * HOUR);
        const pool = pick % 2 === 0 && recent.length > 0 ? recent : signals;
        const signal = known(pool[pick % pool.length]);
        const token = known(market.tokens[signal.token]);
        const returns = signalReturns(market, signal, now);
        const base = priceAt(market, token, signal.time);
        for (const horizon of SIGNAL_HORIZONS) {
          const until = signal.time + SIGNAL_HORIZON_HOURS[horizon] * HOUR;
          if (until > now) expect(returns[horizon]).toBeNull();
          else {
            const expected = priceAt(market, token, until) / base - 1;
            expect(Math.abs(known(returns[horizon]) - expected)).toBeLessThanOrEqual(
              1e-5 * Math.max(1, Math.abs(expected)),
            );
          }
        }
      }),
      { numRuns: RUNS * 3 },
    );
  });

  it("adds up to the period's signals, band by band, with their medians and hit rates", () => {
    fc.assert(
      fc.property(moment, (m) => {
        const { market, now, window } = at(m);
        const record = signalTrackRecord(market, ['cex', 'dex'], window, now);
        for (const venue of ['cex', 'dex'] as const) {
          const inPeriod = market.signals[venue]
            .filter((signal) => signal.time >= window.from && signal.time <= window.to)
            .map((signal) => ({
              band: scoreBand(venue, signal.score),
              returns: signalReturns(market, signal, now),
            }));
          const total = known(record.totals.find((entry) => entry.venue === venue));
          expect(total.signals).toBe(inPeriod.length);
          for (const horizon of SIGNAL_HORIZONS) {
            const cells = record.cells.filter(
              (cell) => cell.venue === venue && cell.horizon === horizon,
            );
            expect(sum(cells.map((cell) => cell.signals))).toBe(inPeriod.length);
            for (const cell of cells) {
              const band = inPeriod.filter((signal) => signal.band === cell.band);
              const returns = band
                .map((signal) => signal.returns[horizon])
                .filter((value): value is number => value !== null)
                .sort((a, b) => a - b);
              expect(cell.signals).toBe(band.length);
              expect(cell.measured).toBe(returns.length);
              expect(cell.hits).toBe(returns.filter((value) => value > 0).length);
              const mid = median(returns);
              expect(cell.median_return).toBe(mid === null ? null : sig(mid));
              expect(cell.hit_rate).toBe(
                returns.length > 0 ? sig(cell.hits / returns.length) : null,
              );
            }
          }
        }
      }),
      { numRuns: RUNS },
    );
  });
});
