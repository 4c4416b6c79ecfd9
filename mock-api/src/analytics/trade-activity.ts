import type { PositionType, Side, TradeActivity } from '@flowscope/shared-api/contract';
import { TRADE, type Venue } from '../market/types.ts';

/** What a trade did to the wallet's position, from its size before and after. */
export function activityOf(before: number, after: number): TradeActivity {
  if (before === 0) return 'Opened';
  if (after === 0) return 'Closed';
  return Math.abs(after) > Math.abs(before) ? 'Increased' : 'Reduced';
}

/** Buy raises the position (DEX buy, CEX long opened or short closed); sell lowers it. */
export function sideOf(venue: Venue, kind: number): Side {
  if (venue === 'dex') return kind === TRADE.buy ? 'buy' : 'sell';
  return kind === TRADE.openLong || kind === TRADE.closeShort ? 'buy' : 'sell';
}

/** The CEX side a trade acted on; DEX trades have none. */
export function positionTypeOf(venue: Venue, kind: number): PositionType | null {
  if (venue === 'dex') return null;
  return kind === TRADE.openLong || kind === TRADE.closeLong ? 'long' : 'short';
}

/** Trades that realise PnL: a DEX sell, a CEX long or short reduced or closed. */
export function isClosing(kind: number): boolean {
  return kind === TRADE.closeLong || kind === TRADE.closeShort;
}
