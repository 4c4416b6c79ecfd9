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
 * The Search screen's state: the query from the URL, its results (called when the query
 * changes, never for an empty one) and the favourite star. A successful star flips its row at
 * once and reloads the results silently (spec §4: the data is reloaded after a toggle); the
 * flip holds only until that answer arrives, so the server's word is what stays.
 */
export function useSearchResults() {
  const { values } = useUrlParams(SEARCH_PARAMS);
  const query = values.query.trim();
  const filters = useMemo(() => ({ query }), [query]);
  const list = useListState({
    call: 'search',
    load: loadResults,
    filters,
    initialData: NO_ROWS,
    errorTitle: 'Failed to Load Data',
    enabled: query !== '',
  });
  const signedIn = useIsAuthenticated();
  const goToPremium = usePremiumRedirect();

  // Stars flipped since the answer on screen arrived; the next answer replaces them.
  const [flipped, setFlipped] = useState<{
    answer: SearchResultRow[];
    favorites: Map<string, boolean>;
  }>({ answer: list.data, favorites: new Map() });
  const overrides = flipped.answer === list.data ? flipped.favorites : null;
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

  const { reload } = list;
  const toggle = useFavoriteToggle<SearchResultRow>({
    add: addFavorite,
    remove: removeFavorite,
    onPremiumRequired: () => goToPremium('favorite'),
    onChanged: () => reload({ silent: true }),
  });
  const answer = list.data;
  const toggleFavorite = useCallback(
    async (row: SearchResultRow) => {
      const done = await toggle(row);
      if (!done) return;
      setFlipped((current) => {
        const favorites = new Map(current.answer === answer ? current.favorites : []);
        favorites.set(resultKey(row), !row.favorites);
        return { answer, favorites };
      });
    },
    [toggle, answer],
  );

  return { query, list, rows, signedIn, toggleFavorite, rowKey: resultKey };
}
