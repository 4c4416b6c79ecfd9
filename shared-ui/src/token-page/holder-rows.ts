import { shortenAddress } from '@flowscope/core';

/** A smart-money holder of a token as shared-api maps it (TokenDetailHolderRow). */
export interface TokenHolderLike {
  id: number;
  wallet: string;
  positionType: 'long' | 'short';
  holdings: number;
  holdingsFormatted: string;
  entryPriceFormatted: string;
  netflow: number;
  netflowFormatted: string;
  pnl: number;
  pnlFormatted: string;
  lastTrade: string | null;
  lastTradeFormatted: string;
}

/** A holder as the SMW Holders table shows and sorts it. */
export interface HolderTableRow extends TokenHolderLike {
  /** '0x1234...cdef'; a masked '***' stays as it is. */
  walletShort: string;
  /** Epoch ms of the last trade, so the column sorts by time rather than by text. */
  lastTradeAt: number | null;
}

export function toHolderTableRows(holders: readonly TokenHolderLike[]): HolderTableRow[] {
  return holders.map((holder) => {
    const at = holder.lastTrade === null ? Number.NaN : Date.parse(holder.lastTrade);
    return {
      ...holder,
      walletShort: shortenAddress(holder.wallet),
      lastTradeAt: Number.isNaN(at) ? null : at,
    };
  });
}
