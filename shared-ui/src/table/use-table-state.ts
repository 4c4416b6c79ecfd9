import { useMemo, useState } from 'react';
import { pageViewOf, type PageView } from './page-view.ts';
import { DEFAULT_PAGE_SIZE, pageAfterPageSizeChange, type PageSizeChangePolicy } from './paging.ts';
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
  /**
   * Where the page size comes from: 'explicit' (the URL, or a choice made on this page),
   * 'saved' (the table's saved view) or 'default' (the table's own, which a saved view
   * replaces). States that cannot take a saved page size leave it out.
   */
  pageSizeSource?: PageSizeSource;
  /** The same list paged by another page size: how a saved view's page size is applied. */
  withPageSize?: (pageSize: number) => TableState<Row>;
  /** True once the table keeps its page size in its saved view (useSavedPageSize). */
  remembersPageSize?: boolean;
}

export type PageSizeSource = 'explicit' | 'saved' | 'default';

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
  // Null until the trader picks a size here: until then a saved view may set it.
  const [chosenPageSize, setChosenPageSize] = useState<number | null>(null);
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
  // Derived rather than stored: a filter change or a shorter list shows page 1 at once,
  // without an extra render through an effect.
  const chosenPage = Object.is(choice.resetKey, resetKey) ? choice.page : 1;
  const pageSize = chosenPageSize ?? initialPageSize;
  const view = useMemo(
    () => pageViewOf(sortedRows, chosenPage, pageSize),
    [sortedRows, chosenPage, pageSize],
  );

  const stateFor = (
    size: number,
    paged: PageView<Row>,
    source: PageSizeSource,
  ): TableState<Row> => ({
    sort,
    toggleSort: (columnKey) => {
      const column = columns.find((candidate) => candidate.key === columnKey);
      if (column) setSort((current) => nextSortState(current, column));
    },
    page: paged.page,
    setPage: (next) => setChoice({ page: next, resetKey }),
    pageSize: size,
    setPageSize: (next) => {
      setChosenPageSize(next);
      setChoice({
        page: pageAfterPageSizeChange(paged.page, totalItems, next, pageSizeChangePolicy),
        resetKey,
      });
    },
    totalItems,
    totalPages: paged.totalPages,
    sortedRows,
    pageRows: paged.pageRows,
    firstRowNumber: paged.firstRowNumber,
    pageSizeSource: source,
    withPageSize: (next) => stateFor(next, pageViewOf(sortedRows, chosenPage, next), 'saved'),
  });

  return stateFor(pageSize, view, chosenPageSize === null ? 'default' : 'explicit');
}
