import { NOT_AVAILABLE, toFiniteNumber } from '@flowscope/core';

/** A whole-number change with its sign, such as an SMW change: '+3', '-1', '0'. */
export function formatSignedCount(value: unknown): string {
  const number = toFiniteNumber(value);
  if (number === null) return NOT_AVAILABLE;
  return number > 0 ? `+${number}` : String(number);
}
