import { formatCount } from '../format/market-cap.ts';
import { parseMoneyString } from './money-string.ts';

/** The largest cap a bound can hold: the holders' sentinel (data-screens §9). */
export const MAX_CAP_BOUND = 99_999_999_999_999;

/** What the API is told about unknown caps while a bound is set. */
export const UNKNOWN_CAPS_LEFT_OUT = 'tokens with no known cap are left out';

export interface CapReading {
  /** The bound in whole dollars as digits ('1500000'); '' for no bound. */
  digits: string;
  /** How the text was read, for the line under the field; null when there is nothing to say. */
  hint: string | null;
  /** True when the text is not an amount (so no bound applies). */
  unreadable: boolean;
}

/**
 * A market cap as a trader types it, read with the money parser the table sorts use:
 * '1.5m', '200k', '2b', '$1,000,000' or plain digits, rounded to whole dollars (the API's
 * bounds are whole numbers, data-screens §5).
 */
export function readCapText(text: string): CapReading {
  if (text.trim() === '') return { digits: '', hint: null, unreadable: false };
  const amount = parseMoneyString(text);
  if (amount === null || amount < 0) {
    return {
      digits: '',
      hint: 'Not an amount (try 1.5m, 200k, 2b or $1,000,000): no bound applied.',
      unreadable: true,
    };
  }
  const dollars = Math.min(Math.round(amount), MAX_CAP_BOUND);
  return {
    digits: String(dollars),
    hint: `= $${formatCount(dollars)}; ${UNKNOWN_CAPS_LEFT_OUT}`,
    unreadable: false,
  };
}

/** Min above max leaves nothing that can match: say so beside the fields. */
export function capRangeProblem(min: string, max: string): string | null {
  if (min === '' || max === '') return null;
  return Number(min) > Number(max) ? 'Max is below Min, so no token can match.' : null;
}
