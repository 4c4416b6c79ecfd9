/* eslint-disable react-hooks/preserve-manual-memoization -- the compiler cannot prove the URL-derived values stay unmodified; the memos here are keyed on primitives and are correct. */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
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
  const urlTyped = typedKey(query.searchQuery, query.minMarketCap, query.maxMarketCap);

  const change = useCallback(
    (next: TopQueryChange) =>
      setParams((current) => writeTopQuery(current, next), { replace: true }),
    [setParams],
  );

  // Typed fields answer each key at once from local state; the URL (and so the API) follows
  // after the pause. Bound straight to the URL, fast typing would lose keys while each
  // navigation commits.
  const [typed, setTyped] = useState(urlTyped);
  const settled = useDebouncedValue(typed, debounceMs);
  const written = useRef(urlTyped);
  useEffect(() => {
    if (settled === written.current) return;
    written.current = settled;
    const [searchQuery, minMarketCap, maxMarketCap] = parseTypedKey(settled);
    change({ searchQuery, minMarketCap, maxMarketCap });
  }, [settled, change]);
  // A URL changed from outside (Back, a shared link) replaces what the fields show.
  useEffect(() => {
    if (urlTyped === written.current) return;
    written.current = urlTyped;
    setTyped(urlTyped);
  }, [urlTyped]);
  const [searchInput, minInput, maxInput] = parseTypedKey(typed);

  const period = query.selectedTimePeriod;
  const rangeFrom = query.customDateRange?.from ?? null;
  const rangeTo = query.customDateRange?.to ?? null;
  // Fixed when the period is chosen (or the page loads), so the window does not move on
  // every render and a Retry asks for the same window.
  const { customDateRange, dateRange } = useMemo(() => {
    const range = rangeFrom && rangeTo ? { from: rangeFrom, to: rangeTo } : null;
    // Reading the clock here is the point: the window ends when the period is chosen.
    // eslint-disable-next-line react-hooks/purity
    return { customDateRange: range, dateRange: resolveDateRange(period, range, Date.now()) };
  }, [period, rangeFrom, rangeTo]);

  const minMarketCap = parseWholeNumber(query.minMarketCap);
  const maxMarketCap = parseWholeNumber(query.maxMarketCap);
  const searchQuery = query.searchQuery.trim();
  const filters = useMemo<TopFilterSet>(
    () => ({
      searchQuery,
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

  const type = useCallback(
    (index: 0 | 1 | 2, text: string) =>
      setTyped((current) => {
        const fields = parseTypedKey(current).map((field, at) => (at === index ? text : field));
        return typedKey(fields[0] ?? '', fields[1] ?? '', fields[2] ?? '');
      }),
    [],
  );

  return {
    inputs: { searchQuery: searchInput, minMarketCap: minInput, maxMarketCap: maxInput },
    filters,
    apiFilters,
    setSearchQuery: useCallback((text: string) => type(0, text), [type]),
    setMinMarketCap: useCallback((text: string) => type(1, text), [type]),
    setMaxMarketCap: useCallback((text: string) => type(2, text), [type]),
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

/** The three typed fields as one comparable value, so one pause covers them all. */
function typedKey(search: string, min: string, max: string): string {
  return JSON.stringify([search, min, max]);
}

function parseTypedKey(key: string): [string, string, string] {
  return JSON.parse(key) as [string, string, string];
}
