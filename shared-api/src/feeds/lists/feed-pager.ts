/** Spec §9: feeds and the alpha feed show 20 per page. */
export const FEED_PAGE_SIZE = 20;

export interface FeedPage {
  currentPage: number;
  totalPages: number;
}

export function feedTotalPages(itemCount: number, pageSize: number = FEED_PAGE_SIZE): number {
  return Math.ceil(itemCount / pageSize);
}

/** Load More works only while not loading and currentPage < totalPages. */
export function canLoadMore(page: FeedPage, loading: boolean): boolean {
  return !loading && page.currentPage < page.totalPages;
}

/** Load More advances by exactly one page, or stays put when it cannot. */
export function nextFeedPage(page: FeedPage, loading: boolean): number {
  return canLoadMore(page, loading) ? page.currentPage + 1 : page.currentPage;
}
