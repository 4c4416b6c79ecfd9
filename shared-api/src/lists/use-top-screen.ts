import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import type { FavoriteChange } from '../endpoints/shared/results.ts';
import { routeTo } from '../routing/routes.ts';
import { useSessionStore } from '../session/session-store.ts';
import type { FavoriteRowLike } from './favorite-toggle.ts';
import type { TopApiFilters } from './top-filters.ts';
import { useFavoriteToggle } from './use-favorite-toggle.ts';
import { useListState, type ListState } from './use-list-state.ts';
import { useTopFilters, type TopFilters } from './use-top-filters.ts';

/** What a Top screen's call needs: the window, the caps, and whether the window is custom. */
export type TopLoadFilters = TopApiFilters & { customRange: boolean };

export interface UseTopScreenOptions<Row> {
  load: (filters: TopLoadFilters, signal: AbortSignal) => Promise<Row[]>;
  /** The spec's load-failure notification title, e.g. 'Failed to Load Data'. */
  errorTitle: string;
  addFavorite: (row: Row) => Promise<FavoriteChange>;
  removeFavorite: (row: Row) => Promise<FavoriteChange>;
  /** The texts the search box matches (name, symbol, ticker, coin). */
  searchableText: (row: Row) => readonly string[];
}

export interface TopScreen<Row> {
  topFilters: TopFilters;
  list: ListState<Row[]>;
  /** The loaded rows that match the search box; sorting and paging come after. */
  rows: Row[];
  signedIn: boolean;
  toggleFavorite: (row: Row) => Promise<boolean>;
}

const NO_ROWS: never[] = [];

/** The search box filters the loaded list on the client (data-screens §5). */
export function matchesSearch(texts: readonly string[], query: string): boolean {
  if (query === '') return true;
  const needle = query.toLowerCase();
  return texts.some((text) => text.toLowerCase().includes(needle));
}

/**
 * The engine every Top screen (CEX and DEX) runs on: URL filters → API call → rows that
 * match the search, with the favourite toggle (Non-premium goes to /premium).
 */
export function useTopScreen<Row extends FavoriteRowLike>(
  options: UseTopScreenOptions<Row>,
): TopScreen<Row> {
  const topFilters = useTopFilters();
  const navigate = useNavigate();
  const signedIn = useSessionStore((state) => state.user !== null);
  const { apiFilters, filters } = topFilters;
  const customRange = filters.customDateRange !== null;
  const loadFilters = useMemo<TopLoadFilters>(
    () => ({ ...apiFilters, customRange }),
    [apiFilters, customRange],
  );
  const list = useListState<Row[], TopLoadFilters>({
    load: options.load,
    filters: loadFilters,
    initialData: NO_ROWS,
    errorTitle: options.errorTitle,
  });
  const { searchableText } = options;
  const rows = useMemo(
    () => list.data.filter((row) => matchesSearch(searchableText(row), filters.searchQuery)),
    [list.data, searchableText, filters.searchQuery],
  );
  const { reload } = list;
  const toggleFavorite = useFavoriteToggle<Row>({
    add: options.addFavorite,
    remove: options.removeFavorite,
    onPremiumRequired: () => void navigate(routeTo.screen('premium')),
    onChanged: () => reload({ silent: true }),
  });
  return { topFilters, list, rows, signedIn, toggleFavorite };
}
