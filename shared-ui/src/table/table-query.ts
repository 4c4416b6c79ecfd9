import { isPageSize } from './paging.ts';
import type { SortState } from './types.ts';
import { namespacedKey } from '@flowscope/core';

/** The query parameters a shareable table view keeps: ?sort=score&dir=desc&page=2&size=50. */
export const TABLE_QUERY_KEYS = {
  sort: 'sort',
  direction: 'dir',
  page: 'page',
  pageSize: 'size',
} as const;

/** The keys of one table; a namespace keeps two tables on one page apart (`cex.page`). */
export function tableQueryKeys(namespace?: string): Record<keyof typeof TABLE_QUERY_KEYS, string> {
  return {
    sort: namespacedKey(namespace, TABLE_QUERY_KEYS.sort),
    direction: namespacedKey(namespace, TABLE_QUERY_KEYS.direction),
    page: namespacedKey(namespace, TABLE_QUERY_KEYS.page),
    pageSize: namespacedKey(namespace, TABLE_QUERY_KEYS.pageSize),
  };
}

export interface TableQuery {
  sort: SortState | null;
  page: number;
  pageSize: number;
}

const PAGE_PATTERN = /^[1-9]\d{0,6}$/;

/**
 * Reads the table part of a URL. Anything odd (an unknown column, a negative page, a page
 * size not offered) falls back to the default instead of failing.
 */
export function readTableQuery(
  params: URLSearchParams,
  sortableKeys: ReadonlySet<string>,
  defaults: TableQuery,
  namespace?: string,
): TableQuery {
  const keys = tableQueryKeys(namespace);
  const sortKey = params.get(keys.sort);
  const direction = params.get(keys.direction);
  const sort: SortState | null =
    sortKey !== null && sortableKeys.has(sortKey) && (direction === 'asc' || direction === 'desc')
      ? { key: sortKey, direction }
      : defaults.sort;
  const pageText = params.get(keys.page) ?? '';
  const page = PAGE_PATTERN.test(pageText) ? Number(pageText) : defaults.page;
  return { sort, page, pageSize: pageSizeParamOf(params, namespace) ?? defaults.pageSize };
}

/** The page size the URL names, or null when it names none or one not offered. */
export function pageSizeParamOf(params: URLSearchParams, namespace?: string): number | null {
  const text = params.get(tableQueryKeys(namespace).pageSize);
  const size = Number(text);
  return text !== null && isPageSize(size) ? size : null;
}

/** Writes a change into a copy of the URL's parameters; defaults are left out to keep links short. */
export function writeTableQuery(
  params: URLSearchParams,
  change: Partial<TableQuery>,
  defaults: TableQuery,
  namespace?: string,
): URLSearchParams {
  const keys = tableQueryKeys(namespace);
  const next = new URLSearchParams(params);
  const set = (key: string, value: string | null) => {
    if (value === null) next.delete(key);
    else next.set(key, value);
  };
  if ('sort' in change) {
    const sort = change.sort ?? null;
    const isDefault =
      sort?.key === defaults.sort?.key && sort?.direction === defaults.sort?.direction;
    set(keys.sort, sort && !isDefault ? sort.key : null);
    set(keys.direction, sort && !isDefault ? sort.direction : null);
  }
  if (change.page !== undefined) set(keys.page, change.page > 1 ? String(change.page) : null);
  if (change.pageSize !== undefined) {
    set(keys.pageSize, change.pageSize === defaults.pageSize ? null : String(change.pageSize));
  }
  return next;
}
