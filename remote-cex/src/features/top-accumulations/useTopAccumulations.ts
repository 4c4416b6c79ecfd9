import { useCallback, useMemo } from 'react';
import { useNavigate } from 'react-router';
import {
  addCexFavorite,
  fetchCexTopAccumulations,
  removeCexFavorite,
  routeTo,
  useFavoriteToggle,
  useIsAuthenticated,
  useListState,
  useTopFilters,
  type CexTopAccumulationRow,
  type TopApiFilters,
  type TopFilterSet,
} from '@flowscope/shared-api';
import { useHiddenTokens } from './hidden-tokens.ts';

const LOAD_ERROR_TITLE = 'Failed to Load Data';
const NO_ROWS: CexTopAccumulationRow[] = [];

function loadRows(filters: TopApiFilters & { custom: boolean }, signal: AbortSignal) {
  return fetchCexTopAccumulations({
    fromDatetime: filters.dateRange.fromDatetime,
    // Only a custom range has an end; a tab means "up to now".
    toDatetime: filters.custom ? filters.dateRange.toDatetime : null,
    minMarketCap: filters.minMarketCap,
    maxMarketCap: filters.maxMarketCap,
    signal,
  });
}

/** The search box filters the loaded list on the client by name or symbol. */
function matchesSearch(row: CexTopAccumulationRow, query: string): boolean {
  if (query === '') return true;
  const needle = query.toLowerCase();
  return row.tokenName.toLowerCase().includes(needle) || row.symbol.toLowerCase().includes(needle);
}

export function visibleRows(
  rows: readonly CexTopAccumulationRow[],
  filters: Pick<TopFilterSet, 'searchQuery'>,
  hidden: readonly string[],
): CexTopAccumulationRow[] {
  const hiddenSet = new Set(hidden);
  return rows.filter(
    (row) => !hiddenSet.has(row.symbol) && matchesSearch(row, filters.searchQuery),
  );
}

/** Everything Top Accumulations CEX shows: URL filters → API → rows, favourites, removals. */
export function useTopAccumulations() {
  const topFilters = useTopFilters();
  const navigate = useNavigate();
  const signedIn = useIsAuthenticated();
  const apiFilters = useMemo(
    () => ({ ...topFilters.apiFilters, custom: topFilters.filters.customDateRange !== null }),
    [topFilters.apiFilters, topFilters.filters.customDateRange],
  );
  const list = useListState({
    load: loadRows,
    filters: apiFilters,
    initialData: NO_ROWS,
    errorTitle: LOAD_ERROR_TITLE,
  });
  const hidden = useHiddenTokens((state) => state.symbols);
  const hide = useHiddenTokens((state) => state.hide);
  const showAllHidden = useHiddenTokens((state) => state.showAll);

  const rows = useMemo(
    () => visibleRows(list.data, topFilters.filters, hidden),
    [list.data, topFilters.filters, hidden],
  );
  const hiddenInList = useMemo(
    () => list.data.filter((row) => hidden.includes(row.symbol)).length,
    [list.data, hidden],
  );

  const { reload } = list;
  const toggleFavourite = useFavoriteToggle<CexTopAccumulationRow>({
    add: addCexFavorite,
    remove: removeCexFavorite,
    onPremiumRequired: () => void navigate(routeTo.screen('premium')),
    onChanged: () => reload({ silent: true }),
  });

  return {
    topFilters,
    list,
    rows,
    signedIn,
    toggleFavourite,
    removeRow: useCallback((row: CexTopAccumulationRow) => hide(row.symbol), [hide]),
    hiddenCount: hiddenInList,
    showAllHidden,
  };
}
