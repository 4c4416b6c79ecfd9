import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PROFILE_PERIOD,
  periodWindow,
  PROFILE_PERIODS,
  readPeriod,
  TRACK_RECORD_PERIODS,
} from './research-periods.ts';

const NOW = Date.parse('2025-06-02T12:00:00.000Z');

describe('research periods', () => {
  it("asks for the period's hours up to now", () => {
    expect(periodWindow('24h', NOW)).toEqual({
      fromDatetime: '2025-06-01T12:00:00.000Z',
      toDatetime: '2025-06-02T12:00:00.000Z',
    });
    expect(periodWindow('7d', NOW).fromDatetime).toBe('2025-05-26T12:00:00.000Z');
    expect(periodWindow('30d', NOW).fromDatetime).toBe('2025-05-03T12:00:00.000Z');
  });

  it("reads a URL's period when the screen offers it, else its default", () => {
    expect(readPeriod('7d', PROFILE_PERIODS, DEFAULT_PROFILE_PERIOD)).toBe('7d');
    expect(readPeriod('4h', PROFILE_PERIODS, DEFAULT_PROFILE_PERIOD)).toBe('30d');
    expect(readPeriod(null, TRACK_RECORD_PERIODS, '30d')).toBe('30d');
    expect(readPeriod('24h', TRACK_RECORD_PERIODS, '30d')).toBe('30d');
  });
});
