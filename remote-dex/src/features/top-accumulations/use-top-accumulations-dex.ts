import {
  addDexFavorite,
  dexNetworkParam,
  fetchDexTopAccumulations,
  prefetchTop,
  removeDexFavorite,
  useTopScreen,
  type DexTopAccumulationRow,
  type ScreenPrefetchContext,
  type TopLoadFilters,
  PATHS,
  DEX_DATA_ERROR_TITLE,
} from '@flowscope/shared-api';
import { tokenFilterParam } from './token-filter.ts';

/** The screen's own filters, kept in the URL beside the common ones. */
const EXTRA_FILTERS = { network: dexNetworkParam, tokenFilter: tokenFilterParam };

/** The caps go to the API, which applies them (data-screens §5); nothing is capped here. */
function loadRows(filters: TopLoadFilters<typeof EXTRA_FILTERS>, signal: AbortSignal) {
  return fetchDexTopAccumulations({
    fromDatetime: filters.dateRange.fromDatetime,
    // Only a custom range has an end; a tab means "up to now".
    toDatetime: filters.customRange ? filters.dateRange.toDatetime : null,
    tokenFilter: filters.extra.tokenFilter,
    minMarketCap: filters.minMarketCap,
    maxMarketCap: filters.maxMarketCap,
    filterNetwork: filters.extra.network,
    signal,
  });
}

const searchableText = (row: DexTopAccumulationRow) => [row.tokenName, row.ticker];

/** The rows for the page's URL, loaded before the screen asks (the page's first load). */
export function prefetchTopAccumulationsDex({ queryClient, search }: ScreenPrefetchContext) {
  return prefetchTop(queryClient, {
    call: PATHS.dexTopAccumulations,
    load: loadRows,
    extraFilters: EXTRA_FILTERS,
    search,
  });
}

/** Top Accumulations DEX on the Top screen engine, with its network and token filter. */
export function useTopAccumulationsDex() {
  return useTopScreen({
    call: PATHS.dexTopAccumulations,
    market: 'dex',
    load: loadRows,
    errorTitle: 'Failed to Load DEX Data',
    invalidResponseTitle: DEX_DATA_ERROR_TITLE,
    addFavorite: addDexFavorite,
    removeFavorite: removeDexFavorite,
    searchableText,
    extraFilters: EXTRA_FILTERS,
  });
}
