import { describe, expect, it } from 'vitest';
import { dateProblem, rangeProblem } from './date-rules.ts';

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
