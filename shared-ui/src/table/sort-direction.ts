import type { SortDirection, SortState, TableColumn } from './types.ts';

/**
 * Key fragments of columns that read best largest-first (spec §4 'Table sorting'). Matched
 * case-sensitively, as the spec spells them: 'netflowVsCap' matches, 'Netflow' would not.
 */
const DESCENDING_FIRST_KEY_PARTS = [
  'Formatted',
  'marketCap',
  'netflow',
  'Price',
  'Amount',
  'Entry',
];

/** Direction a column starts in when it is newly chosen. */
export function initialSortDirection(
  column: Pick<TableColumn<never>, 'key' | 'sortKey'>,
): SortDirection {
  if (column.sortKey !== undefined) return 'desc';
  return DESCENDING_FIRST_KEY_PARTS.some((part) => column.key.includes(part)) ? 'desc' : 'asc';
}

/** The sort after a click on a header: the same column flips, a new one starts fresh. */
export function nextSortState(
  current: SortState | null,
  column: Pick<TableColumn<never>, 'key' | 'sortKey' | 'sortable'>,
): SortState | null {
  if (column.sortable !== true) return current;
  if (current?.key === column.key) {
    return { key: column.key, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  }
  return { key: column.key, direction: initialSortDirection(column) };
}
