import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { routeTo } from '../routing/routes.ts';

/** The blocked actions that send a trader to /premium (a 'Non-premium' answer). */
const PREMIUM_REASONS = ['favorite', 'follow', 'influencers'] as const;
export type PremiumReason = (typeof PREMIUM_REASONS)[number];

/** Router state of the redirect: the page says why the trader is there. */
export interface PremiumRedirectState {
  premiumReason: PremiumReason;
}

export function premiumRedirectState(reason: PremiumReason): PremiumRedirectState {
  return { premiumReason: reason };
}

/** The reason carried by a location's state; null for a visit from a link or a reload elsewhere. */
export function readPremiumReason(state: unknown): PremiumReason | null {
  if (typeof state !== 'object' || state === null || !('premiumReason' in state)) return null;
  const reason = state.premiumReason;
  return PREMIUM_REASONS.find((candidate) => candidate === reason) ?? null;
}

/**
 * Sends the trader to /premium after a 'Non-premium' answer, saying which action was blocked.
 * The reason travels in router state, so the address stays /premium.
 */
export function usePremiumRedirect(): (reason: PremiumReason) => void {
  const navigate = useNavigate();
  return useCallback(
    (reason: PremiumReason) =>
      void navigate(routeTo.screen('premium'), { state: premiumRedirectState(reason) }),
    [navigate],
  );
}
