import { formatCount } from '../format/market-cap.ts';

/** Keeps typed text to what a whole-number field can hold; anything else is dropped. */
export function wholeNumberText(text: string): string {
  return text.replace(/[^\d]/g, '').slice(0, 15);
}

/**
 * What a market-cap field says when typing did not go as typed: '1e6abc' becomes 16, and a
 * trader must be told so rather than left wondering why the list changed.
 */
export function droppedCharactersHint(typed: string, kept: string): string | null {
  if (typed.replace(/[\s,]/g, '') === kept) return null;
  return kept === ''
    ? 'Whole dollars only, in digits: nothing was read.'
    : `Whole dollars only, in digits: read as ${formatCount(Number(kept))}.`;
}

/** Min above max leaves nothing that can match: say so beside the fields. */
export function capRangeProblem(min: string, max: string): string | null {
  if (min === '' || max === '') return null;
  return Number(min) > Number(max) ? 'Max is below Min, so no token can match.' : null;
}
