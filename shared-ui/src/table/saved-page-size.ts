import { isPageSize } from './paging.ts';
import type { TableState } from './use-table-state.ts';

/**
 * The table paged by the page size that wins: one the URL names (or the trader just chose)
 * over the table's saved one, the saved one over the table's default (10 on page-level
 * tables, 20 elsewhere). A saved value that is no page size on offer is ignored.
 */
export function applySavedPageSize<Row>(table: TableState<Row>, saved: unknown): TableState<Row> {
  if (table.pageSizeSource !== 'default' || !table.withPageSize) return table;
  if (!isPageSize(saved) || saved === table.pageSize) return table;
  return table.withPageSize(saved);
}
