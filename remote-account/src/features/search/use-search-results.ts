import { useMemo } from 'react';
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
  PATHS,
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
 * changes, never for an empty one) and the favourite star. A star flips its row at once (and
 * the same token on every other cached list); afterwards the results are reloaded silently
 * (spec §4), so the server's word is what stays, and a refusal puts the star back.
 */
export function useSearchResults() {
  const { values } = useUrlParams(SEARCH_PARAMS);
  const query = values.query.trim();
  const filters = useMemo(() => ({ query }), [query]);
  const list = useListState({
    call: PATHS.search,
    load: loadResults,
    filters,
    initialData: NO_ROWS,
    errorTitle: 'Failed to Load Data',
    enabled: query !== '',
  });
  const signedIn = useIsAuthenticated();
  const goToPremium = usePremiumRedirect();

  const toggleFavorite = useFavoriteToggle<SearchResultRow>({
    marketOf: (row) => (row.isCex ? 'cex' : 'dex'),
    add: addFavorite,
    remove: removeFavorite,
    onPremiumRequired: () => goToPremium('favorite'),
  });

  return { query, list, rows: list.data, signedIn, toggleFavorite, rowKey: resultKey };
}
