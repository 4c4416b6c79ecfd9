export { deepEqual } from './deep-equal.ts';
export {
  ANONYMOUS_USER,
  FAVORITE_LIST_CALLS,
  listKeys,
  listQueryOptions,
  type QueryCall,
  type ListQuery,
} from './list-keys.ts';
export {
  DEX_DATA_ERROR_TITLE,
  useListState,
  type ListState,
  type UseListStateOptions,
} from './use-list-state.ts';
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
export { useFavoriteToggle } from './use-favorite-toggle.ts';
export {
  matchesSearch,
  TOP_REFETCH_INTERVAL_MS,
  useTopScreen,
  type ExtraFilterParams,
  type TopLoadFilters,
  type TopScreen,
  type UseTopScreenOptions,
} from './use-top-screen.ts';
export {
  DEX_NETWORKS,
  dexNetworkParam,
  type DexNetwork,
  type NetworkChoice,
} from './dex-network.ts';
export {
  rowLineKey,
  sparklineWindowLabel,
  topSparklineWindow,
  usePageSparklines,
  type PageSparklines,
  type PageSparklinesOptions,
  type SparklineWindow,
} from './use-page-sparklines.ts';
export { hideRiskyParam, useRiskFilter, type RiskFilter } from './risk-filter.ts';
export {
  cexCoinNameLink,
  dexRowPageLink,
  dexTokenNameLink,
  tokenPageLink,
  type TokenPageRef,
} from './token-page-link.ts';
export { dexLinkedToken, rowWalletsHref } from './row-wallets-link.ts';
export { resolveDetailWindow, type DetailWindow } from './detail-window.ts';
