import { RESULT_NON_PREMIUM, type Result } from '../../contract/envelope.ts';

/**
 * A premium-gated list (influencer feeds and lists): users without premium get an empty
 * list and `premiumRequired`, so the screen can show its lock instead of "no data".
 */
export interface PremiumList<T> {
  items: T[];
  premiumRequired: boolean;
}

export function isNonPremium(result: Result): boolean {
  return result === RESULT_NON_PREMIUM;
}

/**
 * A premium-gated object (wallet and influencer profiles): users without premium get no data
 * and `premiumRequired`, so the screen can show its lock.
 */
export type PremiumObject<T> =
  | { data: T; premiumRequired: false }
  | { data: null; premiumRequired: true };

/**
 * Outcome of a favourite add/remove. It never throws: `ok` is the spec's true/false, and
 * a 'Non-premium' answer is told apart so the caller can send the user to /premium.
 */
export type FavoriteChange =
  | { ok: true }
  | { ok: false; reason: 'non-premium'; message: string }
  | { ok: false; reason: 'failed'; message: string };

export const NON_PREMIUM_MESSAGE = 'Non-premium';
