/** Rounding for answers: money to cents, prices and ratios to 6 significant digits. */
export function usd(value: number): number {
  return Math.round(value * 100) / 100;
}

export function sig(value: number): number {
  return Number.isFinite(value) ? Number(value.toPrecision(6)) : 0;
}

export function sigOrNull(value: number | null): number | null {
  return value === null || !Number.isFinite(value) ? null : sig(value);
}

/** a / b, or null when b is unknown or zero. */
export function ratio(a: number, b: number | null): number | null {
  return b ? sig(a / b) : null;
}
