import { formatZonedDateTime } from './zoned-date-time.ts';

/**
 * The spec's 2-hour shift (§9 'Display formatting'), set to 0. The spec's backend stamped
 * records 2 hours behind; this API's contract carries true UTC instants instead (shared-api
 * contract/common.ts, DateTimeSchema), so no shift is due: an alert from a minute ago reads
 * '1m 0s ago' and its date is the Prague wall clock of that instant. Were a backend to stamp
 * local time as UTC again, this one constant would carry the correction. Zone-less server
 * strings are read as UTC so the result never depends on the visitor's own time zone.
 */
export const SERVER_TIMESTAMP_SHIFT_MS = 0;

const JUST_NOW_BELOW_SECONDS = 10;
const ZONE_SUFFIX = /(?:z|[+-]\d{2}:?\d{2})$/i;

export type Timestamp = string | number | Date;

/** The instant of a server timestamp, shifted; null when it cannot be read. */
export function toShiftedInstant(
  timestamp: Timestamp | null | undefined,
  shiftMs: number = SERVER_TIMESTAMP_SHIFT_MS,
): number | null {
  if (timestamp === null || timestamp === undefined || timestamp === '') return null;
  let instant: number;
  if (timestamp instanceof Date) instant = timestamp.getTime();
  else if (typeof timestamp === 'number') instant = timestamp;
  else {
    const text = timestamp.trim().replace(' ', 'T');
    instant = Date.parse(ZONE_SUFFIX.test(text) ? text : `${text}Z`);
  }
  return Number.isFinite(instant) ? instant + shiftMs : null;
}

export interface RelativeTimeOptions {
  /** The present, for tests and for one consistent "now" across a list. */
  now?: number;
  shiftMs?: number;
}

/**
 * 'Just now' under 10 s, then '42s ago', '5m 12s ago', up to '23h ago', then the date on
 * the chosen clock, with its zone. Future moments (clock skew) read 'Just now'. 'N/A' when unreadable.
 */
export function formatRelativeTime(
  timestamp: Timestamp | null | undefined,
  { now = Date.now(), shiftMs = SERVER_TIMESTAMP_SHIFT_MS }: RelativeTimeOptions = {},
): string {
  const instant = toShiftedInstant(timestamp, shiftMs);
  if (instant === null) return 'N/A';
  const seconds = Math.floor((now - instant) / 1000);
  if (seconds < JUST_NOW_BELOW_SECONDS) return 'Just now';
  if (seconds < 60) return `${seconds}s ago`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes}m ${seconds % 60}s ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours}h ago`;
  return formatZonedDateTime(instant);
}
