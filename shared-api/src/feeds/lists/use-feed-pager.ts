import { useCallback, useMemo, useState } from 'react';
import { deepEqual } from '@flowscope/shared-api';
import { canLoadMore, FEED_PAGE_SIZE, feedTotalPages, nextFeedPage } from './feed-pager.ts';

export interface FeedPager<T> {
  currentPage: number;
  totalPages: number;
  /** The items of pages 1..currentPage. */
  visibleItems: T[];
  /** Whether the Load More button shows and works. */
  hasMore: boolean;
  loadMore: () => void;
}

export interface UseFeedPagerOptions {
  loading: boolean;
  pageSize?: number;
  /** When this changes in content (e.g. the filters), paging starts again at page 1. */
  resetKey?: unknown;
}

/** Client-side paging of a loaded feed with Load More (data-screens §4). */
export function useFeedPager<T>(items: readonly T[], options: UseFeedPagerOptions): FeedPager<T> {
  const { loading, pageSize = FEED_PAGE_SIZE, resetKey } = options;
  const [state, setState] = useState({ page: 1, key: resetKey });
  let currentPage = state.page;
  if (!deepEqual(state.key, resetKey)) {
    // Adjusting state while rendering: new filters start again at page 1.
    setState({ page: 1, key: resetKey });
    currentPage = 1;
  }
  const totalPages = feedTotalPages(items.length, pageSize);

  const loadMore = useCallback(() => {
    setState((previous) => ({
      ...previous,
      page: nextFeedPage({ currentPage: previous.page, totalPages }, loading),
    }));
  }, [totalPages, loading]);

  const visibleItems = useMemo(
    () => items.slice(0, currentPage * pageSize),
    [items, currentPage, pageSize],
  );

  return {
    currentPage,
    totalPages,
    visibleItems,
    hasMore: canLoadMore({ currentPage, totalPages }, loading),
    loadMore,
  };
}
