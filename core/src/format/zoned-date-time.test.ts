import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  browserTimeZone,
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
  vi.useRealTimers();
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

  function browserInZone(timeZone: string) {
    vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockReturnValue({
      ...new Intl.DateTimeFormat().resolvedOptions(),
      timeZone,
    });
  }

  it("shows the browser's own clock for 'my time zone', with American zone names", () => {
    // Past the minute for which an earlier answer of the browser is kept.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 120_000 });
    browserInZone('America/New_York');
    setDisplayTimeZoneChoice('local');
    expect(displayTimeZone()).toBe('America/New_York');
    expect(formatZonedClockTime(WINTER)).toBe('08:02 EST');
    expect(formatZonedClockTime(SUMMER)).toBe('08:02 EDT');
  });

  it('asks the browser for its zone again after a minute, not on every time shown', () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 240_000 });
    browserInZone('America/New_York');
    expect(browserTimeZone()).toBe('America/New_York');
    browserInZone('Asia/Tokyo');
    vi.advanceTimersByTime(30_000);
    expect(browserTimeZone()).toBe('America/New_York');
    vi.advanceTimersByTime(31_000);
    expect(browserTimeZone()).toBe('Asia/Tokyo');
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
