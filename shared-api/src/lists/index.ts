export { deepEqual } from './deep-equal.ts';
export type { ListSnapshot } from './list-controller.ts';
export { useListState, type ListState, type UseListStateOptions } from './use-list-state.ts';
export { useDeepStable } from './use-deep-stable.ts';
export { DEBOUNCE_MS, useDebouncedValue } from './use-debounced-value.ts';
export {
  buildTopFilterSet,
  DEFAULT_TIME_PERIOD,
  parseWholeNumber,
  resolveDateRange,
  TIME_PERIOD_HOURS,
  TIME_PERIODS,
  type CalendarDay,
  type CustomDateRange,
  type DateRange,
  type TimePeriod,
  type TopApiFilters,
  type TopFilterInput,
  type TopFilterSet,
} from './top-filters.ts';
export { useTopFilters, type TopFilters, type UseTopFiltersOptions } from './use-top-filters.ts';
export {
  MAX_SEARCH_LENGTH,
  readTopQuery,
  TOP_QUERY_KEYS,
  writeTopQuery,
  type TopQuery,
} from './top-query.ts';
export {
  ADD_FAVORITE_FAILED_TITLE,
  addFavoriteFailedMessage,
  REMOVE_FAVORITE_FAILED_TITLE,
  removeFavoriteFailedMessage,
  toggleFavorite,
  type FavoriteRowLike,
  type FavoriteToggleOptions,
} from './favorite-toggle.ts';
export { useFavoriteToggle } from './use-favorite-toggle.ts';
export { AUTO_REFRESH_SECONDS, useAutoRefresh, type AutoRefresh } from './use-auto-refresh.ts';
export {
  canLoadMore,
  FEED_PAGE_SIZE,
  feedTotalPages,
  nextFeedPage,
  type FeedPage,
} from './feed-pager.ts';
export { useFeedPager, type FeedPager, type UseFeedPagerOptions } from './use-feed-pager.ts';
export {
  matchesSearch,
  useTopScreen,
  type ExtraFilterParams,
  type TopLoadFilters,
  type TopScreen,
  type UseTopScreenOptions,
} from './use-top-screen.ts';
export {
  useFeedScreen,
  type FeedScreenState,
  type UseFeedScreenOptions,
} from './use-feed-screen.ts';
export { LIVE_FEEDS, type LiveFeed } from './live-feeds.ts';
export { LIVE_RELOAD_MIN_MS, useLiveReload, type LiveReloadOptions } from './use-live-reload.ts';
export { useNewItems, type NewItems } from './use-new-items.ts';
export { minActiveWalletsParam } from './min-active-wallets.ts';
export {
  DEX_NETWORKS,
  dexNetworkParam,
  type DexNetwork,
  type NetworkChoice,
} from './dex-network.ts';
