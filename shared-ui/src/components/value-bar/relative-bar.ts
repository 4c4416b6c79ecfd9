import { toFiniteNumber } from '@flowscope/core';

/** The largest absolute value in a list: the 100% mark of its value bars. */
export function largestMagnitude(values: Iterable<unknown>): number {
  let largest = 0;
  for (const value of values) {
    const number = toFiniteNumber(value);
    if (number !== null) largest = Math.max(largest, Math.abs(number));
  }
  return largest;
}

/** Bar width in percent: the value's size against the largest, capped at 100%. */
export function relativeBarWidth(value: unknown, largest: number): number {
  const number = toFiniteNumber(value);
  if (number === null || largest <= 0) return 0;
  return Math.min(100, (Math.abs(number) / largest) * 100);
}

/** Zero and above is good (green); below zero draws attention (red). */
export function barTone(value: unknown): 'positive' | 'attention' {
  const number = toFiniteNumber(value);
  return number !== null && number < 0 ? 'attention' : 'positive';
}
