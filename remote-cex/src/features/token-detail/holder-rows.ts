import type { TokenDetailHolderRow } from '@flowscope/shared-api';
import { shortenAddress } from '@flowscope/shared-ui';

/** A holder as the SMW Holders table shows and sorts it. */
export interface HolderTableRow extends TokenDetailHolderRow {
  /** '0x1234...cdef'; a masked '***' stays as it is. */
  walletShort: string;
  /** Epoch ms of the last trade, so the column sorts by time rather than by text. */
  lastTradeAt: number | null;
}

export function toHolderTableRows(holders: readonly TokenDetailHolderRow[]): HolderTableRow[] {
  return holders.map((holder) => {
    const at = holder.lastTrade === null ? Number.NaN : Date.parse(holder.lastTrade);
    return {
      ...holder,
      walletShort: shortenAddress(holder.wallet),
      lastTradeAt: Number.isNaN(at) ? null : at,
    };
  });
}
