import { DAY, HOUR } from './catalog.ts';
import { PositionBook, type Position } from './positions.ts';
import { Rng } from './rng.ts';
import { TradeLog } from './trade-log.ts';
import { TRADE, type TokenInfo } from './types.ts';

/** Hooks the market uses to index what a token's simulation produces. */
export interface SimulationSink {
  onInfluencerTrade(token: number, trade: number): void;
  /** Raised when enough distinct wallets bought (or, on CEX, opened one side) within an hour. */
  onSignal(token: number, trade: number, direction: 1 | -1): void;
}

/** Distinct wallets buying within one hour that raise a signal, and the pause between signals. */
const SIGNAL_MIN_WALLETS = 2;
const SIGNAL_COOLDOWN = 6 * HOUR;
/** Supply assumed for a token whose supply is unknown, where a size against its cap is needed. */
export const NOMINAL_SUPPLY = 1e9;

/**
 * The trading of one token: a Poisson stream of smart-money trades whose rate and
 * buy/sell bias change by regime (quiet, hype, distribution), a price that follows a
 * random walk nudged by the bias and by order flow, and wallet positions that trades
 * open, grow, reduce and close. Each token owns its random stream, so advancing tokens
 * in any order, in any step sizes, gives the same trades.
 */
export class TokenSimulation {
  readonly log: TradeLog;
  readonly book = new PositionBook();
  private readonly rng: Rng;
  private readonly nominalSupply: number;
  private logPrice: number;
  private clock: number;
  private next = Number.POSITIVE_INFINITY;
  private regimeEnd = 0;
  private intensity = 1;
  private bias = 0;
  private hourBucket = -1;
  private hourWallets: number[] = [];
  private hourShortWallets: number[] = [];
  private lastSignal = Number.NEGATIVE_INFINITY;

  constructor(
    readonly token: TokenInfo,
    seed: string,
    historyStart: number,
    private readonly sink: SimulationSink,
    private readonly influencerWallets: ReadonlySet<number>,
  ) {
    this.rng = new Rng(`${seed}:token:${token.index}`);
    this.nominalSupply = token.supply ?? NOMINAL_SUPPLY;
    this.logPrice = Math.log(token.startPrice);
    this.clock = Math.max(historyStart, token.launchedAt);
    // Room for about 40 days of trades at the base rate; the log grows when needed.
    this.log = new TradeLog(Math.max(16, Math.ceil(token.activity * 24 * 40)));
    if (token.launchedAt < historyStart) this.seedPositions();
    this.newRegime(this.clock);
    this.schedule();
  }

  get price(): number {
    return Math.exp(this.logPrice);
  }

  /** Generates every trade up to and including `until`. */
  advance(until: number): void {
    while (this.next <= until) {
      this.trade(this.next);
      this.schedule();
    }
  }

  /** Positions held before the simulated history starts; they carry no trades. */
  private seedPositions(): void {
    const price = this.price;
    for (const wallet of this.token.pool) {
      if (!this.rng.chance(0.3)) continue;
      const usd = this.token.tradeSize * this.rng.logRange(0.5, 4);
      const side = this.token.venue === 'dex' || this.rng.chance(0.6) ? 1 : -1;
      const position = this.book.get(wallet);
      position.avgEntry = price * Math.exp(this.rng.normal() * 0.3);
      this.book.setQty(wallet, position, (side * usd) / price);
    }
  }

  private newRegime(from: number): void {
    const hours = Math.min(96, Math.max(2, this.rng.exponential(1 / 16)));
    this.regimeEnd = from + hours * HOUR;
    this.intensity = this.rng.logRange(0.15, 5);
    this.bias = Math.max(-1, Math.min(1, this.rng.normal() * 0.5));
  }

  private rate(at: number): number {
    const ageHours = (at - this.token.launchedAt) / HOUR;
    const launchBoost = this.token.venue === 'dex' ? 1 + 8 * Math.exp(-ageHours / 12) : 1;
    return this.token.activity * this.intensity * launchBoost;
  }

  private schedule(): void {
    for (;;) {
      const candidate = this.clock + this.rng.exponential(this.rate(this.clock)) * HOUR;
      if (candidate <= this.regimeEnd) {
        this.next = candidate;
        return;
      }
      this.clock = this.regimeEnd;
      this.newRegime(this.clock);
    }
  }

  private movePrice(at: number, direction: number, usd: number): void {
    const hours = Math.max(0, (at - this.clock) / HOUR);
    const drift = this.bias * this.token.volatility * 0.6 * hours;
    const noise = this.token.volatility * Math.sqrt(hours) * this.rng.normal();
    const cap = this.nominalSupply * this.price;
    const impact = direction * Math.min(0.03, (usd / cap) * 4);
    this.logPrice += drift + noise + impact;
    this.clock = at;
  }

  private trade(at: number): void {
    const usd = this.token.tradeSize * this.rng.logRange(0.2, 5);
    if (this.token.venue === 'dex') this.dexTrade(at, usd);
    else this.cexTrade(at, usd);
  }

  private dexTrade(at: number, usd: number): void {
    const ageHours = (at - this.token.launchedAt) / HOUR;
    const buyChance = Math.min(0.92, 0.5 + 0.3 * this.bias + (ageHours < 6 ? 0.2 : 0));
    const sell = !this.rng.chance(buyChance) && this.book.holderCount() > 0;
    if (!sell) {
      this.movePrice(at, 1, usd);
      const wallet = this.rng.pick(this.token.pool);
      const price = this.price;
      const qty = usd / price;
      const position = this.book.get(wallet);
      this.addTo(position, qty, price);
      this.book.setQty(wallet, position, position.qty + qty);
      const index = this.log.push(at, wallet, TRADE.buy, qty, price, position.qty, 0);
      this.after(at, wallet, index, 1);
      return;
    }
    const wallet = this.book.holderAt(this.rng.int(0, this.book.holderCount() - 1));
    const position = this.book.get(wallet);
    const qty = position.qty * (this.rng.chance(0.35) ? 1 : this.rng.range(0.2, 0.8));
    this.movePrice(at, -1, qty * this.price);
    const price = this.price;
    const realised = (price - position.avgEntry) * qty;
    position.realised += realised;
    this.book.setQty(wallet, position, position.qty - qty);
    const index = this.log.push(at, wallet, TRADE.sell, qty, price, position.qty, realised);
    this.after(at, wallet, index, -1);
  }

  private cexTrade(at: number, usd: number): void {
    const wallet = this.rng.pick(this.token.pool);
    const position = this.book.get(wallet);
    let kind: number;
    if (position.qty === 0) {
      kind = this.rng.chance(0.5 + 0.35 * this.bias) ? TRADE.openLong : TRADE.openShort;
    } else if (position.qty > 0) {
      kind = this.rng.chance(0.35 + 0.15 * this.bias) ? TRADE.openLong : TRADE.closeLong;
    } else {
      kind = this.rng.chance(0.35 - 0.15 * this.bias) ? TRADE.openShort : TRADE.closeShort;
    }
    const opening = kind === TRADE.openLong || kind === TRADE.openShort;
    const bullish = kind === TRADE.openLong || kind === TRADE.closeShort;
    const closeFraction = this.rng.chance(0.45) ? 1 : this.rng.range(0.25, 0.75);
    const notional = opening ? usd : Math.abs(position.qty) * closeFraction * this.price;
    this.movePrice(at, bullish ? 1 : -1, notional);
    const price = this.price;
    let realised = 0;
    let qty: number;
    if (opening) {
      qty = usd / price;
      this.addTo(position, qty, price);
      this.book.setQty(wallet, position, position.qty + (kind === TRADE.openLong ? qty : -qty));
    } else {
      qty = Math.abs(position.qty) * closeFraction;
      realised =
        (kind === TRADE.closeLong ? price - position.avgEntry : position.avgEntry - price) * qty;
      position.realised += realised;
      this.book.setQty(wallet, position, position.qty + (kind === TRADE.closeLong ? -qty : qty));
    }
    const index = this.log.push(at, wallet, kind, qty, price, position.qty, realised);
    const direction = kind === TRADE.openLong ? 1 : kind === TRADE.openShort ? -1 : 0;
    this.after(at, wallet, index, direction);
  }

  /** Volume-weighted average entry when a position grows. */
  private addTo(position: Position, qty: number, price: number): void {
    const held = Math.abs(position.qty);
    position.avgEntry = (position.avgEntry * held + price * qty) / (held + qty);
    position.boughtUsd += price * qty;
    position.buys += 1;
  }

  private after(at: number, wallet: number, index: number, direction: number): void {
    if (this.influencerWallets.has(wallet)) this.sink.onInfluencerTrade(this.token.index, index);
    if (direction === 0) return;
    const bucket = Math.floor(at / HOUR);
    if (bucket !== this.hourBucket) {
      this.hourBucket = bucket;
      this.hourWallets = [];
      this.hourShortWallets = [];
    }
    const list = direction > 0 ? this.hourWallets : this.hourShortWallets;
    if (!list.includes(wallet)) list.push(wallet);
    if (list.length >= SIGNAL_MIN_WALLETS && at - this.lastSignal >= SIGNAL_COOLDOWN) {
      this.lastSignal = at;
      this.sink.onSignal(this.token.index, index, direction > 0 ? 1 : -1);
    }
  }

  /** Days since launch at `at`. */
  ageDays(at: number): number {
    return (at - this.token.launchedAt) / DAY;
  }
}
