import { isValidDate, type DateRangeValue } from '@flowscope/shared-ui';

/** A custom period picked as calendar days, yyyy-MM-dd (shell-and-session §5). */
export type DayRange = DateRangeValue;

/**
 * A range from two days read from the URL, or null when either is missing or not a real
 * day. Days written in reverse are put in order rather than refused: the intent is clear.
 */
export function dayRangeOf(
  from: string | null | undefined,
  to: string | null | undefined,
): DayRange | null {
  if (from === null || from === undefined || to === null || to === undefined) return null;
  if (!isValidDate(from) || !isValidDate(to)) return null;
  // yyyy-MM-dd compares correctly as text.
  return from <= to ? { from, to } : { from: to, to: from };
}
