import { describe, expect, it } from 'vitest';
import { dayRangeOf } from './dayRange.ts';

describe('dayRangeOf', () => {
  it('reads two real days written yyyy-MM-dd', () => {
    expect(dayRangeOf('2025-06-01', '2025-06-07')).toEqual({
      from: '2025-06-01',
      to: '2025-06-07',
    });
  });

  it('needs both days, each a real one', () => {
    expect(dayRangeOf('2025-06-01', null)).toBeNull();
    expect(dayRangeOf(undefined, '2025-06-01')).toBeNull();
    expect(dayRangeOf('2025-06-01', 'soon')).toBeNull();
    expect(dayRangeOf('2025-02-30', '2025-03-01')).toBeNull();
    expect(dayRangeOf('01.06.2025', '2025-06-07')).toBeNull();
  });

  it('puts days written in reverse in order', () => {
    expect(dayRangeOf('2025-06-07', '2025-06-01')).toEqual({
      from: '2025-06-01',
      to: '2025-06-07',
    });
  });
});
