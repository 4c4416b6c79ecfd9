import { intParam, MAX_CAP_BOUND, readDayRange, readParam, writeDayRange } from '@flowscope/core';
import {
  DEFAULT_TIME_PERIOD,
  parseWholeNumber,
  TIME_PERIODS,
  type CustomDateRange,
  type TimePeriod,
} from './top-filters.ts';

/**
 * The Top screens' filters as URL query parameters, so a view can be shared and survives a
 * reload: ?period=7d&from=2025-05-01&to=2025-05-03&q=btc&min=1000&max=5000000.
 */
const TOP_QUERY_KEYS = {
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

/** Long enough for any real query; a pasted novel is cut rather than sent around. */
const MAX_SEARCH_LENGTH = 200;
const MAX_CAP_LENGTH = 20;
/** The largest cap the API takes (the holders' sentinel, data-screens §9), as the field caps it. */
const MAX_CAP = MAX_CAP_BOUND;

/**
 * A cap from a link is a whole number of dollars the API would accept, else no bound: '-5',
 * '1e3' or '12abc' never leave the browser.
 */
const capParam = (key: string) =>
  intParam<number | null>(key, { defaultValue: null, min: 0, max: MAX_CAP });
const MIN_CAP_PARAM = capParam(TOP_QUERY_KEYS.min);
const MAX_CAP_PARAM = capParam(TOP_QUERY_KEYS.max);
const RANGE_KEYS = { from: TOP_QUERY_KEYS.from, to: TOP_QUERY_KEYS.to };

function wholeCapText(typed: string): string {
  const value = parseWholeNumber(typed.slice(0, MAX_CAP_LENGTH));
  return value === null || value < 0 || value > MAX_CAP ? '' : String(value);
}

function capText(params: URLSearchParams, param: typeof MIN_CAP_PARAM): string {
  const value = readParam(params, param);
  return value === null ? '' : String(value);
}

/** Reads the filters from a URL; odd values fall back to the defaults instead of failing. */
export function readTopQuery(params: URLSearchParams): TopQuery {
  const period = params.get(TOP_QUERY_KEYS.period);
  return {
    selectedTimePeriod: (TIME_PERIODS as readonly string[]).includes(period ?? '')
      ? (period as TimePeriod)
      : DEFAULT_TIME_PERIOD,
    customDateRange: readDayRange(params, RANGE_KEYS),
    searchQuery: (params.get(TOP_QUERY_KEYS.search) ?? '').slice(0, MAX_SEARCH_LENGTH),
    minMarketCap: capText(params, MIN_CAP_PARAM),
    maxMarketCap: capText(params, MAX_CAP_PARAM),
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
  let next = new URLSearchParams(params);
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
    const range = change.customDateRange;
    next = writeDayRange(
      next,
      range ? { from: dayText(range.from), to: dayText(range.to) } : null,
      RANGE_KEYS,
    );
  }
  if (change.searchQuery !== undefined)
    set(TOP_QUERY_KEYS.search, change.searchQuery.slice(0, MAX_SEARCH_LENGTH));
  // The URL holds the whole number the API will see, so a link reads back the same.
  if (change.minMarketCap !== undefined) set(TOP_QUERY_KEYS.min, wholeCapText(change.minMarketCap));
  if (change.maxMarketCap !== undefined) set(TOP_QUERY_KEYS.max, wholeCapText(change.maxMarketCap));
  next.delete(PAGE_QUERY_KEY);
  return next;
}
