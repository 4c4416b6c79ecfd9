import { NOT_AVAILABLE, toFiniteNumber } from './not-available.ts';
import { builtOnFirstUse } from './built-on-first-use.ts';

const UNITS = [
  { size: 1, suffix: '' },
  { size: 1e3, suffix: 'K' },
  { size: 1e6, suffix: 'M' },
  { size: 1e9, suffix: 'B' },
  { size: 1e12, suffix: 'T' },
] as const;

/** The sign and the abbreviated magnitude of a number, e.g. { sign: '-', digits: '1.23M' }. */
function compactParts(amount: number): { sign: string; text: string } {
  const magnitude = Math.abs(amount);
  let unitIndex = UNITS.findLastIndex((unit) => magnitude >= unit.size);
  if (unitIndex < 0) unitIndex = 0;
  let unit = UNITS[unitIndex] ?? UNITS[0];
  let digits = (magnitude / unit.size).toFixed(2);
  const larger = UNITS[unitIndex + 1];
  if (Number(digits) >= 1000 && larger) {
    unit = larger;
    digits = (magnitude / unit.size).toFixed(2);
  }
  const sign = amount < 0 && Number(digits) !== 0 ? '-' : '';
  return { sign, text: `${digits}${unit.suffix}` };
}

/**
 * Abbreviates with K, M, B or T and 2 decimals: '$1.23K', '$45.60M', '$2.00B'. A value that
 * rounds up to 1000 of one unit is shown in the next ('$1.00M', not '$1000.00K').
 */
export function formatMarketCap(value: unknown): string {
  const amount = toFiniteNumber(value);
  if (amount === null) return NOT_AVAILABLE;
  const { sign, text } = compactParts(amount);
  return `${sign}$${text}`;
}

/**
 * A dollar flow abbreviated with its sign: '+$9.43M', '-$450.00K', and '$0.00' for nothing
 * (a flow of zero is neither in nor out).
 */
export function formatSignedFlow(value: unknown): string {
  const amount = toFiniteNumber(value);
  if (amount === null) return NOT_AVAILABLE;
  const { sign, text } = compactParts(amount);
  const shown = `$${text}`;
  if (sign === '-') return `-${shown}`;
  return Number(text.replace(/[KMBT]$/, '')) === 0 ? shown : `+${shown}`;
}

/** The same abbreviation without the dollar: '1.23M', '-450.00K', '12.50'. */
export function formatCompactNumber(value: unknown): string {
  const amount = toFiniteNumber(value);
  if (amount === null) return NOT_AVAILABLE;
  const { sign, text } = compactParts(amount);
  return `${sign}${text}`;
}

const countFormat = builtOnFirstUse(
  () => new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 }),
);

/** A whole count with thousands separators: 12345 → '12,345'. */
export function formatCount(value: unknown): string {
  const amount = toFiniteNumber(value);
  return amount === null ? NOT_AVAILABLE : countFormat().format(amount);
}
