/** How a signed amount is coloured: green for a gain, red for a loss, plain for nothing. */
export type SignTone = 'positive' | 'attention' | 'default';

/**
 * The tone of a signed amount. Zero (and anything its text rounds to zero, given
 * `shownAsZeroBelow`, e.g. 0.005 for '$0.00') is neither a gain nor a loss, so it stays plain
 * instead of green.
 */
export function signTone(value: number | null | undefined, shownAsZeroBelow = 0): SignTone {
  if (value === null || value === undefined || !Number.isFinite(value)) return 'default';
  if (Math.abs(value) <= shownAsZeroBelow) return 'default';
  return value > 0 ? 'positive' : 'attention';
}

/** Below this an abbreviated or two-decimal dollar amount reads '$0.00'. */
export const CENTS_ROUNDING = 0.005;
