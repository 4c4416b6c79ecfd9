import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PAGE_SIZE,
  PAGE_LEVEL_PAGE_SIZE,
  PAGE_SIZE_OPTIONS,
  pageAfterPageSizeChange,
  pageAfterRecount,
  pageSlice,
  paginationItems,
  totalPagesOf,
} from './paging.ts';

describe('page sizes', () => {
  it('offers 10, 20, 50, 100 with defaults 20 and 10 for page-level tables', () => {
    expect(PAGE_SIZE_OPTIONS).toEqual([10, 20, 50, 100]);
    expect(DEFAULT_PAGE_SIZE).toBe(20);
    expect(PAGE_LEVEL_PAGE_SIZE).toBe(10);
  });
});

describe('totalPagesOf and pageSlice', () => {
  it('counts pages, with at least one', () => {
    expect(totalPagesOf(0, 10)).toBe(1);
    expect(totalPagesOf(10, 10)).toBe(1);
    expect(totalPagesOf(11, 10)).toBe(2);
    expect(totalPagesOf(10_000, 100)).toBe(100);
  });

  it('cuts out one page', () => {
    const rows = Array.from({ length: 25 }, (_, index) => index + 1);
    expect(pageSlice(rows, 3, 10)).toEqual([21, 22, 23, 24, 25]);
  });
});

describe('page after a page-size change', () => {
  it('resets to page 1 under the general rule', () => {
    expect(pageAfterPageSizeChange(4, 100, 10, 'reset')).toBe(1);
  });

  it('clamps to the last page under the data-screen rule', () => {
    expect(pageAfterPageSizeChange(4, 100, 50, 'clamp')).toBe(2);
    expect(pageAfterPageSizeChange(4, 100, 10, 'clamp')).toBe(4);
  });
});

describe('page after a recount', () => {
  it('goes back to page 1 when the page is past the end', () => {
    expect(pageAfterRecount(5, 3)).toBe(1);
    expect(pageAfterRecount(3, 3)).toBe(3);
  });
});

describe('paginationItems', () => {
  it('shows every page when there are 6 or fewer', () => {
    expect(paginationItems(1, 1)).toEqual([1]);
    expect(paginationItems(3, 6)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('shows first, last and a window of 3 with ellipses beyond 6', () => {
    expect(paginationItems(1, 10)).toEqual([1, 2, 3, 4, 'ellipsis-end', 10]);
    expect(paginationItems(5, 10)).toEqual([1, 'ellipsis-start', 4, 5, 6, 'ellipsis-end', 10]);
    expect(paginationItems(10, 10)).toEqual([1, 'ellipsis-start', 7, 8, 9, 10]);
    expect(paginationItems(2, 7)).toEqual([1, 2, 3, 4, 'ellipsis-end', 7]);
  });

  it('never shows more than 3 page buttons between first and last', () => {
    for (let page = 1; page <= 50; page += 1) {
      const middle = paginationItems(page, 50)
        .slice(1, -1)
        .filter((item) => typeof item === 'number');
      expect(middle.length).toBeLessThanOrEqual(3);
      expect(paginationItems(page, 50)).toContain(page);
    }
  });
});
