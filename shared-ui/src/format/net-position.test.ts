import { describe, expect, it } from 'vitest';
import { formatNetPosition } from './net-position.ts';

describe('formatNetPosition', () => {
  it('says net long or net short in words, never a negative amount held', () => {
    expect(formatNetPosition(3_200_000)).toEqual({ text: 'Net long $3.20M', tone: 'positive' });
    expect(formatNetPosition(-7_110_000)).toEqual({ text: 'Net short $7.11M', tone: 'attention' });
    expect(formatNetPosition(-909_000).text).toBe('Net short $909.00K');
  });

  it('reads nothing as flat and the unknown as N/A', () => {
    expect(formatNetPosition(0)).toEqual({ text: 'Flat', tone: 'default' });
    expect(formatNetPosition(0.001)).toEqual({ text: 'Flat', tone: 'default' });
    expect(formatNetPosition(null)).toEqual({ text: 'N/A', tone: 'default' });
  });
});
