import { describe, expect, it } from 'vitest';
import { SWIPE_THRESHOLD_PX, swipeDirection } from './swipe.ts';

describe('swipeDirection', () => {
  it('uses the spec threshold of 10 pixels', () => {
    expect(SWIPE_THRESHOLD_PX).toBe(10);
    expect(swipeDirection(-10, 0)).toBeNull();
    expect(swipeDirection(-11, 0)).toBe('left');
    expect(swipeDirection(11, 2)).toBe('right');
  });
  it('ignores mostly vertical moves (scrolling)', () => {
    expect(swipeDirection(-20, 60)).toBeNull();
  });
});
