import { describe, expect, it } from 'vitest';
import { formatSignedPercent } from './percent.ts';

describe('formatSignedPercent', () => {
  it.each([
    [0.1234, '+12.34%'],
    [-0.05, '-5.00%'],
    [1.5, '+150.00%'],
    [0, '+0.00%'],
    [-0.000001, '+0.00%'],
    [0.00005, '+0.01%'],
  ])('shows the ratio %d as %s', (ratio, text) => {
    expect(formatSignedPercent(ratio)).toBe(text);
  });

  it("shows 'N/A' for a null or non-numeric Netflow vs Cap", () => {
    expect(formatSignedPercent(null)).toBe('N/A');
    expect(formatSignedPercent('none')).toBe('N/A');
  });
});
