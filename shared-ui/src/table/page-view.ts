import { pageAfterRecount, pageSlice, totalPagesOf } from './paging.ts';

/** One page of a sorted list as a table shows it. */
export interface PageView<Row> {
  page: number;
  totalPages: number;
  pageRows: readonly Row[];
  /** Row number (from 1) of the first row on the page. */
  firstRowNumber: number;
}

/**
 * The page a table shows for the page asked for: a page beyond the list after a recount
 * shows page 1 (spec §4, lists in general).
 */
export function pageViewOf<Row>(
  sortedRows: readonly Row[],
  requestedPage: number,
  pageSize: number,
): PageView<Row> {
  const totalPages = totalPagesOf(sortedRows.length, pageSize);
  const page = pageAfterRecount(requestedPage, totalPages);
  return {
    page,
    totalPages,
    pageRows: pageSlice(sortedRows, page, pageSize),
    firstRowNumber: (page - 1) * pageSize + 1,
  };
}
