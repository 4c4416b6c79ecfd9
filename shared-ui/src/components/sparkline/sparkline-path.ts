/** Which way a line went over its window (shared-api's SparklineView trend). */
export type SparklineTrend = 'up' | 'down' | 'flat';

/** A trend in the words of an accessible name: 'rising', 'falling', 'flat'. */
export const TREND_WORDS: Readonly<Record<SparklineTrend, string>> = {
  up: 'rising',
  down: 'falling',
  flat: 'flat',
};

/** The running total of per-slice amounts, from 0: how a window's netflow built up. */
export function runningTotal(values: readonly number[]): number[] {
  const out = [0];
  let sum = 0;
  for (const value of values) {
    sum += value;
    out.push(sum);
  }
  return out;
}

export interface SparklineGeometry {
  /** The SVG path of the line ('M x y L x y …'); empty for fewer than two points. */
  path: string;
  /** Where 0 lies, when the line crosses or touches it (a baseline to draw). */
  zeroY: number | null;
}

/**
 * Fits values into a width × height box (with `inset` pixels kept free at top and bottom so
 * the stroke is never cut): the first value at the left edge, the last at the right, the
 * smallest at the bottom. A line that never moves is drawn across the middle.
 */
export function sparklineGeometry(
  values: readonly number[],
  width: number,
  height: number,
  inset = 2,
): SparklineGeometry {
  const finite = values.filter((value) => Number.isFinite(value));
  if (finite.length < 2) return { path: '', zeroY: null };
  const min = Math.min(...finite);
  const max = Math.max(...finite);
  const span = max - min;
  const usable = height - inset * 2;
  const yOf = (value: number) =>
    span === 0 ? height / 2 : inset + usable - ((value - min) / span) * usable;
  const step = width / (finite.length - 1);
  const round = (n: number) => Math.round(n * 100) / 100;
  const path = finite
    .map((value, index) => `${index === 0 ? 'M' : 'L'}${round(index * step)} ${round(yOf(value))}`)
    .join(' ');
  const zeroY = span !== 0 && min <= 0 && max >= 0 ? round(yOf(0)) : null;
  return { path, zeroY };
}
