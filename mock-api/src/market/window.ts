import { CUM, type TradeLog } from './trade-log.ts';
import { TRADE, type Venue } from './types.ts';

/**
 * What smart money did in one token over a time window, aggregated from its trades.
 * DEX: buys / sells. CEX: opened / closed longs and shorts (USD at the fill price).
 */
export interface WindowStats {
  trades: number;
  /** DEX buys, or CEX long opens. */
  buyUsd: number;
  buyQty: number;
  /** DEX sells, or CEX long closes. */
  sellUsd: number;
  sellQty: number;
  shortOpenUsd: number;
  shortOpenQty: number;
  shortCloseUsd: number;
  shortCloseQty: number;
  shortsOpened: number;
  /** Wallets that came to hold a position minus wallets that closed theirs. */
  holderChange: number;
  /** Distinct wallets that traded. */
  wallets: number;
  /** Wallets whose (signed) position grew / shrank over the window. */
  netLongWallets: number;
  netShortWallets: number;
  /** Price of the last trade in the window, or NaN. */
  lastPrice: number;
}

/** Netflow: USD into the token (CEX: longs opened minus closed, minus shorts net opened). */
export function netflowOf(
  stats: Pick<WindowStats, 'buyUsd' | 'sellUsd' | 'shortOpenUsd' | 'shortCloseUsd'>,
): number {
  return stats.buyUsd - stats.sellUsd - (stats.shortOpenUsd - stats.shortCloseUsd);
}

/** Net change of smart-money position over the window, token units (short counts negative). */
export function netQtyOf(stats: WindowStats): number {
  return stats.buyQty - stats.sellQty - stats.shortOpenQty + stats.shortCloseQty;
}

/** Signed position change a trade causes, in token units. */
export function positionDelta(venue: Venue, kind: number, qty: number): number {
  if (venue === 'dex') return kind === TRADE.buy ? qty : -qty;
  return kind === TRADE.openLong || kind === TRADE.closeShort ? qty : -qty;
}

/** Netflow of trades with from <= time <= to, from the running totals alone. */
export function windowNetflow(log: TradeLog, from: number, to: number): number {
  const start = log.lowerBound(from);
  const end = log.upperBound(to);
  return (
    log.total(CUM.buyUsd, start, end) -
    log.total(CUM.sellUsd, start, end) -
    (log.total(CUM.shortOpenUsd, start, end) - log.total(CUM.shortCloseUsd, start, end))
  );
}

/**
 * Window aggregation. Totals come from the log's running sums; the per-wallet figures
 * need one pass in which only a wallet's first and last trade of the window do work.
 * The scratch array is sized for every wallet, so a scan allocates nothing.
 */
export class WindowScanner {
  private readonly before: Float64Array;

  constructor(walletCount: number) {
    this.before = new Float64Array(walletCount);
  }

  /** Aggregates trades with from <= time <= to. */
  scan(log: TradeLog, venue: Venue, from: number, to: number): WindowStats {
    return this.scanRange(log, venue, log.lowerBound(from), log.upperBound(to));
  }

  scanRange(log: TradeLog, venue: Venue, start: number, end: number): WindowStats {
    return this.scanInto(emptyStats(), log, venue, start, end);
  }

  /**
   * Fills `out` (reused across tokens, so a ranking allocates nothing) with the window's
   * totals only, in O(log n): the per-wallet figures stay 0. Rankings use it for every
   * token and scan only the winners fully.
   */
  totalsInto(out: WindowStats, log: TradeLog, from: number, to: number): WindowStats {
    return this.fillTotals(out, log, log.lowerBound(from), log.upperBound(to));
  }

  private fillTotals(out: WindowStats, log: TradeLog, start: number, end: number): WindowStats {
    out.trades = Math.max(0, end - start);
    out.buyUsd = log.total(CUM.buyUsd, start, end);
    out.buyQty = log.total(CUM.buyQty, start, end);
    out.sellUsd = log.total(CUM.sellUsd, start, end);
    out.sellQty = log.total(CUM.sellQty, start, end);
    out.shortOpenUsd = log.total(CUM.shortOpenUsd, start, end);
    out.shortOpenQty = log.total(CUM.shortOpenQty, start, end);
    out.shortCloseUsd = log.total(CUM.shortCloseUsd, start, end);
    out.shortCloseQty = log.total(CUM.shortCloseQty, start, end);
    out.shortsOpened = Math.round(log.total(CUM.shortsOpened, start, end));
    out.holderChange = Math.round(log.total(CUM.holderChange, start, end));
    out.wallets = 0;
    out.netLongWallets = 0;
    out.netShortWallets = 0;
    out.lastPrice = end > start ? (log.price[end - 1] ?? Number.NaN) : Number.NaN;
    return out;
  }

  private scanInto(
    out: WindowStats,
    log: TradeLog,
    venue: Venue,
    start: number,
    end: number,
  ): WindowStats {
    this.fillTotals(out, log, start, end);
    const prev = log.prevSame;
    const next = log.nextSame;
    for (let i = start; i < end; i += 1) {
      const first = (prev[i] ?? -1) < start;
      const last = (next[i] ?? 0) >= end;
      if (!first && !last) continue;
      const wallet = log.wallet[i] ?? 0;
      const after = log.posAfter[i] ?? 0;
      if (first) {
        out.wallets += 1;
        this.before[wallet] = after - positionDelta(venue, log.kind[i] ?? 0, log.qty[i] ?? 0);
      }
      if (last) {
        const before = this.before[wallet] ?? 0;
        if (after > before) out.netLongWallets += 1;
        else if (after < before) out.netShortWallets += 1;
      }
    }
    return out;
  }
}

export function emptyStats(): WindowStats {
  return {
    trades: 0,
    buyUsd: 0,
    buyQty: 0,
    sellUsd: 0,
    sellQty: 0,
    shortOpenUsd: 0,
    shortOpenQty: 0,
    shortCloseUsd: 0,
    shortCloseQty: 0,
    shortsOpened: 0,
    holderChange: 0,
    wallets: 0,
    netLongWallets: 0,
    netShortWallets: 0,
    lastPrice: Number.NaN,
  };
}
