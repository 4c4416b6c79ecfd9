import { useCallback, useMemo, useState } from 'react';
import {
  DEFAULT_TIME_PERIOD,
  parseWholeNumber,
  resolveDateRange,
  type CustomDateRange,
  type DateRange,
  type TimePeriod,
  type TopApiFilters,
  type TopFilterSet,
} from './top-filters.ts';
import { DEBOUNCE_MS, useDebouncedValue } from './use-debounced-value.ts';

export interface UseTopFiltersOptions {
  initialTimePeriod?: TimePeriod;
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

interface PeriodState {
  selectedTimePeriod: TimePeriod;
  customDateRange: CustomDateRange | null;
  /** Fixed when the period is chosen, so the window does not move on every render. */
  dateRange: DateRange;
}

/** Filter state of the four Top screens (data-screens §2, §4). */
export function useTopFilters(options: UseTopFiltersOptions = {}): TopFilters {
  const { initialTimePeriod = DEFAULT_TIME_PERIOD, debounceMs = DEBOUNCE_MS } = options;
  const [searchInput, setSearchQuery] = useState('');
  const [minInput, setMinMarketCap] = useState('');
  const [maxInput, setMaxMarketCap] = useState('');
  const [period, setPeriod] = useState<PeriodState>(() => ({
    selectedTimePeriod: initialTimePeriod,
    customDateRange: null,
    dateRange: resolveDateRange(initialTimePeriod, null, Date.now()),
  }));

  const searchQuery = useDebouncedValue(searchInput, debounceMs);
  const minText = useDebouncedValue(minInput, debounceMs);
  const maxText = useDebouncedValue(maxInput, debounceMs);

  const setSelectedTimePeriod = useCallback((selectedTimePeriod: TimePeriod) => {
    const dateRange = resolveDateRange(selectedTimePeriod, null, Date.now());
    setPeriod({ selectedTimePeriod, customDateRange: null, dateRange });
  }, []);

  const setCustomDateRange = useCallback((customDateRange: CustomDateRange | null) => {
    const now = Date.now();
    setPeriod((previous) => ({
      ...previous,
      customDateRange,
      dateRange: resolveDateRange(previous.selectedTimePeriod, customDateRange, now),
    }));
  }, []);

  const minMarketCap = parseWholeNumber(minText);
  const maxMarketCap = parseWholeNumber(maxText);
  const filters = useMemo<TopFilterSet>(
    () => ({
      searchQuery: searchQuery.trim(),
      selectedTimePeriod: period.selectedTimePeriod,
      customDateRange: period.customDateRange,
      dateRange: period.dateRange,
      minMarketCap,
      maxMarketCap,
    }),
    [searchQuery, period, minMarketCap, maxMarketCap],
  );
  const apiFilters = useMemo<TopApiFilters>(
    () => ({ dateRange: period.dateRange, minMarketCap, maxMarketCap }),
    [period.dateRange, minMarketCap, maxMarketCap],
  );

  return {
    inputs: { searchQuery: searchInput, minMarketCap: minInput, maxMarketCap: maxInput },
    filters,
    apiFilters,
    setSearchQuery,
    setMinMarketCap,
    setMaxMarketCap,
    setSelectedTimePeriod,
    setCustomDateRange,
  };
}
