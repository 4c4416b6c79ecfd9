import { isValidDate, rangeLengthInDays, addDays, type DateRangeValue } from '@flowscope/core';

/** What the picker allows (spec §5: min/max dates, disabled dates, range limits). */
export interface DateRules {
  /** Earliest selectable day, inclusive. */
  minDate?: string;
  /** Latest selectable day, inclusive. */
  maxDate?: string;
  /** Days that cannot be chosen, listed or decided by a function. */
  disabledDates?: readonly string[] | ((date: string) => boolean);
  /** Fewest days a range may cover, both ends counted. */
  minDays?: number;
  /** Most days a range may cover, both ends counted. */
  maxDays?: number;
}

export type DateProblem =
  | 'invalid'
  | 'before-min'
  | 'after-max'
  | 'disabled'
  | 'end-before-start'
  | 'too-short'
  | 'too-long'
  | 'includes-disabled';

/**
 * Why a day cannot be chosen, or null. String comparison is date order for yyyy-MM-dd.
 */
export function dateProblem(date: string, rules: DateRules = {}): DateProblem | null {
  if (!isValidDate(date)) return 'invalid';
  if (rules.minDate !== undefined && date < rules.minDate) return 'before-min';
  if (rules.maxDate !== undefined && date > rules.maxDate) return 'after-max';
  const { disabledDates } = rules;
  if (typeof disabledDates === 'function' ? disabledDates(date) : disabledDates?.includes(date)) {
    return 'disabled';
  }
  return null;
}

/** Longest range the picker checks day by day for disabled days. */
const MAX_DAYS_SCANNED = 3660;

/**
 * Why a range cannot be chosen, or null: each end must be allowed, the end not before the
 * start (time validity), the length within the limits, and no disabled day inside.
 */
export function rangeProblem(range: DateRangeValue, rules: DateRules = {}): DateProblem | null {
  const endProblem = dateProblem(range.from, rules) ?? dateProblem(range.to, rules);
  if (endProblem !== null) return endProblem;
  const days = rangeLengthInDays(range);
  if (days === null) return 'invalid';
  if (days < 1) return 'end-before-start';
  if (rules.minDays !== undefined && days < rules.minDays) return 'too-short';
  if (rules.maxDays !== undefined && days > rules.maxDays) return 'too-long';
  if (rules.disabledDates !== undefined) {
    for (let offset = 1; offset < Math.min(days - 1, MAX_DAYS_SCANNED); offset += 1) {
      if (dateProblem(addDays(range.from, offset), rules) === 'disabled')
        return 'includes-disabled';
    }
  }
  return null;
}
