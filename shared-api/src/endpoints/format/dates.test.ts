import { describe, expect, it } from 'vitest';
import { daysSince, formatDisplayDateTime } from './dates.ts';

describe('formatDisplayDateTime', () => {
  it('shows the true UTC instant on the Prague wall clock, with no shift', () => {
    // 10:00 UTC is 12:00 in Prague in summer and 11:00 in winter.
    expect(formatDisplayDateTime('2025-06-01T10:00:00Z')).toBe('01/06/2025 12:00 CEST');
    expect(formatDisplayDateTime('2025-01-15T10:00:00Z')).toBe('15/01/2025 11:00 CET');
  });
  it('gives an empty text for a missing or unreadable time', () => {
    expect(formatDisplayDateTime(null)).toBe('');
    expect(formatDisplayDateTime('not a date')).toBe('');
  });
});

describe('daysSince', () => {
  it('counts fractional days', () => {
    const now = Date.parse('2025-06-02T12:00:00Z');
    expect(daysSince('2025-06-02T06:00:00Z', now)).toBe(0.25);
    expect(daysSince('2025-05-26T12:00:00Z', now)).toBe(7);
    expect(daysSince(null, now)).toBeNull();
  });
});
