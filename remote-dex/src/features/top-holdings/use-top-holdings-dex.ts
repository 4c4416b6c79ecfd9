import {
  addDexFavorite,
  dexNetworkParam,
  fetchDexTopHolders,
  prefetchTop,
  removeDexFavorite,
  useTopScreen,
  type DexTopHolderRow,
  type ScreenPrefetchContext,
  type TopLoadFilters,
  PATHS,
  DEX_DATA_ERROR_TITLE,
} from '@flowscope/shared-api';

const EXTRA_FILTERS = { network: dexNetworkParam };

/** Holdings have no time tabs: the call takes only the caps and the network. */
function loadRows(filters: TopLoadFilters<typeof EXTRA_FILTERS>, signal: AbortSignal) {
  return fetchDexTopHolders({
    minCap: filters.minMarketCap,
    maxCap: filters.maxMarketCap,
    filterNetwork: filters.extra.network,
    signal,
  });
}

const searchableText = (row: DexTopHolderRow) => [row.tokenName, row.ticker];

/** The rows for the page's URL, loaded before the screen asks (the page's first load). */
export function prefetchTopHoldingsDex({ queryClient, search }: ScreenPrefetchContext) {
  return prefetchTop(queryClient, {
    call: PATHS.dexTopHolders,
    load: loadRows,
    extraFilters: EXTRA_FILTERS,
    search,
  });
}

/** Top Holdings DEX on the Top screen engine, with its network filter. */
export function useTopHoldingsDex() {
  return useTopScreen({
    call: PATHS.dexTopHolders,
    market: 'dex',
    load: loadRows,
    errorTitle: 'Failed to Load DEX Holders Data',
    invalidResponseTitle: DEX_DATA_ERROR_TITLE,
    addFavorite: addDexFavorite,
    removeFavorite: removeDexFavorite,
    searchableText,
    extraFilters: EXTRA_FILTERS,
  });
}
