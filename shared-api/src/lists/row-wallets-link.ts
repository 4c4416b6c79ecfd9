import { routeTo } from '../routing/routes.ts';
import type { LinkedToken } from '../routing/research-links.ts';
import type { TopFilterSet } from './top-filters.ts';

/**
 * Where a Top row's wallet count leads: the smart-money wallets behind that row, on the same
 * token, list and period (or custom day range) the row was loaded for. A masked row (no token
 * to name) leads nowhere.
 */
export function rowWalletsHref(
  token: LinkedToken | null,
  list: 'accumulations' | 'holdings',
  filters: Pick<TopFilterSet, 'selectedTimePeriod' | 'customDateRange'> | null,
): string | null {
  if (token === null) return null;
  const range = filters?.customDateRange ?? null;
  return routeTo.rowWallets(token, {
    list,
    ...(filters === null ? {} : { period: filters.selectedTimePeriod }),
    range: range === null ? null : { from: String(range.from), to: String(range.to) },
  });
}

/** A DEX row's token as a research link names it; a masked row (no chain or address) none. */
export function dexLinkedToken(row: {
  masked: boolean;
  network: string | null;
  address: string | null;
}): LinkedToken | null {
  return row.masked || row.network === null || row.address === null
    ? null
    : { venue: 'dex', network: row.network, address: row.address };
}
