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
export const MASKED_ROWS = MASKED_TOP_ROWS;

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

/** Unknown caps pass the bounds: a token cannot be shown to break them. */
export function capWithin(cap: number | null, min: number, max: number): boolean {
  return cap === null || (cap >= min && cap <= max);
}

/** Masks the best rows of a ranking for anonymous viewers. */
export function maskTop<Row>(rows: Row[], anonymous: boolean, mask: (row: Row) => Row): Row[] {
  return anonymous ? rows.map((row, i) => (i < MASKED_ROWS ? mask(row) : row)) : rows;
}
