import { useCallback, useMemo } from 'react';
import {
  addCexFavorite,
  fetchCexTopAccumulations,
  prefetchTop,
  removeCexFavorite,
  useTopScreen,
  type CexTopAccumulationRow,
  type ScreenPrefetchContext,
  type TopLoadFilters,
  PATHS,
} from '@flowscope/shared-api';
import { useHiddenTokens } from './hidden-tokens.ts';

function loadRows(filters: TopLoadFilters, signal: AbortSignal) {
  return fetchCexTopAccumulations({
    fromDatetime: filters.dateRange.fromDatetime,
    // Only a custom range has an end; a tab means "up to now".
    toDatetime: filters.customRange ? filters.dateRange.toDatetime : null,
    minMarketCap: filters.minMarketCap,
    maxMarketCap: filters.maxMarketCap,
    signal,
  });
}

const searchableText = (row: CexTopAccumulationRow) => [row.tokenName, row.symbol];

/** The rows for the page's URL, loaded before the screen asks (the page's first load). */
export function prefetchTopAccumulations({ queryClient, search }: ScreenPrefetchContext) {
  return prefetchTop(queryClient, { call: PATHS.cexTopAccumulations, load: loadRows, search });
}

/** Top Accumulations CEX: the Top screen engine, plus the rows the trader removed. */
export function useTopAccumulations() {
  const screen = useTopScreen({
    call: PATHS.cexTopAccumulations,
    market: 'cex',
    load: loadRows,
    errorTitle: 'Failed to Load Data',
    addFavorite: addCexFavorite,
    removeFavorite: removeCexFavorite,
    searchableText,
  });
  const hidden = useHiddenTokens((state) => state.symbols);
  const hide = useHiddenTokens((state) => state.hide);
  const showAllHidden = useHiddenTokens((state) => state.showAll);
  const rows = useMemo(
    () => screen.rows.filter((row) => !hidden.includes(row.symbol)),
    [screen.rows, hidden],
  );
  const hiddenCount = useMemo(
    () => screen.list.data.filter((row) => hidden.includes(row.symbol)).length,
    [screen.list.data, hidden],
  );
  return {
    ...screen,
    rows,
    removeRow: useCallback((row: CexTopAccumulationRow) => hide(row.symbol), [hide]),
    hiddenCount,
    showAllHidden,
  };
}
