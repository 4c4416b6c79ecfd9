export { deepEqual } from './deep-equal.ts';
export { listKeys, type QueryCall } from './list-keys.ts';
export { DEX_DATA_ERROR_TITLE, useListState, type ListState } from './use-list-state.ts';
export { prefetchList, type ListPrefetch } from './list-prefetch.ts';
export { DEBOUNCE_MS, useDebouncedValue } from './use-debounced-value.ts';
export { parseWholeNumber, type TopFilterSet } from './top-filters.ts';
export { useFavoriteToggle } from './use-favorite-toggle.ts';
export { useTopScreen } from './use-top-screen.ts';
export { prefetchTop, type TopLoadFilters } from './top-list-query.ts';
export {
  DEX_NETWORKS,
  dexNetworkParam,
  type DexNetwork,
  type NetworkChoice,
} from './dex-network.ts';
export {
  sparklineWindowLabel,
  topSparklineWindow,
  type SparklineWindow,
} from './use-page-sparklines.ts';
export { PageSparklinesScope } from './page-sparklines-scope.ts';
export { useRiskFilter } from './risk-filter.ts';
export {
  cexCoinNameLink,
  dexRowPageLink,
  dexTokenNameLink,
  tokenPageLink,
} from './token-page-link.ts';
export { dexLinkedToken, rowWalletsHref } from './row-wallets-link.ts';
export { resolveDetailWindow } from './detail-window.ts';
