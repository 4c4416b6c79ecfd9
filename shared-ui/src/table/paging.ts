/** Page sizes offered by every paged table (spec §9). */
export const PAGE_SIZE_OPTIONS = [10, 20, 50, 100] as const;
export type PageSize = (typeof PAGE_SIZE_OPTIONS)[number];

/** True for a page size the tables offer; anything else (stored or typed) is ignored. */
export function isPageSize(value: unknown): value is PageSize {
  return (PAGE_SIZE_OPTIONS as readonly unknown[]).includes(value);
}
/** Default page size of tables and the store (spec §9). */
export const DEFAULT_PAGE_SIZE = 20;
/** Default page size of page-level tables: the Top screens, manage and favourites. */
export const PAGE_LEVEL_PAGE_SIZE = 10;

/**
 * What happens to the current page when the page size changes. 'reset' goes back to page 1
 * (lists in general, spec §4); 'clamp' keeps the page but not beyond the new last page
 * (the data screens, data-screens.md §4).
 */
export type PageSizeChangePolicy = 'reset' | 'clamp';

export function totalPagesOf(totalItems: number, pageSize: number): number {
  return Math.max(1, Math.ceil(totalItems / pageSize));
}

export function pageSlice<Row>(rows: readonly Row[], page: number, pageSize: number): Row[] {
  const start = (page - 1) * pageSize;
  return rows.slice(start, start + pageSize);
}

export function pageAfterPageSizeChange(
  page: number,
  totalItems: number,
  nextPageSize: number,
  policy: PageSizeChangePolicy,
): number {
  if (policy === 'reset') return 1;
  return Math.min(Math.max(page, 1), totalPagesOf(totalItems, nextPageSize));
}

/** After the list is counted again, a page past the end goes back to page 1 (spec §4). */
export function pageAfterRecount(page: number, totalPages: number): number {
  return page > totalPages || page < 1 ? 1 : page;
}

export type PaginationItem = number | 'ellipsis-start' | 'ellipsis-end';

/** How many page buttons the middle window holds at most (spec §9). */
const PAGE_WINDOW_SIZE = 3;
/** Up to this many pages, every page gets a button. */
const SHOW_ALL_PAGES_UP_TO = 6;

/**
 * The page buttons to show: every page when there are 6 or fewer; otherwise the first and
 * last page plus a window of 3 pages around the current one, with an ellipsis for each gap.
 */
export function paginationItems(currentPage: number, totalPages: number): PaginationItem[] {
  if (totalPages <= SHOW_ALL_PAGES_UP_TO) {
    return Array.from({ length: Math.max(totalPages, 1) }, (_, index) => index + 1);
  }
  const windowStart = Math.min(Math.max(currentPage - 1, 2), totalPages - PAGE_WINDOW_SIZE);
  const windowEnd = windowStart + PAGE_WINDOW_SIZE - 1;
  const items: PaginationItem[] = [1];
  if (windowStart > 2) items.push('ellipsis-start');
  for (let page = windowStart; page <= windowEnd; page += 1) items.push(page);
  if (windowEnd < totalPages - 1) items.push('ellipsis-end');
  items.push(totalPages);
  return items;
}
