import { describe, expect, it } from 'vitest';
import { dayRangeOf, formatDayRange, isCalendarDay, localToday } from './dayRange.ts';

describe('isCalendarDay', () => {
  it('accepts real days written yyyy-MM-dd', () => {
    expect(isCalendarDay('2025-06-01')).toBe(true);
    expect(isCalendarDay('2024-02-29')).toBe(true);
  });

  it('refuses other shapes and days that do not exist', () => {
    for (const text of ['2025-02-30', '2025-13-01', '01.06.2025', '2025-6-1', '', null]) {
      expect(isCalendarDay(text)).toBe(false);
    }
  });
});

describe('dayRangeOf', () => {
  it('needs both days', () => {
    expect(dayRangeOf('2025-06-01', null)).toBeNull();
    expect(dayRangeOf('2025-06-01', 'soon')).toBeNull();
  });

  it('puts days picked in reverse in order', () => {
    expect(dayRangeOf('2025-06-07', '2025-06-01')).toEqual({
      from: '2025-06-01',
      to: '2025-06-07',
    });
  });
});

describe('formatDayRange', () => {
  it("joins the days with ' → '", () => {
    expect(formatDayRange({ from: '2025-06-01', to: '2025-06-07' })).toBe(
      '2025-06-01 → 2025-06-07',
    );
  });
});

describe('localToday', () => {
  it("writes the user's calendar day", () => {
    expect(localToday(new Date(2025, 0, 5, 23, 30).getTime())).toBe('2025-01-05');
  });
});
