import type { Market } from '../../market/market.ts';
import { sig, usd } from '../numbers.ts';
import { PnlTally } from './pnl-tally.ts';
import type { TradeRef } from './wallet-index.ts';

/** Packs (token, wallet) in one number; the market has far fewer wallets. */
const WALLET_KEY = 65536;

/** The period's trades tallied, and the unrealised PnL of the positions they touched. */
export interface PeriodPnl {
  tally: PnlTally;
  unrealised: number;
}

/**
 * Tallies trades (oldest first) and adds the unrealised PnL now of every (token, wallet)
 * position the period's trades touched, as the influencer lists figure their PNL.
 */
export function periodPnl(market: Market, trades: readonly TradeRef[]): PeriodPnl {
  const tally = new PnlTally();
  // In first-touched order, as the influencer stats add them, so both sums agree to the cent.
  const touched = new Set<number>();
  for (const ref of trades) {
    const log = market.sims[ref.token]?.log;
    if (!log) continue;
    const i = ref.trade;
    tally.add(log.kind[i] ?? 0, (log.qty[i] ?? 0) * (log.price[i] ?? 0), log.realised[i] ?? 0);
    touched.add(ref.token * WALLET_KEY + (log.wallet[i] ?? 0));
  }
  let unrealised = 0;
  for (const key of touched) {
    const sim = market.sims[Math.floor(key / WALLET_KEY)];
    const position = sim?.book.byWallet.get(key % WALLET_KEY);
    if (sim && position && position.qty !== 0)
      unrealised += position.qty * (sim.price - position.avgEntry);
  }
  return { tally, unrealised };
}

/** The contract's PnL summary fields (wallet-activity.ts). */
export function pnlSummary({ tally, unrealised }: PeriodPnl) {
  const winRate = tally.winRate();
  return {
    realised_pnl: usd(tally.realised),
    unrealised_pnl: usd(unrealised),
    pnl: usd(tally.realised + unrealised),
    trades_total: tally.trades,
    closed_trades: tally.closed,
    winning_trades: tally.wins,
    win_rate: winRate === null ? null : sig(winRate),
  };
}
