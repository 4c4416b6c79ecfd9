import {
  FEED_ROW_LIMIT,
  FRESH_MAX_DAYS,
  LIST_ROW_LIMIT,
  MASKED_NAME,
  MASKED_TOP_ROWS,
  YOUNG_MAX_DAYS,
  type TokenFilter,
} from '@flowscope/shared-api/contract';

/** Rows a list call answers at most ("Mock list has 100 rows", data-screens §9). */
export const LIST_LIMIT = LIST_ROW_LIMIT;
/** Rows a feed call (alerts) answers at most; the client pages with Load More. */
export const FEED_LIMIT = FEED_ROW_LIMIT;
/** Anonymous visitors see the best rows of a ranking masked as '***' (a premium teaser). */
const MASKED_ROWS = MASKED_TOP_ROWS;

export { MASKED_NAME };

/** token_filter semantics (see the contract's TokenFilterSchema). */
export function passesTokenFilter(filter: TokenFilter, ageDays: number, netflow: number): boolean {
  switch (filter) {
    case 'top_accumulations':
      return netflow > 0;
    case 'fresh_tokens':
      return ageDays <= FRESH_MAX_DAYS;
    case 'young_tokens':
      return ageDays > FRESH_MAX_DAYS && ageDays <= YOUNG_MAX_DAYS;
    case 'all_tokens':
      return true;
  }
}

/** A call's cap bounds, or its defaults (what the client sends when no bound is typed). */
export interface CapBounds {
  min: number;
  max: number;
}

/**
 * Whether a token's cap meets the call's bounds. An unknown cap cannot be shown to meet a
 * bound, so with a bound set (tighter than the call's defaults) it is left out; with none
 * set it stays listed, as 'N/A'.
 */
export function capWithin(cap: number | null, bounds: CapBounds, defaults: CapBounds): boolean {
  if (cap === null) return bounds.min <= defaults.min && bounds.max >= defaults.max;
  return cap >= bounds.min && cap <= bounds.max;
}

/** The top rows of an anonymous answer give way to `masked()`, a row that names nothing. */
export function maskTop<Row>(rows: Row[], anonymous: boolean, masked: () => Row): Row[] {
  return anonymous ? rows.map((row, i) => (i < MASKED_ROWS ? masked() : row)) : rows;
}
