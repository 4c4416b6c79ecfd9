import { describe, expect, it } from 'vitest';
import {
  formatCompact,
  formatMarketCap,
  formatCount,
  formatPercent,
  formatShare,
  formatUsd,
} from './numbers.ts';

describe('formatUsd (precision rises as the value falls)', () => {
  it('uses up to 8 decimals below 0.001', () => {
    expect(formatUsd(0.00001234)).toBe('$0.00001234');
    expect(formatUsd(0.0005)).toBe('$0.0005');
  });
  it('uses 4 decimals below 0.1, 3 below 1, 2 below 100', () => {
    expect(formatUsd(0.05231)).toBe('$0.0523');
    expect(formatUsd(0.5123)).toBe('$0.512');
    expect(formatUsd(12.3)).toBe('$12.30');
  });
  it('uses 0 to 2 decimals from 100', () => {
    expect(formatUsd(64250.5)).toBe('$64,250.5');
    expect(formatUsd(100)).toBe('$100');
    expect(formatUsd(1234.567)).toBe('$1,234.57');
  });
  it('handles negatives, zero and missing values', () => {
    expect(formatUsd(-0.5123)).toBe('-$0.512');
    expect(formatUsd(0)).toBe('$0.00');
    expect(formatUsd(null)).toBe('N/A');
    expect(formatUsd(Number.NaN)).toBe('N/A');
  });
});

describe('compact money and market caps (K, M, B, T with 2 decimals)', () => {
  it('abbreviates', () => {
    expect(formatMarketCap(1_234)).toBe('$1.23K');
    expect(formatMarketCap(1_234_567)).toBe('$1.23M');
    expect(formatMarketCap(1_230_000_000)).toBe('$1.23B');
    expect(formatMarketCap(2_500_000_000_000)).toBe('$2.50T');
    expect(formatMarketCap(999)).toBe('$999.00');
    // A value that rounds up to 1000 of one unit shows in the next.
    expect(formatMarketCap(999_999)).toBe('$1.00M');
  });
  it('puts the sign first and shows N/A for unknown caps', () => {
    expect(formatMarketCap(-450_000)).toBe('-$450.00K');
    expect(formatMarketCap(null)).toBe('N/A');
    expect(formatCompact(-1_500_000)).toBe('-1.50M');
  });
});

describe('formatPercent (ratio × 100, 2 decimals, signed)', () => {
  it('formats ratios', () => {
    expect(formatPercent(0.0123)).toBe('+1.23%');
    expect(formatPercent(-0.005)).toBe('-0.50%');
    expect(formatPercent(0)).toBe('+0.00%');
  });
  it("shows 'N/A' for null or non-numeric values", () => {
    expect(formatPercent(null)).toBe('N/A');
    expect(formatPercent(undefined)).toBe('N/A');
    expect(formatPercent(Number.POSITIVE_INFINITY)).toBe('N/A');
  });
});

describe('formatCount', () => {
  it('groups thousands', () => {
    expect(formatCount(12345)).toBe('12,345');
  });
});

describe('formatShare (win rates, hit rates, drawdowns)', () => {
  it('reads a ratio as a percentage with one decimal, without a sign', () => {
    expect(formatShare(0.4691)).toBe('46.9%');
    expect(formatShare(1)).toBe('100.0%');
    expect(formatShare(0)).toBe('0.0%');
    expect(formatShare(0.00049)).toBe('0.0%');
  });
  it("says 'N/A' for a missing value", () => {
    expect(formatShare(null)).toBe('N/A');
    expect(formatShare(Number.NaN)).toBe('N/A');
  });
});
