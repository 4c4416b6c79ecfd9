import type { SparklineKind, SparklinePoint } from '@flowscope/shared-api/contract';
import type { Market } from '../market/market.ts';
import { CUM, type TradeLog } from '../market/trade-log.ts';
import type { TokenInfo } from '../market/types.ts';
import { usd } from './numbers.ts';

/** Money to whole cents, dropping the float dust a difference of two cent values carries. */
const cents = (value: number): number => Math.round(value * 100) / 100;

/**
 * Netflow of trades [start, end): the expression the lists use (netflowOf over the window's
 * totals), so a slice starting at the window's start and ending at its end is the list's
 * figure to the last bit.
 */
function flowBetween(log: TradeLog, start: number, end: number): number {
  return (
    log.total(CUM.buyUsd, start, end) -
    log.total(CUM.sellUsd, start, end) -
    (log.total(CUM.shortOpenUsd, start, end) - log.total(CUM.shortCloseUsd, start, end))
  );
}

/** Net position change (token units) of trades [start, end); shorts count negative. */
function qtyBetween(log: TradeLog, start: number, end: number): number {
  return (
    log.total(CUM.buyQty, start, end) -
    log.total(CUM.sellQty, start, end) -
    log.total(CUM.shortOpenQty, start, end) +
    log.total(CUM.shortCloseQty, start, end)
  );
}

/**
 * The window cut into `points` equal slices: each slice's end (ms, the last one `to`) and
 * the index of the first trade after it. A trade exactly on a boundary belongs to the later
 * slice; the last slice includes `to` itself, as the lists' windows do.
 */
function slices(log: TradeLog, from: number, to: number, points: number) {
  const ends: number[] = [];
  const indexes: number[] = [];
  for (let i = 1; i <= points; i += 1) {
    const end = i === points ? to : Math.round(from + ((to - from) * i) / points);
    ends.push(end);
    indexes.push(i === points ? log.upperBound(to) : log.lowerBound(end));
  }
  return { ends, indexes };
}

/**
 * Netflow per slice, rounded so that the points add up to the window's netflow as the lists
 * round it (each point is the rounded running total minus the previous one).
 */
function netflowPoints(log: TradeLog, start: number, indexes: readonly number[]): number[] {
  let previous = 0;
  return indexes.map((index) => {
    const running = usd(flowBetween(log, start, index));
    const value = cents(running - previous);
    previous = running;
    return value;
  });
}

/**
 * Smart-money net holdings (USD) at each slice's end: today's position walked back over the
 * trades after that moment, at the price then. At a window ending now the last point is the
 * Top Holdings row's holdings.
 */
function holdingsPoints(market: Market, token: TokenInfo, indexes: readonly number[]): number[] {
  const sim = market.sim(token);
  const log = sim.log;
  const heldNow = token.venue === 'dex' ? sim.book.longQty : sim.book.longQty - sim.book.shortQty;
  return indexes.map((index) => {
    let held = heldNow - qtyBetween(log, index, log.length);
    // A DEX position cannot be short; what is left is the dust of snapped partial sells.
    if (token.venue === 'dex') held = Math.max(0, held);
    return usd(held * market.priceBefore(token, index));
  });
}

/** One token's sparkline over [from, to] (market time), `points` points. */
export function sparkline(
  market: Market,
  token: TokenInfo,
  kind: SparklineKind,
  window: { from: number; to: number },
  points: number,
): SparklinePoint[] {
  const { from, to } = window;
  const log = market.sim(token).log;
  const { ends, indexes } = slices(log, from, to, points);
  const values =
    kind === 'netflow'
      ? netflowPoints(log, log.lowerBound(from), indexes)
      : holdingsPoints(market, token, indexes);
  return values.map((value, i) => ({
    timestamp: new Date(ends[i] ?? to).toISOString(),
    value,
  }));
}
