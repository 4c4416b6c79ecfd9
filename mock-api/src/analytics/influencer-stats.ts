import type { Network } from '@flowscope/shared-api/contract';
import { DAY } from '../market/catalog.ts';
import type { Market } from '../market/market.ts';
import { TRADE } from '../market/types.ts';

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

export const STATS_DAYS = 30;
const NO_LOSS_GAIN_TO_PAIN = 99;

const cache = new WeakMap<Market, { version: number; stats: InfluencerStats[] }>();

/** Stats of every influencer, recomputed only when the market has new trades. */
export function influencerStats(market: Market, now: number): InfluencerStats[] {
  const cached = cache.get(market);
  if (cached && cached.version === market.version) return cached.stats;
  const stats = compute(market, now);
  cache.set(market, { version: market.version, stats });
  return stats;
}

function compute(market: Market, now: number): InfluencerStats[] {
  const n = market.influencers.length;
  const realised = new Float64Array(n);
  const gains = new Float64Array(n);
  const losses = new Float64Array(n);
  const peak = new Float64Array(n);
  const drawdown = new Float64Array(n);
  const capital = new Float64Array(n);
  const bought = new Float64Array(n);
  const buys = new Int32Array(n);
  const trades = new Int32Array(n);
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
      if (who < 0) continue;
      const kind = log.kind[tradeIndex] ?? 0;
      const notional = (log.qty[tradeIndex] ?? 0) * (log.price[tradeIndex] ?? 0);
      const pnl = log.realised[tradeIndex] ?? 0;
      trades[who] = (trades[who] ?? 0) + 1;
      if (token.network) networks[who]?.add(token.network);
      if (kind === TRADE.buy || kind === TRADE.openShort) {
        bought[who] = (bought[who] ?? 0) + notional;
        buys[who] = (buys[who] ?? 0) + 1;
      }
      capital[who] = Math.max(capital[who] ?? 0, notional);
      if (pnl > 0) gains[who] = (gains[who] ?? 0) + pnl;
      else losses[who] = (losses[who] ?? 0) - pnl;
      const equity = (realised[who] ?? 0) + pnl;
      realised[who] = equity;
      peak[who] = Math.max(peak[who] ?? 0, equity);
      drawdown[who] = Math.max(drawdown[who] ?? 0, (peak[who] ?? 0) - equity);
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
  return market.influencers.map((_, i) => {
    const loss = losses[i] ?? 0;
    const gain = gains[i] ?? 0;
    const base = (capital[i] ?? 0) + (peak[i] ?? 0);
    return {
      trades: trades[i] ?? 0,
      pnl: (realised[i] ?? 0) + (unrealised[i] ?? 0),
      gainToPain: loss > 0 ? gain / loss : gain > 0 ? NO_LOSS_GAIN_TO_PAIN : 0,
      maxDrawdown: base > 0 ? Math.min(1, (drawdown[i] ?? 0) / base) : 0,
      avgBuySize: (buys[i] ?? 0) > 0 ? (bought[i] ?? 0) / (buys[i] ?? 1) : 0,
      networks: networks[i] ?? new Set<Network>(),
    };
  });
}
