import { useCallback, useMemo, useState } from 'react';
import {
  addCexFavorite,
  addDexFavorite,
  removeCexFavorite,
  removeDexFavorite,
  searchTokens,
  useFavoriteToggle,
  useIsAuthenticated,
  useListState,
  usePremiumRedirect,
  type SearchResultRow,
} from '@flowscope/shared-api';
import { textParam, useUrlParams } from '@flowscope/shared-ui';

/** The search text lives in the URL as `query` (spec §2), so results can be shared and reloaded. */
const SEARCH_PARAMS = { query: textParam('query') };

const NO_ROWS: SearchResultRow[] = [];

function loadResults(filters: { query: string }, signal: AbortSignal) {
  return searchTokens(filters.query, { signal });
}

const addFavorite = (row: SearchResultRow) =>
  row.isCex ? addCexFavorite(row) : addDexFavorite(row);
const removeFavorite = (row: SearchResultRow) =>
  row.isCex ? removeCexFavorite(row) : removeDexFavorite(row);

/** What identifies a result across answers: the venue and the coin or the contract. */
const resultKey = (row: SearchResultRow) =>
  row.isCex ? `cex:${row.symbol}` : `${row.network}:${row.address ?? row.tokenName}`;

/**
 * The Search screen's state: the query from the URL, its results (called only when the query
 * changes, never for an empty one) and the favourite star. A star changes only its row: the
 * search is not run again for it.
 */
export function useSearchResults() {
  const { values } = useUrlParams(SEARCH_PARAMS);
  const query = values.query.trim();
  const filters = useMemo(() => ({ query }), [query]);
  const list = useListState({
    load: loadResults,
    filters,
    initialData: NO_ROWS,
    errorTitle: 'Failed to Load Data',
    enabled: query !== '',
  });
  const signedIn = useIsAuthenticated();
  const goToPremium = usePremiumRedirect();

  // Stars flipped since the answer arrived, per query so a new search starts clean.
  const [flipped, setFlipped] = useState<{ query: string; favorites: Map<string, boolean> }>({
    query,
    favorites: new Map(),
  });
  const overrides = flipped.query === query ? flipped.favorites : null;
  const rows = useMemo(
    () =>
      overrides === null || overrides.size === 0
        ? list.data
        : list.data.map((row) => {
            const favorite = overrides.get(resultKey(row));
            return favorite === undefined ? row : { ...row, favorites: favorite };
          }),
    [list.data, overrides],
  );

  const toggle = useFavoriteToggle<SearchResultRow>({
    add: addFavorite,
    remove: removeFavorite,
    onPremiumRequired: () => goToPremium('favorite'),
  });
  const toggleFavorite = useCallback(
    async (row: SearchResultRow) => {
      const done = await toggle(row);
      if (!done) return;
      setFlipped((current) => {
        const favorites = new Map(current.query === query ? current.favorites : []);
        favorites.set(resultKey(row), !row.favorites);
        return { query, favorites };
      });
    },
    [toggle, query],
  );

  return { query, list, rows, signedIn, toggleFavorite, rowKey: resultKey };
}
