import type { SortState, TableColumn } from './types.ts';
import type { TableQuery } from './table-query.ts';

/**
 * Where the page size in force comes from: 'explicit' (the URL, or a choice made on this page),
 * 'saved' (the table's saved view) or 'default' (the table's own, which a saved view replaces).
 */
export type PageSizeSource = 'explicit' | 'saved' | 'default';

/** What a table's sort, page and page size are kept in: read them, and change them. */
export interface TableQueryStore {
  query: TableQuery;
  write: (change: Partial<TableQuery>) => void;
  /** True once the page size was set on purpose (in the URL, or picked here). */
  explicitPageSize: boolean;
}

export interface TableQueryStoreOptions<Row extends object> {
  columns: readonly TableColumn<Row>[];
  defaultSort: SortState | null;
  defaultPageSize: number;
  /** Keeps this table's URL keys apart from another table's on the same page. */
  namespace?: string;
  /** The active filters of a table kept in the component: another value means page 1. */
  resetKey?: unknown;
}
