import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  displayTimeZone,
  ianaTimeZoneOf,
  isTimeZoneChoice,
  setDisplayTimeZoneChoice,
} from './time-zone.ts';
import {
  formatZonedClockTime,
  formatZonedDateTime,
  timeZoneAbbreviation,
} from './zoned-date-time.ts';

const WINTER = Date.UTC(2026, 0, 10, 13, 2);
const SUMMER = Date.UTC(2026, 6, 10, 12, 2);

afterEach(() => {
  setDisplayTimeZoneChoice('prague');
  vi.restoreAllMocks();
});

describe('zoned times', () => {
  it('shows Prague time by default, naming CET in winter and CEST in summer', () => {
    expect(displayTimeZone()).toBe('Europe/Prague');
    expect(formatZonedClockTime(WINTER)).toBe('14:02 CET');
    expect(formatZonedClockTime(SUMMER)).toBe('14:02 CEST');
    expect(formatZonedDateTime(WINTER)).toBe('10/01/2026 14:02 CET');
  });

  it('shows UTC when the trader chose UTC', () => {
    setDisplayTimeZoneChoice('utc');
    expect(formatZonedDateTime(WINTER)).toBe('10/01/2026 13:02 UTC');
  });

  it("shows the browser's own clock for 'my time zone', with American zone names", () => {
    vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockReturnValue({
      ...new Intl.DateTimeFormat().resolvedOptions(),
      timeZone: 'America/New_York',
    });
    setDisplayTimeZoneChoice('local');
    expect(displayTimeZone()).toBe('America/New_York');
    expect(formatZonedClockTime(WINTER)).toBe('08:02 EST');
    expect(formatZonedClockTime(SUMMER)).toBe('08:02 EDT');
  });

  it('names a zone without a common abbreviation by its offset', () => {
    expect(timeZoneAbbreviation(WINTER, 'Asia/Singapore')).toBe('GMT+8');
    expect(timeZoneAbbreviation(WINTER, 'Europe/London')).toBe('GMT');
  });

  it('knows only the three choices', () => {
    expect(isTimeZoneChoice('local')).toBe(true);
    expect(isTimeZoneChoice('Europe/Paris')).toBe(false);
    expect(ianaTimeZoneOf('utc')).toBe('UTC');
  });
});
