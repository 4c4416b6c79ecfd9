import {
  addCexFavorite,
  fetchCexTopHoldings,
  removeCexFavorite,
  useTopScreen,
  type CexTopHoldingRow,
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
