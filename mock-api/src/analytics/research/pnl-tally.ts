import { TRADE } from '../../market/types.ts';
import { isClosing } from '../trade-activity.ts';

/** Gain-to-pain when the realised trades had gains and no loss. */
const NO_LOSS_GAIN_TO_PAIN = 99;

/**
 * Running figures of one trader's trades, fed in time order: realised PnL and its equity
 * curve (peak, drawdown), gains and losses, the largest trade (the capital the drawdown is
 * measured against), buys, and closed and winning trades. The influencer lists and feeds
 * and both profiles read their figures from it, so they agree.
 */
export class PnlTally {
  trades = 0;
  realised = 0;
  gains = 0;
  losses = 0;
  peak = 0;
  drawdown = 0;
  capital = 0;
  bought = 0;
  buys = 0;
  closed = 0;
  wins = 0;

  /** One trade: its kind, USD notional and realised PnL. */
  add(kind: number, notional: number, pnl: number): void {
    this.trades += 1;
    if (kind === TRADE.buy || kind === TRADE.openShort) {
      this.bought += notional;
      this.buys += 1;
    }
    this.capital = Math.max(this.capital, notional);
    if (pnl > 0) this.gains += pnl;
    else this.losses -= pnl;
    if (isClosing(kind)) {
      this.closed += 1;
      if (pnl > 0) this.wins += 1;
    }
    const equity = this.realised + pnl;
    this.realised = equity;
    this.peak = Math.max(this.peak, equity);
    this.drawdown = Math.max(this.drawdown, this.peak - equity);
  }

  /** Sum of realised gains / sum of realised losses (99 with gains and no loss, 0 with neither). */
  gainToPain(): number {
    if (this.losses > 0) return this.gains / this.losses;
    return this.gains > 0 ? NO_LOSS_GAIN_TO_PAIN : 0;
  }

  /** Largest fall of the realised equity curve, as a share of capital plus peak (0-1). */
  maxDrawdown(): number {
    const base = this.capital + this.peak;
    return base > 0 ? Math.min(1, this.drawdown / base) : 0;
  }

  avgBuySize(): number {
    return this.buys > 0 ? this.bought / this.buys : 0;
  }

  /** Closed trades with a profit / closed trades; null without a closed trade. */
  winRate(): number | null {
    return this.closed > 0 ? this.wins / this.closed : null;
  }
}
