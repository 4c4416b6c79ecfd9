import { describe, expect, it } from 'vitest';
import {
  addDays,
  DATE_INPUT_FORMAT,
  formatRange,
  parseDateInput,
  parseRangeInput,
  pragueToday,
  RANGE_SEPARATOR,
  rangeLengthInDays,
} from './date-value.ts';

describe('date values', () => {
  it("write dates as yyyy-MM-dd and ranges with ' → '", () => {
    expect(DATE_INPUT_FORMAT).toBe('yyyy-MM-dd');
    expect(RANGE_SEPARATOR).toBe(' → ');
    expect(formatRange({ from: '2025-07-01', to: '2025-07-15' })).toBe('2025-07-01 → 2025-07-15');
  });

  it('read typed dates and ranges, refusing impossible dates', () => {
    expect(parseDateInput(' 2025-07-01 ')).toBe('2025-07-01');
    expect(parseDateInput('2025-02-30')).toBeNull();
    expect(parseDateInput('01/07/2025')).toBeNull();
    expect(parseRangeInput('2025-07-01 → 2025-07-15')).toEqual({
      from: '2025-07-01',
      to: '2025-07-15',
    });
    expect(parseRangeInput('2025-07-01→2025-07-15')).toEqual({
      from: '2025-07-01',
      to: '2025-07-15',
    });
    expect(parseRangeInput('2025-07-01 - 2025-07-15')).toBeNull();
  });

  it('count range days with both ends and add days across months', () => {
    expect(rangeLengthInDays({ from: '2025-01-01', to: '2025-01-07' })).toBe(7);
    expect(addDays('2025-01-31', 1)).toBe('2025-02-01');
  });

  it("know today's date in Prague", () => {
    // 23:30 UTC on 10 January is already 11 January in Prague (UTC+1).
    expect(pragueToday(Date.UTC(2025, 0, 10, 23, 30))).toBe('2025-01-11');
  });
});
