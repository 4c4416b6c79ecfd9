import { describe, expect, it } from 'vitest';
import { cexScoreRating, dexScoreRating } from './score-rating.ts';

describe('cexScoreRating', () => {
  it.each([
    [100, 'excellent'],
    [90, 'excellent'],
    [89.9, 'very-good'],
    [80, 'very-good'],
    [79, 'good'],
    [70, 'good'],
    [69, 'fair'],
    [60, 'fair'],
    [59.99, 'poor'],
    [-20, 'poor'],
  ])('rates %d as %s', (score, rating) => {
    expect(cexScoreRating(score)).toBe(rating);
  });
});

describe('dexScoreRating', () => {
  it.each([
    [80, 'excellent'],
    [79, 'good'],
    [60, 'good'],
    [59, 'fair'],
    [40, 'fair'],
    [39, 'poor'],
  ])('rates %d as %s', (score, rating) => {
    expect(dexScoreRating(score)).toBe(rating);
  });

  it('has no very-good rating and no rating without a score', () => {
    expect(dexScoreRating(85)).toBe('excellent');
    expect(dexScoreRating(null)).toBeNull();
    expect(cexScoreRating('x')).toBeNull();
  });
});
