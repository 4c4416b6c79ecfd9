import { isValidDate, type DateRangeValue } from '../dates/date-value.ts';
import { namespacedKey } from './url-param.ts';

/** The two keys of a custom day range in the URL: ?from=2025-06-01&to=2025-06-03. */
export interface DayRangeKeys {
  from: string;
  to: string;
}

export function dayRangeKeys(namespace?: string): DayRangeKeys {
  return { from: namespacedKey(namespace, 'from'), to: namespacedKey(namespace, 'to') };
}

/**
 * A custom range read from the URL, or null when either end is missing or not a real
 * calendar day. Days written in reverse are put in order rather than refused: the intent is
 * clear. Every screen reads ranges through this one rule.
 */
export function readDayRange(
  params: URLSearchParams,
  keys: DayRangeKeys = dayRangeKeys(),
): DateRangeValue | null {
  const from = params.get(keys.from);
  const to = params.get(keys.to);
  if (from === null || to === null || !isValidDate(from) || !isValidDate(to)) return null;
  // yyyy-MM-dd compares correctly as text.
  return from <= to ? { from, to } : { from: to, to: from };
}

/** Writes a range (in order) into a copy of the parameters; null removes both ends. */
export function writeDayRange(
  params: URLSearchParams,
  range: DateRangeValue | null,
  keys: DayRangeKeys = dayRangeKeys(),
): URLSearchParams {
  const next = new URLSearchParams(params);
  const ordered = range && readDayRange(new URLSearchParams({ from: range.from, to: range.to }));
  if (ordered) {
    next.set(keys.from, ordered.from);
    next.set(keys.to, ordered.to);
  } else {
    next.delete(keys.from);
    next.delete(keys.to);
  }
  return next;
}
