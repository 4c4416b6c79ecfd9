import {
  DEFAULT_TIME_PERIOD,
  TIME_PERIODS,
  type CustomDateRange,
  type TimePeriod,
} from './top-filters.ts';

/**
 * The Top screens' filters as URL query parameters, so a view can be shared and survives a
 * reload: ?period=7d&from=2025-05-01&to=2025-05-03&q=btc&min=1000&max=5000000.
 */
export const TOP_QUERY_KEYS = {
  period: 'period',
  from: 'from',
  to: 'to',
  search: 'q',
  min: 'min',
  max: 'max',
} as const;

/** Paging restarts at 1 whenever a filter changes (spec §4); the table keeps its page here. */
export const PAGE_QUERY_KEY = 'page';

export interface TopQuery {
  selectedTimePeriod: TimePeriod;
  customDateRange: { from: string; to: string } | null;
  searchQuery: string;
  minMarketCap: string;
  maxMarketCap: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** Long enough for any real query; a pasted novel is cut rather than sent around. */
export const MAX_SEARCH_LENGTH = 200;
const MAX_CAP_LENGTH = 20;

function validDay(text: string | null): string | null {
  if (text === null || !DAY.test(text)) return null;
  const [year, month, day] = text.split('-').map(Number) as [number, number, number];
  const date = new Date(year, month - 1, day);
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day
    ? text
    : null;
}

/** Reads the filters from a URL; odd values fall back to the defaults instead of failing. */
export function readTopQuery(params: URLSearchParams): TopQuery {
  const period = params.get(TOP_QUERY_KEYS.period);
  const from = validDay(params.get(TOP_QUERY_KEYS.from));
  const to = validDay(params.get(TOP_QUERY_KEYS.to));
  return {
    selectedTimePeriod: (TIME_PERIODS as readonly string[]).includes(period ?? '')
      ? (period as TimePeriod)
      : DEFAULT_TIME_PERIOD,
    // A range needs both ends in order (yyyy-MM-dd compares as text).
    customDateRange: from && to && from <= to ? { from, to } : null,
    searchQuery: (params.get(TOP_QUERY_KEYS.search) ?? '').slice(0, MAX_SEARCH_LENGTH),
    minMarketCap: (params.get(TOP_QUERY_KEYS.min) ?? '').slice(0, MAX_CAP_LENGTH),
    maxMarketCap: (params.get(TOP_QUERY_KEYS.max) ?? '').slice(0, MAX_CAP_LENGTH),
  };
}

export type TopQueryChange = Partial<Omit<TopQuery, 'customDateRange'>> & {
  customDateRange?: CustomDateRange | null;
};

function dayText(day: CustomDateRange['from']): string {
  if (typeof day === 'string') return day.slice(0, 10);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

/** Applies a filter change to a copy of the URL's parameters; defaults are left out. */
export function writeTopQuery(params: URLSearchParams, change: TopQueryChange): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (key: string, value: string) => {
    if (value === '') next.delete(key);
    else next.set(key, value);
  };
  if (change.selectedTimePeriod !== undefined) {
    set(
      TOP_QUERY_KEYS.period,
      change.selectedTimePeriod === DEFAULT_TIME_PERIOD ? '' : change.selectedTimePeriod,
    );
  }
  if (change.customDateRange !== undefined) {
    set(TOP_QUERY_KEYS.from, change.customDateRange ? dayText(change.customDateRange.from) : '');
    set(TOP_QUERY_KEYS.to, change.customDateRange ? dayText(change.customDateRange.to) : '');
  }
  if (change.searchQuery !== undefined)
    set(TOP_QUERY_KEYS.search, change.searchQuery.slice(0, MAX_SEARCH_LENGTH));
  if (change.minMarketCap !== undefined)
    set(TOP_QUERY_KEYS.min, change.minMarketCap.slice(0, MAX_CAP_LENGTH));
  if (change.maxMarketCap !== undefined)
    set(TOP_QUERY_KEYS.max, change.maxMarketCap.slice(0, MAX_CAP_LENGTH));
  next.delete(PAGE_QUERY_KEY);
  return next;
}
