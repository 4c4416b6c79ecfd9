import { useMemo } from 'react';
import { pageViewOf, type PageView } from './page-view.ts';
import { DEFAULT_PAGE_SIZE, pageAfterPageSizeChange, type PageSizeChangePolicy } from './paging.ts';
import { nextSortState } from './sort-direction.ts';
import { sortRows } from './sort-rows.ts';
import type { PageSizeSource } from './table-query-store.ts';
import type { SortState, TableColumn } from './types.ts';
import { useComponentTableQuery } from './use-component-table-query.ts';
import { useUrlTableQuery } from './use-url-table-query.ts';

export interface TableStateOptions<Row extends object> {
  /** The loaded list. Pass the same array until the data changes: a new one is sorted again. */
  rows: readonly Row[];
  columns: readonly TableColumn<Row>[];
  defaultSort?: SortState | null;
  defaultPageSize?: number;
  /** What a new page size does to the page: 'clamp' in the URL, 'reset' in a component. */
  pageSizeChangePolicy?: PageSizeChangePolicy;
  /**
   * Where sort, page and page size live: the URL query (the default: a trader can share or
   * reload the exact view) or the component (a table that is not the page's subject). Fixed for
   * the life of the component, like its key.
   */
  keepIn?: 'url' | 'component';
  /** In the URL: keeps this table's keys apart from another table's on the same page. */
  namespace?: string;
  /**
   * In a component: the active filters as one comparable value (e.g. a string); another value
   * means page 1. (In the URL, filter setters drop `page` instead.)
   */
  resetKey?: unknown;
}

export interface TableState<Row> {
  sort: SortState | null;
  /** A click on the header of the column with this key. */
  toggleSort: (columnKey: string) => void;
  page: number;
  setPage: (page: number) => void;
  pageSize: number;
  setPageSize: (pageSize: number) => void;
  totalItems: number;
  totalPages: number;
  sortedRows: readonly Row[];
  /** The rows of the current page. */
  pageRows: readonly Row[];
  /** Row number (from 1) of the first row on the page. */
  firstRowNumber: number;
  /** Where the page size comes from; states that cannot take a saved one leave it out. */
  pageSizeSource?: PageSizeSource;
  /** The same list paged by another page size: how a saved view's page size is applied. */
  withPageSize?: (pageSize: number) => TableState<Row>;
  /** True once the table keeps its page size in its saved view (useSavedPageSize). */
  remembersPageSize?: boolean;
}

/**
 * The one sorting and paging state of every table, over a loaded list, with the spec's reset
 * rules; the state is kept in the URL or in the component (`keepIn`).
 */
export function useTableState<Row extends object>({
  rows,
  columns,
  defaultSort = null,
  defaultPageSize = DEFAULT_PAGE_SIZE,
  keepIn = 'url',
  pageSizeChangePolicy = keepIn === 'url' ? 'clamp' : 'reset',
  namespace,
  resetKey,
}: TableStateOptions<Row>): TableState<Row> {
  // `keepIn` never changes for a mounted table, so the same store hook runs on every render.
  const useTableQuery = keepIn === 'url' ? useUrlTableQuery : useComponentTableQuery;
  const { query, write, explicitPageSize } = useTableQuery({
    columns,
    defaultSort,
    defaultPageSize,
    namespace,
    resetKey,
  });

  const sortField = useMemo(() => {
    if (!query.sort) return null;
    const column = columns.find((candidate) => candidate.key === query.sort?.key);
    return column?.sortKey ?? query.sort.key;
  }, [columns, query.sort]);
  // Sorting is memoised apart from paging, so turning pages never sorts again.
  const sortedRows = useMemo(
    () =>
      query.sort && sortField !== null ? sortRows(rows, sortField, query.sort.direction) : rows,
    [rows, query.sort, sortField],
  );
  const totalItems = sortedRows.length;
  const view = useMemo(
    () => pageViewOf(sortedRows, query.page, query.pageSize),
    [sortedRows, query.page, query.pageSize],
  );

  const stateFor = (
    size: number,
    paged: PageView<Row>,
    source: PageSizeSource,
  ): TableState<Row> => ({
    sort: query.sort,
    toggleSort: (columnKey) => {
      const column = columns.find((candidate) => candidate.key === columnKey);
      if (column) write({ sort: nextSortState(query.sort, column) });
    },
    page: paged.page,
    setPage: (next) => write({ page: next }),
    pageSize: size,
    setPageSize: (next) =>
      write({
        pageSize: next,
        page: pageAfterPageSizeChange(paged.page, totalItems, next, pageSizeChangePolicy),
      }),
    totalItems,
    totalPages: paged.totalPages,
    sortedRows,
    pageRows: paged.pageRows,
    firstRowNumber: paged.firstRowNumber,
    pageSizeSource: source,
    withPageSize: (next) => stateFor(next, pageViewOf(sortedRows, query.page, next), 'saved'),
  });

  return stateFor(query.pageSize, view, explicitPageSize ? 'explicit' : 'default');
}
