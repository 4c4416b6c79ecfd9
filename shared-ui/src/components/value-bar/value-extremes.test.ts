import { describe, expect, it } from 'vitest';
import { barScale, valueExtremes } from './value-extremes.ts';

describe('value extremes (the bar rule)', () => {
  it('scales positive bars to the largest positive value and negative bars to the largest negative one', () => {
    const rows = [{ v: 10 }, { v: -400 }, { v: 50 }, { v: null }, { v: Number.NaN }];
    const extremes = valueExtremes(rows, (row) => row.v);
    expect(extremes).toEqual({ positive: 50, negative: 400 });
    expect(barScale(25, extremes)).toBe(50);
    expect(barScale(-100, extremes)).toBe(400);
    expect(barScale(null, extremes)).toBe(50);
  });

  it('gives zero extremes for an empty list', () => {
    expect(valueExtremes([], () => 1)).toEqual({ positive: 0, negative: 0 });
  });
});
