/**
 * Calendar dates as 'yyyy-MM-dd' strings: a day, not an instant, so no time zone can move
 * it. Light on purpose (no date library): this file is in the first view; the date picker's
 * calendar (shared-ui, with date-fns and react-day-picker) loads only when opened.
 */
export const DATE_INPUT_FORMAT = 'yyyy-MM-dd';
/** Between the two ends of a range in the input (spec §5). */
export const RANGE_SEPARATOR = ' → ';
export const CALENDAR_TIME_ZONE = 'Europe/Prague';

export interface DateRangeValue {
  from: string;
  to: string;
}

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** Days since 1970-01-01 for a valid date string, else null ('2025-02-30' is not valid). */
function dayNumber(date: string): number | null {
  const match = DATE_PATTERN.exec(date);
  if (!match) return null;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const time = Date.UTC(year, month - 1, day);
  const check = new Date(time);
  if (
    check.getUTCFullYear() !== year ||
    check.getUTCMonth() !== month - 1 ||
    check.getUTCDate() !== day
  ) {
    return null;
  }
  return time / DAY_MS;
}

export function isValidDate(date: string): boolean {
  return dayNumber(date) !== null;
}

/** Days a range covers, counting both ends: 2025-01-01 → 2025-01-07 is 7. */
export function rangeLengthInDays(range: DateRangeValue): number | null {
  const from = dayNumber(range.from);
  const to = dayNumber(range.to);
  return from === null || to === null ? null : to - from + 1;
}

export function addDays(date: string, days: number): string {
  const start = dayNumber(date);
  if (start === null) throw new Error(`not a date: ${date}`);
  return new Date((start + days) * DAY_MS).toISOString().slice(0, 10);
}

export function formatRange(range: DateRangeValue): string {
  return `${range.from}${RANGE_SEPARATOR}${range.to}`;
}

/** A typed date, or null when it is not a real yyyy-MM-dd date. */
export function parseDateInput(text: string): string | null {
  const trimmed = text.trim();
  return isValidDate(trimmed) ? trimmed : null;
}

/** A typed range 'yyyy-MM-dd → yyyy-MM-dd' (spaces around the arrow optional), or null. */
export function parseRangeInput(text: string): DateRangeValue | null {
  const parts = text.split('→');
  if (parts.length !== 2) return null;
  const from = parseDateInput(parts[0] ?? '');
  const to = parseDateInput(parts[1] ?? '');
  return from !== null && to !== null ? { from, to } : null;
}

/** Today on the Prague calendar. */
export function pragueToday(now: number = Date.now()): string {
  // en-CA writes dates as yyyy-MM-dd.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: CALENDAR_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}
