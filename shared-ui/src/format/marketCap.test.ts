import { describe, expect, it } from 'vitest';
import { formatMarketCap } from './marketCap.ts';

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
