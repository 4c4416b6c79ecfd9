import {
  addCexFavorite,
  fetchCexTopHoldings,
  prefetchTop,
  removeCexFavorite,
  useTopScreen,
  type CexTopHoldingRow,
  type ScreenPrefetchContext,
  type TopLoadFilters,
  PATHS,
} from '@flowscope/shared-api';

/** Holdings have no time tabs: the call keeps its default window (the last 720 hours). */
function loadRows(filters: TopLoadFilters, signal: AbortSignal) {
  return fetchCexTopHoldings({
    minCap: filters.minMarketCap,
    maxCap: filters.maxMarketCap,
    signal,
  });
}

const searchableText = (row: CexTopHoldingRow) => [row.tokenName, row.symbol];

/** The rows for the page's URL, loaded before the screen asks (the page's first load). */
export function prefetchTopHoldings({ queryClient, search }: ScreenPrefetchContext) {
  return prefetchTop(queryClient, { call: PATHS.cexTopHoldings, load: loadRows, search });
}

/** Top Holdings CEX on the Top screen engine. */
export function useTopHoldings() {
  return useTopScreen({
    call: PATHS.cexTopHoldings,
    market: 'cex',
    load: loadRows,
    errorTitle: 'Failed to Load Holders Data',
    addFavorite: addCexFavorite,
    removeFavorite: removeCexFavorite,
    searchableText,
  });
}
