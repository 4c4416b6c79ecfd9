import {
  addDexFavorite,
  dexNetworkParam,
  fetchDexTopHolders,
  removeDexFavorite,
  useTopScreen,
  type DexTopHolderRow,
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
