import { describe, expect, it } from 'vitest';
import { dateProblem, rangeProblem } from './date-rules.ts';
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

describe('date rules', () => {
  const rules = {
    minDate: '2025-01-01',
    maxDate: '2025-12-31',
    disabledDates: ['2025-05-01'],
    minDays: 2,
    maxDays: 31,
  };

  it('enforce min and max dates and disabled dates', () => {
    expect(dateProblem('2024-12-31', rules)).toBe('before-min');
    expect(dateProblem('2026-01-01', rules)).toBe('after-max');
    expect(dateProblem('2025-05-01', rules)).toBe('disabled');
    expect(dateProblem('2025-05-02', rules)).toBeNull();
    expect(dateProblem('2025-06-06', { disabledDates: (date) => date.endsWith('06') })).toBe(
      'disabled',
    );
  });

  it('enforce range order, limits and disabled days inside', () => {
    expect(rangeProblem({ from: '2025-03-10', to: '2025-03-01' }, rules)).toBe('end-before-start');
    expect(rangeProblem({ from: '2025-03-01', to: '2025-03-01' }, rules)).toBe('too-short');
    expect(rangeProblem({ from: '2025-03-01', to: '2025-04-01' }, rules)).toBe('too-long');
    expect(rangeProblem({ from: '2025-04-28', to: '2025-05-03' }, rules)).toBe('includes-disabled');
    expect(rangeProblem({ from: '2025-03-01', to: '2025-03-31' }, rules)).toBeNull();
  });
});
