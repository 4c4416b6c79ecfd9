import { describe, expect, it } from 'vitest';
import {
  formatRelativeTime,
  SERVER_TIMESTAMP_SHIFT_MS,
  toShiftedInstant,
} from './relative-time.ts';
import { formatZonedDateTime } from './zoned-date-time.ts';

const HOUR = 3_600_000;
/** A summer moment: Prague is UTC+2. */
const NOW = Date.UTC(2025, 6, 15, 12, 0, 0);
/** A server timestamp (a true UTC instant, as the contract carries) `ms` before NOW. */
const serverStampBefore = (ms: number) => new Date(NOW - ms).toISOString();

describe('formatRelativeTime', () => {
  it('an event one minute old reads as one minute old', () => {
    const oneMinuteAgo = new Date(Date.now() - 60_000).toISOString();
    expect(formatRelativeTime(oneMinuteAgo)).toMatch(/^1m \d+s ago$/);
  });

  it('takes server timestamps as the true instants the contract says they are', () => {
    expect(SERVER_TIMESTAMP_SHIFT_MS).toBe(0);
    expect(toShiftedInstant('2025-07-15T12:00:00Z')).toBe(NOW);
    // A zone-less server string is read as UTC.
    expect(toShiftedInstant('2025-07-15 12:00:00')).toBe(NOW);
    expect(toShiftedInstant(NOW - 2 * HOUR, 2 * HOUR)).toBe(NOW);
  });

  it.each([
    [0, 'Just now'],
    [9_999, 'Just now'],
    [10_000, '10s ago'],
    [59_000, '59s ago'],
    [60_000, '1m 0s ago'],
    [5 * 60_000 + 12_000, '5m 12s ago'],
    [HOUR - 1000, '59m 59s ago'],
    [HOUR, '1h ago'],
    [23 * HOUR + 59 * 60_000, '23h ago'],
  ])('reads %d ms ago as %s', (ago, text) => {
    expect(formatRelativeTime(serverStampBefore(ago), { now: NOW })).toBe(text);
  });

  it('shows the date on the Prague clock from 24 hours on, naming the zone', () => {
    // 2025-07-13 10:30 UTC is 12:30 in Prague (UTC+2, summer time).
    expect(formatRelativeTime('2025-07-13T10:30:00Z', { now: NOW })).toBe('13/07/2025 12:30 CEST');
  });

  it('shows winter dates on the Prague clock too (UTC+1)', () => {
    expect(formatZonedDateTime(Date.UTC(2025, 0, 10, 23, 30))).toBe('11/01/2025 00:30 CET');
  });

  it("reads a moment in the future as 'Just now' and nonsense as 'N/A'", () => {
    expect(formatRelativeTime(NOW, { now: NOW })).toBe('Just now');
    expect(formatRelativeTime('not a date', { now: NOW })).toBe('N/A');
    expect(formatRelativeTime(null, { now: NOW })).toBe('N/A');
  });
});
