import { describe, expect, it } from 'vitest';
import { formatCurrency } from './currency.ts';

describe('formatCurrency', () => {
  it.each([
    [0.00012345678, '$0.00012346'],
    [0.0009, '$0.0009'],
    [0.0123456, '$0.0123'],
    [0.05, '$0.05'],
    [0.56789, '$0.568'],
    [0.5, '$0.50'],
    [12.3, '$12.30'],
    [99.994, '$99.99'],
    [100, '$100'],
    [1234.5, '$1,234.5'],
    [1234.567, '$1,234.57'],
    [0, '$0.00'],
    [-0.0123456, '-$0.0123'],
  ])('shows %d as %s', (value, text) => {
    expect(formatCurrency(value)).toBe(text);
  });

  it('uses up to 8 decimals below 0.001, 4 below 0.1, 3 below 1, 2 below 100', () => {
    const decimals = (text: string) => text.split('.')[1]?.length ?? 0;
    expect(decimals(formatCurrency(0.000123456789))).toBe(8);
    expect(decimals(formatCurrency(0.0987654))).toBe(4);
    expect(decimals(formatCurrency(0.987654))).toBe(3);
    expect(decimals(formatCurrency(98.7654))).toBe(2);
    expect(decimals(formatCurrency(987.654))).toBe(2);
    expect(decimals(formatCurrency(987))).toBe(0);
  });

  it("shows 'N/A' for missing or non-numeric values", () => {
    expect(formatCurrency(null)).toBe('N/A');
    expect(formatCurrency(undefined)).toBe('N/A');
    expect(formatCurrency('abc')).toBe('N/A');
    expect(formatCurrency(Number.NaN)).toBe('N/A');
    expect(formatCurrency('12.5')).toBe('$12.50');
  });
});
