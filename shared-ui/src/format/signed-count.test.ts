import { describe, expect, it } from 'vitest';
import { formatSignedCount } from './signed-count.ts';

describe('formatSignedCount', () => {
  it.each([
    [3, '+3'],
    [-1, '-1'],
    [0, '0'],
    [Number.NaN, 'N/A'],
    [null, 'N/A'],
  ])('shows %s as %s', (value, text) => {
    expect(formatSignedCount(value)).toBe(text);
  });
});
