import { DETAIL_PERIOD_HOURS, type DayRange, type DetailPeriod } from '@flowscope/core';
import { DEFAULT_TIME_PERIOD, resolveDateRange } from './top-filters.ts';

/** The window a token page's call asks for: from_datetime and, for a custom range, to_datetime. */
export interface DetailWindow {
  fromDatetime: string;
  /** Null leaves the end to the API, which reads it as now. */
  toDatetime: string | null;
}

const HOUR_MS = 3_600_000;

/**
 * A custom range overrides the period tab and runs from the start of its first day to the
 * end of its last (data-screens §4); otherwise the tab's hours up to now.
 */
export function resolveDetailWindow(
  period: DetailPeriod,
  range: DayRange | null,
  now: number,
): DetailWindow {
  if (range) {
    // The shared rule for custom ranges; with a range given, the tab argument plays no part.
    const window = resolveDateRange(DEFAULT_TIME_PERIOD, range, now);
    return { fromDatetime: window.fromDatetime, toDatetime: window.toDatetime };
  }
  return {
    fromDatetime: new Date(now - DETAIL_PERIOD_HOURS[period] * HOUR_MS).toISOString(),
    toDatetime: null,
  };
}
