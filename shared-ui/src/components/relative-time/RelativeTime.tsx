import type { ComponentProps } from 'react';
import {
  formatRelativeTime,
  SERVER_TIMESTAMP_SHIFT_MS,
  toShiftedInstant,
  type Timestamp,
  formatZonedDateTime,
} from '@flowscope/core';
import { useDisplayTimeZoneChoice } from './use-display-time-zone.ts';
import { useNow } from './use-now.ts';

export type RelativeTimeProps = Omit<ComponentProps<'time'>, 'children' | 'dateTime'> & {
  /** A server timestamp (a true UTC instant, see shared-api's contract) or epoch ms. */
  timestamp: Timestamp;
  /** Also write the date and time (chosen clock, zone named) before the relative part ('15/06/2025 14:00 CEST · 5m ago'). */
  withDate?: boolean;
  /** 0 for the browser's own clock readings (e.g. when a list was last loaded). */
  shiftMs?: number;
};

/**
 * How long ago something happened, in the spec's words ('Just now', '42s ago', '5m 12s ago',
 * '3h ago', then the date), kept current every second; the date and time on the chosen clock
 * (zone named) is its tooltip and its machine-readable value.
 */
export function RelativeTime({
  timestamp,
  withDate = false,
  shiftMs = SERVER_TIMESTAMP_SHIFT_MS,
  ...rest
}: RelativeTimeProps) {
  const now = useNow();
  useDisplayTimeZoneChoice();
  const instant = toShiftedInstant(timestamp, shiftMs);
  if (instant === null) return null;
  const date = formatZonedDateTime(instant);
  const relative = formatRelativeTime(instant, { now, shiftMs: 0 });
  return (
    <time dateTime={new Date(instant).toISOString()} title={date} {...rest}>
      {withDate && relative !== date ? (
        <>
          <span>{date}</span> · <span>{relative}</span>
        </>
      ) : (
        relative
      )}
    </time>
  );
}
