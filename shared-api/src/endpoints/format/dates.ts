import { formatZonedDateTime, toShiftedInstant } from '@flowscope/core';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A server date-time on the chosen clock with its zone: 'dd/MM/yyyy HH:mm CET' (Prague, spec
 * §9, unless the trader chose another). Screens that must follow a later change of clock
 * format the instant when they render (shared-ui's RelativeTime, ZonedTime).
 * The contract's timestamps are true UTC instants (contract/common.ts), so the spec's shift
 * is core's SERVER_TIMESTAMP_SHIFT_MS, 0; '' for a missing or unreadable value.
 */
export function formatDisplayDateTime(iso: string | null | undefined): string {
  const instant = toShiftedInstant(iso);
  return instant === null ? '' : formatZonedDateTime(instant);
}

/** Whole and fractional days between an ISO date and now; null when unknown. */
export function daysSince(iso: string | null | undefined, now: number): number | null {
  if (!iso) return null;
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return null;
  return Math.max(0, (now - ms) / DAY_MS);
}
