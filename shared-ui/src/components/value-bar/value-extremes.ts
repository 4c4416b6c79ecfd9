/** Largest positive value and largest negative magnitude of one column across the list. */
export interface ValueExtremes {
  positive: number;
  negative: number;
}

export function valueExtremes<Row>(
  rows: readonly Row[],
  read: (row: Row) => number | null,
): ValueExtremes {
  let positive = 0;
  let negative = 0;
  for (const row of rows) {
    const value = read(row);
    if (value === null || !Number.isFinite(value)) continue;
    if (value > 0) positive = Math.max(positive, value);
    else negative = Math.max(negative, -value);
  }
  return { positive, negative };
}

/**
 * The 100% mark of a value's bar: positive bars against the largest positive value, negative
 * bars against the largest negative one (data-screens §2, Top Accumulations CEX).
 */
export function barScale(value: number | null, extremes: ValueExtremes): number {
  return value !== null && value < 0 ? extremes.negative : extremes.positive;
}
