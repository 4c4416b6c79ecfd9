import { describe, expect, it } from 'vitest';
import {
  formatCompactNumber,
  formatCount,
  formatMarketCap,
  formatSignedFlow,
} from './market-cap.ts';

describe('formatMarketCap', () => {
  it.each([
    [999, '$999.00'],
    [1234, '$1.23K'],
    [45_600_000, '$45.60M'],
    [2e9, '$2.00B'],
    [3.456e12, '$3.46T'],
    [1e10, '$10.00B'],
    [999_999, '$1.00M'],
    [999.999, '$1.00K'],
    [-1_500_000, '-$1.50M'],
    [0, '$0.00'],
  ])('shows %d as %s', (value, text) => {
    expect(formatMarketCap(value)).toBe(text);
  });

  it("shows 'N/A' for null and non-numeric values", () => {
    expect(formatMarketCap(null)).toBe('N/A');
    expect(formatMarketCap('n/a')).toBe('N/A');
  });
});

describe('formatCompactNumber and formatCount', () => {
  it('abbreviates without the dollar and rolls up at the unit boundary', () => {
    expect(formatCompactNumber(999_999)).toBe('1.00M');
    expect(formatCompactNumber(-450_000)).toBe('-450.00K');
    expect(formatCompactNumber(12.5)).toBe('12.50');
    expect(formatCompactNumber(null)).toBe('N/A');
  });

  it('counts with separators', () => {
    expect(formatCount(12_345)).toBe('12,345');
    expect(formatCount('x')).toBe('N/A');
  });
});

describe('formatSignedFlow', () => {
  it.each([
    [9_430_758.91, '+$9.43M'],
    [-744_770, '-$744.77K'],
    [12.5, '+$12.50'],
    [0, '$0.00'],
    [0.001, '$0.00'],
    [-0.001, '$0.00'],
  ])('shows %d as %s', (value, text) => {
    expect(formatSignedFlow(value)).toBe(text);
  });
});
