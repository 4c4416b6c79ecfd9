import { buildCatalog, DAY, HOUR, type Catalog } from './catalog.ts';
import { influencerImpact, signalScore } from './scoring.ts';
import { SIGNAL_LOOKBACK_HOURS, type Signal, type SignalInfluencer } from './signals.ts';
import { TokenSimulation, type SimulationSink } from './simulator.ts';
import { TRADE, type Influencer, type TokenInfo, type Venue, type WalletInfo } from './types.ts';
import { netflowOf, positionDelta, WindowScanner } from './window.ts';

/** Simulated history before the market's origin day; covers every 30-day window. */
export const HISTORY_DAYS = 32;
/** Live trading is generated in steps of at least this much time. */
export const SYNC_STEP_MS = 2_000;

/** Influencer trades of one venue in time order (token index, trade index pairs). */
export class TradeRefs {
  length = 0;
  token = new Int32Array(1024);
  trade = new Int32Array(1024);
  time = new Float64Array(1024);

  push(token: number, trade: number, time: number): void {
    if (this.length === this.token.length) {
      const grow = <T extends Int32Array | Float64Array>(old: T, next: T): T => {
        next.set(old);
        return next;
      };
      this.token = grow(this.token, new Int32Array(this.length * 2));
      this.trade = grow(this.trade, new Int32Array(this.length * 2));
      this.time = grow(this.time, new Float64Array(this.length * 2));
    }
    this.token[this.length] = token;
    this.trade[this.length] = trade;
    this.time[this.length] = time;
    this.length += 1;
  }
}

interface PendingRef {
  token: number;
  trade: number;
  time: number;
}

/**
 * The simulated market: catalog, per-token simulations, signals and influencer trades.
 * It is advanced lazily to "now" (syncTo); `version` changes whenever trades were added,
 * so derived caches know when to recompute.
 */
export class Market implements SimulationSink {
  readonly tokens: TokenInfo[];
  readonly wallets: WalletInfo[];
  readonly influencers: Influencer[];
  readonly sims: TokenSimulation[];
  readonly scanner: WindowScanner;
  readonly historyStart: number;
  readonly signals: Record<Venue, Signal[]> = { cex: [], dex: [] };
  readonly influencerTrades: Record<Venue, TradeRefs> = {
    cex: new TradeRefs(),
    dex: new TradeRefs(),
  };
  /** Tokens of each venue, so a venue's ranking skips the other's. */
  readonly venueTokens: Record<Venue, TokenInfo[]>;
  readonly byCoin = new Map<string, TokenInfo>();
  readonly byAddress = new Map<string, TokenInfo>();
  readonly byHandle = new Map<string, Influencer>();
  /** Influencer index of each wallet, or -1. */
  readonly walletInfluencer: Int32Array;
  version = 0;
  /**
   * Bumped by out-of-band changes (test controls such as an injected signal) that shared
   * list answers must show at once rather than at the next freshness step.
   */
  revision = 0;
  syncedTo: number;
  private pendingSignals: Signal[] = [];
  private pendingRefs: Record<Venue, PendingRef[]> = { cex: [], dex: [] };

  /**
   * @param historyDays whole days simulated before the origin day, at least one: HISTORY_DAYS
   *   unless the market is only asked about its present or short windows (tests), where a few
   *   days build in a fraction of the time
   */
  constructor(
    readonly seed: string,
    readonly origin: number,
    now: number,
    historyDays = HISTORY_DAYS,
  ) {
    if (!Number.isInteger(historyDays) || historyDays < 1) {
      throw new RangeError(
        `a market's history is a whole number of days, at least 1: ${historyDays}`,
      );
    }
    const catalog: Catalog = buildCatalog(seed, origin);
    this.tokens = catalog.tokens;
    this.wallets = catalog.wallets;
    this.influencers = catalog.influencers;
    this.historyStart = origin - historyDays * DAY;
    this.scanner = new WindowScanner(this.wallets.length);
    this.venueTokens = {
      cex: this.tokens.filter((token) => token.venue === 'cex'),
      dex: this.tokens.filter((token) => token.venue === 'dex'),
    };
    this.walletInfluencer = Int32Array.from(this.wallets, (w) => w.influencer);
    const influencerWallets = new Set(
      this.wallets.filter((w) => w.influencer >= 0).map((w) => w.index),
    );
    this.sims = this.tokens.map(
      (token) => new TokenSimulation(token, seed, this.historyStart, this, influencerWallets),
    );
    for (const token of this.tokens) {
      if (token.venue === 'cex') this.byCoin.set(token.ticker.toUpperCase(), token);
      else if (token.address)
        this.byAddress.set(addressKey(token.network ?? '', token.address), token);
    }
    for (const influencer of this.influencers)
      this.byHandle.set(influencer.handle.toLowerCase(), influencer);
    this.syncedTo = this.historyStart;
    this.advance(now);
  }

  /** Generates trades up to `now` unless the last step was under SYNC_STEP_MS ago. */
  syncTo(now: number): void {
    if (now - this.syncedTo >= SYNC_STEP_MS) this.advance(now);
  }

  sim(token: TokenInfo): TokenSimulation {
    const sim = this.sims[token.index];
    if (!sim) throw new Error(`no simulation for token ${token.index}`);
    return sim;
  }

  /** Current price (last trade, or the start price). */
  price(token: TokenInfo): number {
    return this.sim(token).price;
  }

  /**
   * The price at `at`: the last trade at or before it, or the start price before the first.
   * From the last trade on it is exactly `price(token)`, so lists and pages asked at the same
   * moment show the same price.
   */
  priceAt(token: TokenInfo, at: number): number {
    const sim = this.sim(token);
    return this.priceBefore(token, sim.log.upperBound(at));
  }

  /** The price after the trades before index `end` of the token's log (see priceAt). */
  priceBefore(token: TokenInfo, end: number): number {
    const sim = this.sim(token);
    if (end >= sim.log.length) return sim.price;
    return end > 0 ? (sim.log.price[end - 1] ?? token.startPrice) : token.startPrice;
  }

  marketCap(token: TokenInfo, price = this.price(token)): number | null {
    return token.supply === null ? null : price * token.supply;
  }

  isListed(token: TokenInfo, now: number): boolean {
    return token.launchedAt <= now;
  }

  ageDays(token: TokenInfo, now: number): number {
    return (now - token.launchedAt) / DAY;
  }

  dexToken(network: string, address: string): TokenInfo | undefined {
    return this.byAddress.get(addressKey(network, address));
  }

  private advance(now: number): void {
    for (const sim of this.sims) sim.advance(now);
    this.syncedTo = now;
    const added =
      this.pendingSignals.length + this.pendingRefs.cex.length + this.pendingRefs.dex.length;
    this.pendingSignals.sort((a, b) => a.time - b.time);
    for (const signal of this.pendingSignals) {
      const token = this.tokens[signal.token];
      if (token) this.signals[token.venue].push(signal);
    }
    this.pendingSignals = [];
    for (const venue of ['cex', 'dex'] as const) {
      const pending = this.pendingRefs[venue].sort((a, b) => a.time - b.time);
      for (const ref of pending) this.influencerTrades[venue].push(ref.token, ref.trade, ref.time);
      this.pendingRefs[venue] = [];
    }
    if (added > 0) this.version += 1;
  }

  onInfluencerTrade(token: number, trade: number): void {
    const info = this.tokens[token];
    const sim = this.sims[token];
    if (!info || !sim) return;
    this.pendingRefs[info.venue].push({ token, trade, time: sim.log.time[trade] ?? 0 });
  }

  onSignal(tokenIndex: number, trade: number, direction: 1 | -1): void {
    const token = this.tokens[tokenIndex];
    const sim = this.sims[tokenIndex];
    if (!token || !sim) return;
    const log = sim.log;
    const time = log.time[trade] ?? 0;
    const start = log.lowerBound(time - SIGNAL_LOOKBACK_HOURS * HOUR);
    const stats = this.scanner.scanRange(log, token.venue, start, trade + 1);
    const influencers = this.signalInfluencers(token, start, trade + 1);
    const impact = influencers.reduce((sum, entry) => sum + entry.score, 0);
    const netflow = netflowOf(stats);
    const price = log.price[trade] ?? sim.price;
    const book = sim.book;
    this.pendingSignals.push({
      token: tokenIndex,
      time,
      direction,
      score: signalScore(netflow, token.tradeSize, stats.wallets, impact),
      wallets: stats.wallets,
      buyUsd: stats.buyUsd,
      sellUsd: stats.sellUsd,
      netflow,
      avgEntry: stats.buyQty > 0 ? stats.buyUsd / stats.buyQty : null,
      shortEntry: stats.shortOpenQty > 0 ? stats.shortOpenUsd / stats.shortOpenQty : null,
      shortsOpened: stats.shortsOpened,
      shortOpenUsd: stats.shortOpenUsd,
      smwFlow: stats.netLongWallets - stats.netShortWallets,
      marketCap: this.marketCap(token, price),
      holdings: (book.longQty - book.shortQty) * price,
      influencers,
    });
  }

  /** Influencers who traded the token in the trade range, with their score impact. */
  private signalInfluencers(token: TokenInfo, start: number, end: number): SignalInfluencer[] {
    const log = this.sim(token).log;
    const net = new Map<number, number>();
    for (let i = start; i < end; i += 1) {
      const influencer = this.walletInfluencer[log.wallet[i] ?? 0] ?? -1;
      if (influencer < 0) continue;
      const usd =
        positionDelta(token.venue, log.kind[i] ?? TRADE.buy, log.qty[i] ?? 0) * (log.price[i] ?? 0);
      net.set(influencer, (net.get(influencer) ?? 0) + usd);
    }
    return [...net].map(([influencer, usd]) => ({
      influencer,
      score: influencerImpact(this.influencers[influencer]?.authority ?? 0, usd),
      position: usd >= 0 ? 'long' : 'short',
    }));
  }
}

function addressKey(network: string, address: string): string {
  // EVM addresses are case-insensitive; base58 (solana) is not.
  return network === 'solana' ? `${network}:${address}` : `${network}:${address.toLowerCase()}`;
}
