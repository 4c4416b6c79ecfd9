/**
 * Display formatting of the spec (shell-and-session §9) for the values the mappers put
 * into display records. shared-api cannot import shared-ui, so these are its own small
 * pure helpers; they follow the same rules.
 */

export const NOT_AVAILABLE = 'N/A';

function isNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/** Precision rises as the value falls: 8 below 0.001, 4 below 0.1, 3 below 1, 2 below 100, else 0-2. */
function currencyDigits(abs: number): { min: number; max: number } {
  if (abs === 0) return { min: 2, max: 2 };
  if (abs < 0.001) return { min: 2, max: 8 };
  if (abs < 0.1) return { min: 4, max: 4 };
  if (abs < 1) return { min: 3, max: 3 };
  if (abs < 100) return { min: 2, max: 2 };
  return { min: 0, max: 2 };
}

const currencyFormats = new Map<string, Intl.NumberFormat>();

function currencyFormat(min: number, max: number): Intl.NumberFormat {
  const key = `${min}-${max}`;
  let format = currencyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: min,
      maximumFractionDigits: max,
    });
    currencyFormats.set(key, format);
  }
  return format;
}

/** A US-dollar price, e.g. `$0.00001234`, `$0.0523`, `$0.512`, `$12.30`, `$64,250.5`. */
export function formatUsd(value: number | null | undefined): string {
  if (!isNumber(value)) return NOT_AVAILABLE;
  const { min, max } = currencyDigits(Math.abs(value));
  return currencyFormat(min, max).format(value);
}

const SCALES = [
  { size: 1e12, suffix: 'T' },
  { size: 1e9, suffix: 'B' },
  { size: 1e6, suffix: 'M' },
  { size: 1e3, suffix: 'K' },
] as const;

/** A number abbreviated with K, M, B, T and 2 decimals, e.g. `1.23M`, `-450.00K`, `12.50`. */
export function formatCompact(value: number | null | undefined): string {
  if (!isNumber(value)) return NOT_AVAILABLE;
  const abs = Math.abs(value);
  const sign = value < 0 ? '-' : '';
  const scale = SCALES.find((candidate) => abs >= candidate.size);
  const scaled = scale ? abs / scale.size : abs;
  return `${sign}${scaled.toFixed(2)}${scale?.suffix ?? ''}`;
}

/** Money abbreviated with K, M, B, T and 2 decimals, sign first: `$1.23B`, `-$450.00K`. */
export function formatCompactUsd(value: number | null | undefined): string {
  if (!isNumber(value)) return NOT_AVAILABLE;
  const compact = formatCompact(Math.abs(value));
  return value < 0 ? `-$${compact}` : `$${compact}`;
}

/** Market caps abbreviate with K, M, B, T and 2 decimals; unknown is 'N/A'. */
export const formatMarketCap = formatCompactUsd;

/** A ratio as a percentage with 2 decimals and a sign: 0.0123 → `+1.23%`; null → 'N/A'. */
export function formatPercent(ratio: number | null | undefined): string {
  if (!isNumber(ratio)) return NOT_AVAILABLE;
  const percent = ratio * 100;
  const fixed = Math.abs(percent).toFixed(2);
  if (fixed === '0.00') return '0.00%';
  return `${percent > 0 ? '+' : '-'}${fixed}%`;
}

const countFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** A whole count with thousands separators: 12345 → `12,345`. */
export function formatCount(value: number | null | undefined): string {
  if (!isNumber(value)) return NOT_AVAILABLE;
  return countFormat.format(value);
}
