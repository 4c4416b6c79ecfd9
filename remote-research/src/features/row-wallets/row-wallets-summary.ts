import type { RowWalletsView } from '@flowscope/shared-api';

const wallets = (count: number) => `${count} ${count === 1 ? 'wallet' : 'wallets'}`;

/**
 * The row's figures in one sentence, matching the Top row the list explains: who traded the
 * token in the window and which way, or who holds it now.
 */
export function rowWalletsSummary(view: RowWalletsView, when: string): string {
  const { counts } = view;
  const ticker = view.token.ticker;
  if (view.list === 'holdings') {
    return `${wallets(counts.wallets)} hold ${ticker} now: ${counts.longHolders} long, ${counts.shortHolders} short.`;
  }
  const change =
    counts.holderChange === 0
      ? 'as many holders as before'
      : `${counts.holderChange > 0 ? '+' : '−'}${Math.abs(counts.holderChange)} holders`;
  return `${wallets(counts.traded)} traded ${ticker} in ${when}: ${counts.netLongWallets} net long, ${counts.netShortWallets} net short, ${change}.`;
}
