import { NOT_AVAILABLE, toFiniteNumber } from './not-available.ts';

/**
 * A ratio as a signed percentage with 2 decimals: 0.1234 → '+12.34%', -0.05 → '-5.00%'.
 * Zero (and anything that rounds to it) reads '+0.00%', never '-0.00%'.
 */
export function formatSignedPercent(ratio: unknown): string {
  const value = toFiniteNumber(ratio);
  if (value === null) return NOT_AVAILABLE;
  const percent = Math.round(value * 100 * 100) / 100;
  if (percent === 0) return '+0.00%';
  return `${percent > 0 ? '+' : '-'}${Math.abs(percent).toFixed(2)}%`;
}
