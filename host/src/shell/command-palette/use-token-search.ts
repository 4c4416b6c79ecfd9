import { useEffect, useState } from 'react';
import {
  DEBOUNCE_MS,
  searchTokens,
  useDebouncedValue,
  type SearchResultRow,
} from '@flowscope/shared-api';

export type TokenSearch = (
  query: string,
  options: { signal: AbortSignal },
) => Promise<SearchResultRow[]>;

interface Answer {
  query: string;
  results: readonly SearchResultRow[];
  failed: boolean;
}

export interface TokenSearchState {
  /** The query the results answer (the typed one, 500 ms after the last key). */
  query: string;
  results: readonly SearchResultRow[];
  searching: boolean;
  failed: boolean;
}

/**
 * Tokens for the typed text through POST /search, 500 ms after the last key (the spec's
 * search rule); an older answer that arrives late is dropped.
 */
export function useTokenSearch(
  typed: string,
  search: TokenSearch = searchTokens,
): TokenSearchState {
  const query = useDebouncedValue(typed.trim(), DEBOUNCE_MS);
  const [answer, setAnswer] = useState<Answer>({ query: '', results: [], failed: false });
  useEffect(() => {
    if (query === '') return undefined;
    const controller = new AbortController();
    search(query, { signal: controller.signal }).then(
      (results) => {
        if (!controller.signal.aborted) setAnswer({ query, results, failed: false });
      },
      () => {
        if (!controller.signal.aborted) setAnswer({ query, results: [], failed: true });
      },
    );
    return () => controller.abort();
  }, [query, search]);
  if (query === '') return { query, results: [], searching: false, failed: false };
  // Until the answer for this query arrives, the last one stays (no flicker) and is marked.
  return { ...answer, searching: answer.query !== query };
}
