import {
  DEFAULT_TIME_PERIOD,
  TIME_PERIOD_HOURS,
  TIME_PERIODS,
  type TimePeriod,
} from '@flowscope/core';

/** The Top screens' time tabs (data-screens §4, §9): one definition, in core. */
export { DEFAULT_TIME_PERIOD, TIME_PERIOD_HOURS, TIME_PERIODS, type TimePeriod };

/** A day or a Date from the date picker (yyyy-MM-dd). */
type CalendarDay = string | Date;

export interface CustomDateRange {
  from: CalendarDay;
  to: CalendarDay;
}

export interface DateRange {
  /** ISO 8601. */
  fromDatetime: string;
  toDatetime: string;
}

/** The combined filter set a Top screen emits (data-screens §4). */
export interface TopFilterSet {
  searchQuery: string;
  selectedTimePeriod: TimePeriod;
  customDateRange: CustomDateRange | null;
  dateRange: DateRange;
  /** Whole USD, or null for no bound. */
  minMarketCap: number | null;
  maxMarketCap: number | null;
}

/** The part of the filter set that the API sees; the search text filters on the client. */
export type TopApiFilters = Pick<TopFilterSet, 'dateRange' | 'minMarketCap' | 'maxMarketCap'>;

const HOUR_MS = 60 * 60 * 1000;
const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})/;

/** The local calendar day of a picker value; null when unreadable. */
function localDay(day: CalendarDay): { y: number; m: number; d: number } | null {
  if (day instanceof Date) {
    if (Number.isNaN(day.getTime())) return null;
    return { y: day.getFullYear(), m: day.getMonth(), d: day.getDate() };
  }
  // yyyy-MM-dd is a calendar day in the user's zone, not UTC midnight.
  const match = DAY_PATTERN.exec(day);
  if (!match) return null;
  return { y: Number(match[1]), m: Number(match[2]) - 1, d: Number(match[3]) };
}

/**
 * The window to load: a custom range overrides the tab, from the start of its first day
 * to the end of its last day; otherwise the tab's hours up to now.
 */
export function resolveDateRange(
  period: TimePeriod,
  custom: CustomDateRange | null,
  now: number,
): DateRange {
  const from = custom ? localDay(custom.from) : null;
  const to = custom ? localDay(custom.to) : null;
  if (from && to) {
    return {
      fromDatetime: new Date(from.y, from.m, from.d, 0, 0, 0, 0).toISOString(),
      toDatetime: new Date(to.y, to.m, to.d, 23, 59, 59, 999).toISOString(),
    };
  }
  return {
    fromDatetime: new Date(now - TIME_PERIOD_HOURS[period] * HOUR_MS).toISOString(),
    toDatetime: new Date(now).toISOString(),
  };
}

/**
 * Market caps are whole numbers; empty means no bound (data-screens §5). Grouping
 * characters and a leading '$' are tolerated; anything else unreadable is no bound.
 */
export function parseWholeNumber(text: string | null | undefined): number | null {
  const cleaned = (text ?? '').replace(/[\s,_$]/g, '');
  if (cleaned === '') return null;
  const value = Number.parseInt(cleaned, 10);
  return Number.isFinite(value) ? value : null;
}

export interface TopFilterInput {
  searchQuery: string;
  selectedTimePeriod: TimePeriod;
  customDateRange: CustomDateRange | null;
  minMarketCap: string;
  maxMarketCap: string;
}

export function buildTopFilterSet(input: TopFilterInput, now: number): TopFilterSet {
  return {
    searchQuery: input.searchQuery.trim(),
    selectedTimePeriod: input.selectedTimePeriod,
    customDateRange: input.customDateRange,
    dateRange: resolveDateRange(input.selectedTimePeriod, input.customDateRange, now),
    minMarketCap: parseWholeNumber(input.minMarketCap),
    maxMarketCap: parseWholeNumber(input.maxMarketCap),
  };
}
