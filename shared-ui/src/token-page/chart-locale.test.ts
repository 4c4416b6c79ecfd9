import { describe, expect, it } from 'vitest';
import { chartLocale } from './chart-locale.ts';

describe('chart locale', () => {
  it("falls back to en-US when Intl rejects the browser's locale", () => {
    expect(() => new Intl.DateTimeFormat('C')).toThrow(RangeError);
    expect(chartLocale('C')).toBe('en-US');
    expect(chartLocale('')).toBe('en-US');
    expect(chartLocale(undefined)).toBe('en-US');
  });

  it("keeps a locale Intl can format with, so dates read as the trader's browser writes them", () => {
    expect(chartLocale('cs-CZ')).toBe('cs-CZ');
    expect(chartLocale('en-GB')).toBe('en-GB');
    expect(() => new Date(0).toLocaleString(chartLocale('C'))).not.toThrow();
  });
});
