import type { HoldingView, TradeView } from '@flowscope/shared-api';

/** A position as its table sorts it: by the token's ticker as well as its figures. */
export interface HoldingRow extends HoldingView {
  tokenTicker: string;
}

/** A trade as its table sorts it: by ticker and by time. */
export interface TradeRow extends TradeView {
  tokenTicker: string;
  /** Epoch ms. */
  time: number;
}

export function toHoldingRows(holdings: readonly HoldingView[]): HoldingRow[] {
  return holdings.map((holding) => ({ ...holding, tokenTicker: holding.token.ticker }));
}

export function toTradeRows(trades: readonly TradeView[]): TradeRow[] {
  return trades.map((trade) => ({
    ...trade,
    tokenTicker: trade.token.ticker,
    time: Date.parse(trade.timestamp),
  }));
}

/** 'Opened long', 'Closed short' on CEX; 'Bought', 'Sold' on DEX. */
export function tradeActivityText(trade: TradeView): string {
  if (trade.positionType === null) return trade.side === 'buy' ? 'Bought' : 'Sold';
  return `${trade.activity} ${trade.positionType}`;
}
