import { useMemo, useState } from 'react';
import {
  DEFAULT_PAGE_SIZE,
  pageAfterPageSizeChange,
  pageAfterRecount,
  pageSlice,
  totalPagesOf,
  type PageSizeChangePolicy,
} from './paging.ts';
import { nextSortState } from './sort-direction.ts';
import { sortRows } from './sort-rows.ts';
import type { SortState, TableColumn } from './types.ts';

export interface TableStateOptions<Row extends object> {
  /** The loaded list. Pass the same array until the data changes: a new one is sorted again. */
  rows: readonly Row[];
  columns: readonly TableColumn<Row>[];
  initialSort?: SortState | null;
  initialPageSize?: number;
  pageSizeChangePolicy?: PageSizeChangePolicy;
  /**
   * The active filters, as one comparable value (e.g. a string). When it changes the table
   * goes back to page 1.
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
}

interface PageChoice {
  page: number;
  /** The filters in force when the page was chosen; other filters mean page 1. */
  resetKey: unknown;
}

/** Client-side sorting and paging over a loaded list, with the spec's reset rules. */
export function useTableState<Row extends object>({
  rows,
  columns,
  initialSort = null,
  initialPageSize = DEFAULT_PAGE_SIZE,
  pageSizeChangePolicy = 'reset',
  resetKey,
}: TableStateOptions<Row>): TableState<Row> {
  const [sort, setSort] = useState<SortState | null>(initialSort);
  const [pageSize, setPageSizeState] = useState(initialPageSize);
  const [choice, setChoice] = useState<PageChoice>({ page: 1, resetKey });

  const sortField = useMemo(() => {
    if (!sort) return null;
    const column = columns.find((candidate) => candidate.key === sort.key);
    return column?.sortKey ?? sort.key;
  }, [columns, sort]);

  // Sorting is memoised apart from paging, so turning pages never sorts again.
  const sortedRows = useMemo(
    () => (sort && sortField !== null ? sortRows(rows, sortField, sort.direction) : rows),
    [rows, sort, sortField],
  );

  const totalItems = sortedRows.length;
  const totalPages = totalPagesOf(totalItems, pageSize);
  // Derived rather than stored: a filter change or a shorter list shows page 1 at once,
  // without an extra render through an effect.
  const chosenPage = Object.is(choice.resetKey, resetKey) ? choice.page : 1;
  const page = pageAfterRecount(chosenPage, totalPages);

  const pageRows = useMemo(
    () => pageSlice(sortedRows, page, pageSize),
    [sortedRows, page, pageSize],
  );

  return {
    sort,
    toggleSort: (columnKey) => {
      const column = columns.find((candidate) => candidate.key === columnKey);
      if (column) setSort((current) => nextSortState(current, column));
    },
    page,
    setPage: (next) => setChoice({ page: next, resetKey }),
    pageSize,
    setPageSize: (next) => {
      setPageSizeState(next);
      setChoice({
        page: pageAfterPageSizeChange(page, totalItems, next, pageSizeChangePolicy),
        resetKey,
      });
    },
    totalItems,
    totalPages,
    sortedRows,
    pageRows,
    firstRowNumber: (page - 1) * pageSize + 1,
  };
}
