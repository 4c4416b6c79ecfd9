import type { Network } from '@flowscope/shared-api/contract';
import { DAY } from '../market/catalog.ts';
import type { Market } from '../market/market.ts';
import { PnlTally } from './research/pnl-tally.ts';

/** One influencer's trading over the last 30 days, from their wallets' trades. */
export interface InfluencerStats {
  trades: number;
  /** Realised PNL of the 30 days plus unrealised PNL of the positions they traded, USD. */
  pnl: number;
  /** Sum of realised gains / sum of realised losses (99 when there were no losses). */
  gainToPain: number;
  /** Largest fall of the realised-PNL equity curve, as a share of capital plus peak (0-1). */
  maxDrawdown: number;
  avgBuySize: number;
  networks: Set<Network>;
}

const STATS_DAYS = 30;

const cache = new WeakMap<Market, { version: number; now: number; stats: InfluencerStats[] }>();

/** Stats of every influencer, recomputed only when the market or the instant changed. */
export function influencerStats(market: Market, now: number): InfluencerStats[] {
  const cached = cache.get(market);
  if (cached && cached.version === market.version && cached.now === now) return cached.stats;
  const stats = compute(market, now);
  cache.set(market, { version: market.version, now, stats });
  return stats;
}

function compute(market: Market, now: number): InfluencerStats[] {
  const n = market.influencers.length;
  const tallies = Array.from({ length: n }, () => new PnlTally());
  const networks = Array.from({ length: n }, () => new Set<Network>());
  const touched = new Set<number>();
  const since = now - STATS_DAYS * DAY;
  for (const venue of ['cex', 'dex'] as const) {
    const refs = market.influencerTrades[venue];
    for (let r = 0; r < refs.length; r += 1) {
      if ((refs.time[r] ?? 0) < since) continue;
      const tokenIndex = refs.token[r] ?? 0;
      const tradeIndex = refs.trade[r] ?? 0;
      const token = market.tokens[tokenIndex];
      const log = market.sims[tokenIndex]?.log;
      if (!token || !log) continue;
      const wallet = log.wallet[tradeIndex] ?? 0;
      const who = market.walletInfluencer[wallet] ?? -1;
      const tally = tallies[who];
      if (!tally) continue;
      const notional = (log.qty[tradeIndex] ?? 0) * (log.price[tradeIndex] ?? 0);
      tally.add(log.kind[tradeIndex] ?? 0, notional, log.realised[tradeIndex] ?? 0);
      if (token.network) networks[who]?.add(token.network);
      touched.add(tokenIndex * 65536 + wallet);
    }
  }
  const unrealised = new Float64Array(n);
  for (const key of touched) {
    const tokenIndex = Math.floor(key / 65536);
    const wallet = key % 65536;
    const sim = market.sims[tokenIndex];
    const position = sim?.book.byWallet.get(wallet);
    const who = market.walletInfluencer[wallet] ?? -1;
    if (!sim || !position || position.qty === 0 || who < 0) continue;
    unrealised[who] = (unrealised[who] ?? 0) + position.qty * (sim.price - position.avgEntry);
  }
  return tallies.map((tally, i) => ({
    trades: tally.trades,
    pnl: tally.realised + (unrealised[i] ?? 0),
    gainToPain: tally.gainToPain(),
    maxDrawdown: tally.maxDrawdown(),
    avgBuySize: tally.avgBuySize(),
    networks: networks[i] ?? new Set<Network>(),
  }));
}
