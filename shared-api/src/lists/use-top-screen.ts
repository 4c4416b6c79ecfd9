import { useMemo } from 'react';
import { useUrlParams, type UrlParamsState } from '@flowscope/core';
import type { FavoriteChange } from '../endpoints/shared/results.ts';
import { usePremiumRedirect } from '../premium/premium-redirect.ts';
import { useSessionStore } from '../session/session-store.ts';
import type { FavoriteRowLike } from '../favorites/use-favorite-change.ts';
import type { FavoritesMarket } from '../favorites/favorite-token-key.ts';
import { PAGE_QUERY_KEY } from './top-query.ts';
import {
  topListLoad,
  type ExtraFilterParams,
  type TopLoad,
  type TopView,
} from './top-list-query.ts';
import { useFavoriteToggle } from './use-favorite-toggle.ts';
import type { QueryCall } from './list-keys.ts';
import { useListState, type ListState } from './use-list-state.ts';
import { useTopFilters, type TopFilters } from './use-top-filters.ts';

/** The spec promises data at most a minute old: an open table refetches this often. */
export const TOP_REFETCH_INTERVAL_MS = 60_000;

export interface UseTopScreenOptions<Row, Extra extends ExtraFilterParams> {
  /** The call, e.g. PATHS.cexTopAccumulations: its answers are cached under it. */
  call: QueryCall;
  load: TopLoad<Row, Extra>;
  /** The spec's load-failure notification title, e.g. 'Failed to Load Data'. */
  errorTitle: string;
  /** The title of a malformed answer, e.g. 'DEX Data Error'. */
  invalidResponseTitle?: string;
  /** Whose favourites the stars are. */
  market: FavoritesMarket;
  addFavorite: (row: Row) => Promise<FavoriteChange>;
  removeFavorite: (row: Row) => Promise<FavoriteChange>;
  /** The texts the search box matches (name, symbol, ticker, coin). */
  searchableText: (row: Row) => readonly string[];
  /**
   * Filters only this screen has, declared once with their URL codec and default (a module
   * constant). They join the reload key and, like the others, send the table to page 1.
   */
  extraFilters?: Extra;
}

export interface TopScreen<Row, Extra extends ExtraFilterParams = ExtraFilterParams> {
  topFilters: TopFilters;
  /** The screen's own filters, read from the URL, and their setter. */
  extra: UrlParamsState<Extra>;
  list: ListState<Row[]>;
  /** The loaded rows that match the search box; sorting and paging come after. */
  rows: Row[];
  signedIn: boolean;
  toggleFavorite: (row: Row) => Promise<boolean>;
}

const NO_ROWS: never[] = [];
const NO_EXTRA_FILTERS = {};
const RESET_ON_CHANGE = [PAGE_QUERY_KEY];

/** The search box filters the loaded list on the client (data-screens §5). */
function matchesSearch(texts: readonly string[], query: string): boolean {
  if (query === '') return true;
  const needle = query.toLowerCase();
  return texts.some((text) => text.toLowerCase().includes(needle));
}

/**
 * The engine every Top screen (CEX and DEX) runs on: URL filters → API call → rows that
 * match the search, with the favourite toggle (Non-premium goes to /premium).
 */
export function useTopScreen<
  Row extends FavoriteRowLike,
  Extra extends ExtraFilterParams = Record<never, never>,
>(options: UseTopScreenOptions<Row, Extra>): TopScreen<Row, Extra> {
  const topFilters = useTopFilters();
  const extra = useUrlParams((options.extraFilters ?? NO_EXTRA_FILTERS) as Extra, {
    resetKeys: RESET_ON_CHANGE,
  });
  const goToPremium = usePremiumRedirect();
  const signedIn = useSessionStore((state) => state.user !== null);
  const { apiFilters, filters } = topFilters;
  const { minMarketCap, maxMarketCap } = apiFilters;
  const range = filters.customDateRange;
  const rangeFrom = range === null ? null : String(range.from);
  const rangeTo = range === null ? null : String(range.to);
  const view = useMemo<TopView<Extra>>(
    () => ({
      period: filters.selectedTimePeriod,
      range: rangeFrom !== null && rangeTo !== null ? { from: rangeFrom, to: rangeTo } : null,
      minMarketCap,
      maxMarketCap,
      extra: extra.values,
    }),
    [filters.selectedTimePeriod, rangeFrom, rangeTo, minMarketCap, maxMarketCap, extra.values],
  );
  const list = useListState<Row[], TopView<Extra>>({
    call: options.call,
    load: topListLoad(options.load),
    filters: view,
    initialData: NO_ROWS,
    errorTitle: options.errorTitle,
    ...(options.invalidResponseTitle === undefined
      ? {}
      : { invalidResponseTitle: options.invalidResponseTitle }),
    refetchIntervalMs: TOP_REFETCH_INTERVAL_MS,
  });
  const { searchableText } = options;
  const rows = useMemo(
    () => list.data.filter((row) => matchesSearch(searchableText(row), filters.searchQuery)),
    [list.data, searchableText, filters.searchQuery],
  );
  const toggleFavorite = useFavoriteToggle<Row>({
    add: options.addFavorite,
    remove: options.removeFavorite,
    marketOf: () => options.market,
    onPremiumRequired: () => goToPremium('favorite'),
  });
  return { topFilters, extra, list, rows, signedIn, toggleFavorite };
}
