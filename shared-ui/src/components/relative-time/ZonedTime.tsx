import type { ComponentProps } from 'react';
import {
  toShiftedInstant,
  type Timestamp,
  formatZonedClockTime,
  formatZonedDateTime,
} from '@flowscope/core';
import { useDisplayTimeZoneChoice } from './use-display-time-zone.ts';

export type ZonedTimeProps = Omit<ComponentProps<'time'>, 'children' | 'dateTime'> & {
  /** A server timestamp (a true UTC instant) or epoch ms. */
  timestamp: Timestamp | null | undefined;
  /** 'clock' writes only the time of day ('14:02 CET'); 'date-time' the date too. */
  show?: 'date-time' | 'clock';
  /** Shown when there is no readable time. */
  fallback?: string;
};

/** An absolute time on the chosen clock, naming its zone; follows a change of clock at once. */
export function ZonedTime({
  timestamp,
  show = 'date-time',
  fallback = '',
  ...rest
}: ZonedTimeProps) {
  useDisplayTimeZoneChoice();
  const instant = toShiftedInstant(timestamp);
  if (instant === null) return <>{fallback}</>;
  const text = show === 'clock' ? formatZonedClockTime(instant) : formatZonedDateTime(instant);
  return (
    <time dateTime={new Date(instant).toISOString()} {...rest}>
      {text}
    </time>
  );
}
