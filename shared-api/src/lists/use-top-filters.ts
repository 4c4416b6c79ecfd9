import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  parseWholeNumber,
  resolveDateRange,
  type CustomDateRange,
  type TimePeriod,
  type TopApiFilters,
  type TopFilterSet,
} from './top-filters.ts';
import { readTopQuery, writeTopQuery, type TopQueryChange } from './top-query.ts';
import { DEBOUNCE_MS, useDebouncedValue } from './use-debounced-value.ts';

export interface UseTopFiltersOptions {
  debounceMs?: number;
}

export interface TopFilters {
  /** What the inputs show, as typed. */
  inputs: { searchQuery: string; minMarketCap: string; maxMarketCap: string };
  /** The combined filter set: text and caps after the 500 ms pause, periods at once. */
  filters: TopFilterSet;
  /** What the API sees; give it to useListState as its filters. */
  apiFilters: TopApiFilters;
  setSearchQuery: (text: string) => void;
  setMinMarketCap: (text: string) => void;
  setMaxMarketCap: (text: string) => void;
  /** Choosing a tab drops a custom range. */
  setSelectedTimePeriod: (period: TimePeriod) => void;
  /** A custom range overrides the tab; null returns to the tab. */
  setCustomDateRange: (range: CustomDateRange | null) => void;
}

/**
 * Filter state of the four Top screens (data-screens §2, §4), kept in the URL query so a
 * view can be shared and survives a reload. Every change goes back to page 1.
 */
export function useTopFilters(options: UseTopFiltersOptions = {}): TopFilters {
  const { debounceMs = DEBOUNCE_MS } = options;
  const [params, setParams] = useSearchParams();
  const query = readTopQuery(params);

  // One pause for all typed fields, so editing min and max together makes one request.
  const typed = useDebouncedValue(
    JSON.stringify([query.searchQuery, query.minMarketCap, query.maxMarketCap]),
    debounceMs,
  );
  const [searchQuery, minText, maxText] = JSON.parse(typed) as [string, string, string];

  const period = query.selectedTimePeriod;
  const rangeFrom = query.customDateRange?.from ?? null;
  const rangeTo = query.customDateRange?.to ?? null;
  const customDateRange = useMemo(
    () => (rangeFrom && rangeTo ? { from: rangeFrom, to: rangeTo } : null),
    [rangeFrom, rangeTo],
  );
  // Fixed when the period is chosen (or the page loads), so the window does not move on
  // every render and a Retry asks for the same window.
  const dateRange = useMemo(
    // Reading the clock here is the point: the window ends when the period is chosen.
    // eslint-disable-next-line react-hooks/purity
    () => resolveDateRange(period, customDateRange, Date.now()),
    [period, customDateRange],
  );

  const change = useCallback(
    (next: TopQueryChange) =>
      setParams((current) => writeTopQuery(current, next), { replace: true }),
    [setParams],
  );

  const minMarketCap = parseWholeNumber(minText);
  const maxMarketCap = parseWholeNumber(maxText);
  const filters = useMemo<TopFilterSet>(
    () => ({
      searchQuery: searchQuery.trim(),
      selectedTimePeriod: period,
      customDateRange,
      dateRange,
      minMarketCap,
      maxMarketCap,
    }),
    [searchQuery, period, customDateRange, dateRange, minMarketCap, maxMarketCap],
  );
  const apiFilters = useMemo<TopApiFilters>(
    () => ({ dateRange, minMarketCap, maxMarketCap }),
    [dateRange, minMarketCap, maxMarketCap],
  );

  return {
    inputs: {
      searchQuery: query.searchQuery,
      minMarketCap: query.minMarketCap,
      maxMarketCap: query.maxMarketCap,
    },
    filters,
    apiFilters,
    setSearchQuery: useCallback((searchQuery: string) => change({ searchQuery }), [change]),
    setMinMarketCap: useCallback((minMarketCap: string) => change({ minMarketCap }), [change]),
    setMaxMarketCap: useCallback((maxMarketCap: string) => change({ maxMarketCap }), [change]),
    setSelectedTimePeriod: useCallback(
      (selectedTimePeriod: TimePeriod) => change({ selectedTimePeriod, customDateRange: null }),
      [change],
    ),
    setCustomDateRange: useCallback(
      (customDateRange: CustomDateRange | null) => change({ customDateRange }),
      [change],
    ),
  };
}
