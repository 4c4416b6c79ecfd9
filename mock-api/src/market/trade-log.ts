import { TRADE } from './types.ts';

/** Cumulative sums kept per trade, so any window's totals are two lookups. */
export const CUM = {
  buyUsd: 0,
  buyQty: 1,
  sellUsd: 2,
  sellQty: 3,
  shortOpenUsd: 4,
  shortOpenQty: 5,
  shortCloseUsd: 6,
  shortCloseQty: 7,
  shortsOpened: 8,
  /** Wallets entering (+1) or leaving (-1) a position. */
  holderChange: 9,
} as const;
const CUM_FIELDS = 10;

/** No later trade by the same wallet. */
const NO_NEXT = 0x7fffffff;

type Column = Float64Array | Int32Array | Uint8Array;

/**
 * The trades of one token in time order, stored column-wise in growable typed arrays.
 * Beside each trade it keeps running totals (cum, CUM_FIELDS per trade, the totals
 * before the trade) and links to the same wallet's previous and next trade, so window
 * totals cost O(1) and distinct-wallet counts one light pass.
 */
export class TradeLog {
  length = 0;
  time: Float64Array;
  wallet: Int32Array;
  kind: Uint8Array;
  /** Token units traded (always positive). */
  qty: Float64Array;
  price: Float64Array;
  /** The wallet's position in this token after the trade (signed for perpetuals). */
  posAfter: Float64Array;
  /** PNL realised by this trade (closing part only), USD. */
  realised: Float64Array;
  prevSame: Int32Array;
  nextSame: Int32Array;
  /** cum[i * CUM_FIELDS + f]: total of field f over trades before i; length + 1 rows. */
  cum: Float64Array;
  private readonly lastByWallet = new Map<number, number>();

  constructor(capacity = 64) {
    this.time = new Float64Array(capacity);
    this.wallet = new Int32Array(capacity);
    this.kind = new Uint8Array(capacity);
    this.qty = new Float64Array(capacity);
    this.price = new Float64Array(capacity);
    this.posAfter = new Float64Array(capacity);
    this.realised = new Float64Array(capacity);
    this.prevSame = new Int32Array(capacity);
    this.nextSame = new Int32Array(capacity);
    this.cum = new Float64Array((capacity + 1) * CUM_FIELDS);
  }

  push(
    time: number,
    wallet: number,
    kind: number,
    qty: number,
    price: number,
    posAfter: number,
    realised: number,
  ): number {
    if (this.length === this.time.length) this.grow();
    const i = this.length;
    this.time[i] = time;
    this.wallet[i] = wallet;
    this.kind[i] = kind;
    this.qty[i] = qty;
    this.price[i] = price;
    this.posAfter[i] = posAfter;
    this.realised[i] = realised;
    const previous = this.lastByWallet.get(wallet) ?? -1;
    this.prevSame[i] = previous;
    this.nextSame[i] = NO_NEXT;
    if (previous >= 0) this.nextSame[previous] = i;
    this.lastByWallet.set(wallet, i);
    this.accumulate(i, kind, qty, price, posAfter);
    this.length += 1;
    return i;
  }

  private accumulate(i: number, kind: number, qty: number, price: number, posAfter: number): void {
    const cum = this.cum;
    const base = i * CUM_FIELDS;
    const next = base + CUM_FIELDS;
    cum.copyWithin(next, base, next);
    const usd = qty * price;
    let usdField: number = CUM.shortCloseUsd;
    let qtyField: number = CUM.shortCloseQty;
    if (kind === TRADE.buy) {
      usdField = CUM.buyUsd;
      qtyField = CUM.buyQty;
    } else if (kind === TRADE.sell) {
      usdField = CUM.sellUsd;
      qtyField = CUM.sellQty;
    } else if (kind === TRADE.openShort) {
      usdField = CUM.shortOpenUsd;
      qtyField = CUM.shortOpenQty;
      cum[next + CUM.shortsOpened] = (cum[next + CUM.shortsOpened] ?? 0) + 1;
    }
    cum[next + usdField] = (cum[next + usdField] ?? 0) + usd;
    cum[next + qtyField] = (cum[next + qtyField] ?? 0) + qty;
    // Positions only move between flat and held (no direct long/short flips), so a trade
    // either opens a holder (flat before), closes one (flat after) or neither.
    const opening = kind === TRADE.buy || kind === TRADE.openShort;
    const change = opening && Math.abs(posAfter) <= qty * (1 + 1e-12) ? 1 : posAfter === 0 ? -1 : 0;
    cum[next + CUM.holderChange] = (cum[next + CUM.holderChange] ?? 0) + change;
  }

  /** Index of the wallet's last trade, or -1; prevSame walks back through its others. */
  lastTradeOf(wallet: number): number {
    return this.lastByWallet.get(wallet) ?? -1;
  }

  /** Total of a CUM field over trades [start, end). */
  total(field: number, start: number, end: number): number {
    return (this.cum[end * CUM_FIELDS + field] ?? 0) - (this.cum[start * CUM_FIELDS + field] ?? 0);
  }

  /** Index of the first trade at or after `time`. */
  lowerBound(time: number): number {
    let lo = 0;
    let hi = this.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((this.time[mid] ?? 0) < time) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** Index of the first trade after `time`. */
  upperBound(time: number): number {
    let lo = 0;
    let hi = this.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((this.time[mid] ?? 0) <= time) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** Price of the last trade at or before `time`, or `fallback` when none. */
  priceAt(time: number, fallback: number): number {
    const i = this.upperBound(time) - 1;
    return i >= 0 ? (this.price[i] ?? fallback) : fallback;
  }

  private grow(): void {
    const capacity = this.time.length * 2;
    const grow = <T extends Column>(old: T, next: T): T => {
      next.set(old);
      return next;
    };
    this.time = grow(this.time, new Float64Array(capacity));
    this.wallet = grow(this.wallet, new Int32Array(capacity));
    this.kind = grow(this.kind, new Uint8Array(capacity));
    this.qty = grow(this.qty, new Float64Array(capacity));
    this.price = grow(this.price, new Float64Array(capacity));
    this.posAfter = grow(this.posAfter, new Float64Array(capacity));
    this.realised = grow(this.realised, new Float64Array(capacity));
    this.prevSame = grow(this.prevSame, new Int32Array(capacity));
    this.nextSame = grow(this.nextSame, new Int32Array(capacity));
    this.cum = grow(this.cum, new Float64Array((capacity + 1) * CUM_FIELDS));
  }
}
