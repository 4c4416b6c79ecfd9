import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { canLoadMore, FEED_PAGE_SIZE, feedTotalPages, nextFeedPage } from './feed-pager.ts';
import { useFeedPager } from './use-feed-pager.ts';

const items = Array.from({ length: 45 }, (_, index) => index + 1);

describe('feed paging rules', () => {
  it('uses 20 per page', () => {
    expect(FEED_PAGE_SIZE).toBe(20);
    expect(feedTotalPages(45)).toBe(3);
    expect(feedTotalPages(0)).toBe(0);
  });

  it('advances by one only while not loading and currentPage < totalPages', () => {
    expect(nextFeedPage({ currentPage: 1, totalPages: 3 }, false)).toBe(2);
    expect(nextFeedPage({ currentPage: 1, totalPages: 3 }, true)).toBe(1);
    expect(nextFeedPage({ currentPage: 3, totalPages: 3 }, false)).toBe(3);
    expect(canLoadMore({ currentPage: 2, totalPages: 3 }, false)).toBe(true);
    expect(canLoadMore({ currentPage: 0, totalPages: 0 }, false)).toBe(false);
  });
});

describe('useFeedPager', () => {
  it('shows 20 more items per Load More until the last page', () => {
    const { result } = renderHook(() => useFeedPager(items, { loading: false }));
    expect(result.current).toMatchObject({ currentPage: 1, totalPages: 3, hasMore: true });
    expect(result.current.visibleItems).toHaveLength(20);
    act(() => result.current.loadMore());
    expect(result.current.visibleItems).toHaveLength(40);
    act(() => result.current.loadMore());
    expect(result.current).toMatchObject({ currentPage: 3, hasMore: false });
    expect(result.current.visibleItems).toHaveLength(45);
    act(() => result.current.loadMore());
    expect(result.current.currentPage).toBe(3);
  });

  it('does not advance while loading', () => {
    const { result } = renderHook(() => useFeedPager(items, { loading: true }));
    expect(result.current.hasMore).toBe(false);
    act(() => result.current.loadMore());
    expect(result.current.currentPage).toBe(1);
  });

  it('starts again at page 1 when the reset key changes in content', () => {
    const { result, rerender } = renderHook(
      (key: { network: string }) => useFeedPager(items, { loading: false, resetKey: key }),
      { initialProps: { network: '' } },
    );
    act(() => result.current.loadMore());
    rerender({ network: '' });
    expect(result.current.currentPage).toBe(2);
    rerender({ network: 'base' });
    expect(result.current.currentPage).toBe(1);
  });
});
