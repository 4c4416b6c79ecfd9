/** A custom period picked as calendar days, yyyy-MM-dd (shell-and-session §5). */
export interface DayRange {
  from: string;
  to: string;
}

/** The separator of a range written as text (shell-and-session §5). */
export const RANGE_SEPARATOR = ' → ';

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar day written yyyy-MM-dd (so 2025-02-30 is not one). */
export function isCalendarDay(text: string | null | undefined): text is string {
  const match = DAY_PATTERN.exec(text ?? '');
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

/**
 * A range from two picked days, or null when either is missing or unreadable. Days picked
 * in reverse are put in order rather than refused: the intent is clear.
 */
export function dayRangeOf(
  from: string | null | undefined,
  to: string | null | undefined,
): DayRange | null {
  if (!isCalendarDay(from) || !isCalendarDay(to)) return null;
  // yyyy-MM-dd compares correctly as text.
  return from <= to ? { from, to } : { from: to, to: from };
}

/** '2025-06-01 → 2025-06-07'. */
export function formatDayRange(range: DayRange): string {
  return `${range.from}${RANGE_SEPARATOR}${range.to}`;
}

/** Today as yyyy-MM-dd in the user's zone: the latest day worth picking. */
export function localToday(now: number): string {
  const date = new Date(now);
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}
