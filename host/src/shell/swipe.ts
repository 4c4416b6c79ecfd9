/** Horizontal distance a touch must travel to count as a swipe (spec §2, mobile). */
export const SWIPE_THRESHOLD_PX = 10;

export type SwipeDirection = 'left' | 'right' | null;

/** A swipe is mostly horizontal and longer than the threshold. */
export function swipeDirection(dx: number, dy: number): SwipeDirection {
  if (Math.abs(dx) <= SWIPE_THRESHOLD_PX || Math.abs(dx) < Math.abs(dy)) return null;
  return dx < 0 ? 'left' : 'right';
}
