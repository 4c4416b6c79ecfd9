import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { pageViewOf, type PageView } from '../table/page-view.ts';
import {
  DEFAULT_PAGE_SIZE,
  pageAfterPageSizeChange,
  type PageSizeChangePolicy,
} from '../table/paging.ts';
import { nextSortState } from '../table/sort-direction.ts';
import { sortRows } from '../table/sort-rows.ts';
import type { SortState, TableColumn } from '../table/types.ts';
import type { PageSizeSource, TableState } from '../table/use-table-state.ts';
import {
  pageSizeParamOf,
  readTableQuery,
  writeTableQuery,
  type TableQuery,
} from './table-query.ts';

export interface UrlTableStateOptions<Row extends object> {
  rows: readonly Row[];
  columns: readonly TableColumn<Row>[];
  defaultSort?: SortState | null;
  defaultPageSize?: number;
  pageSizeChangePolicy?: PageSizeChangePolicy;
  /** Keeps this table's keys apart from another table's on the same page. */
  namespace?: string;
}

/**
 * useTableState whose sort, page and page size live in the URL query, so a trader can share
 * or reload the exact view. Filter setters elsewhere drop `page` to go back to page 1.
 */
export function useUrlTableState<Row extends object>({
  rows,
  columns,
  defaultSort = null,
  defaultPageSize = DEFAULT_PAGE_SIZE,
  pageSizeChangePolicy = 'clamp',
  namespace,
}: UrlTableStateOptions<Row>): TableState<Row> {
  const [params, setParams] = useSearchParams();
  const sortableKeys = useMemo(
    () => new Set(columns.filter((column) => column.sortable === true).map((column) => column.key)),
    [columns],
  );
  const defaults: TableQuery = useMemo(
    () => ({ sort: defaultSort, page: 1, pageSize: defaultPageSize }),
    [defaultSort, defaultPageSize],
  );
  const query = readTableQuery(params, sortableKeys, defaults, namespace);

  const sortField = useMemo(() => {
    if (!query.sort) return null;
    const column = columns.find((candidate) => candidate.key === query.sort?.key);
    return column?.sortKey ?? query.sort.key;
  }, [columns, query.sort]);
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

  const write = (change: Partial<TableQuery>) =>
    setParams((current) => writeTableQuery(current, change, defaults, namespace), {
      replace: true,
    });

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

  // A page size in the URL wins over a saved one; without it the table's default stands
  // until a saved view replaces it.
  const explicit = pageSizeParamOf(params, namespace) !== null;
  return stateFor(query.pageSize, view, explicit ? 'explicit' : 'default');
}
