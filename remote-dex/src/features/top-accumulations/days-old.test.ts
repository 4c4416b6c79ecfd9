import { describe, expect, it } from 'vitest';
import { formatDaysOld } from './days-old.ts';

describe('formatDaysOld', () => {
  it.each([
    [0.25, '0.25'],
    [1, '1'],
    [3.46, '3.5'],
    [42.7, '43'],
    [null, 'N/A'],
    [-1, 'N/A'],
  ])('shows %s days as %s', (days, text) => {
    expect(formatDaysOld(days)).toBe(text);
  });
});
