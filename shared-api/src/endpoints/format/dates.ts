/**
 * Spec (shell-and-session §9): timestamps are shifted by 2 hours and shown in the Prague
 * time zone. The mappers apply the same rule to the datetimes they format.
 */
export const DISPLAY_TIME_ZONE = 'Europe/Prague';
export const DISPLAY_TIME_SHIFT_MS = 2 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

const dateTimeFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: DISPLAY_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** `dd/MM/yyyy, HH:mm` in Prague after the spec's 2-hour shift; '' for a missing or bad value. */
export function formatDisplayDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return '';
  return dateTimeFormat.format(new Date(ms + DISPLAY_TIME_SHIFT_MS));
}

/** Whole and fractional days between an ISO date and now; null when unknown. */
export function daysSince(iso: string | null | undefined, now: number): number | null {
  if (!iso) return null;
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return null;
  return Math.max(0, (now - ms) / DAY_MS);
}
