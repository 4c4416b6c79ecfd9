import { useEffect, useState } from 'react';
import { useSessionStore } from '../session/session-store.ts';
import { usePremiumRedirect, type PremiumReason } from './premium-redirect.ts';

export interface NonPremiumAnswer {
  /** The screen's data answered 'Non-premium'. */
  nonPremium: boolean;
  /** When that answer arrived (the list's last update); null before the first one. */
  answeredAt: number | null;
}

/**
 * A screen whose data answered 'Non-premium' sends the signed-in trader to /premium with the
 * reason (data-screens §6, §8). A signed-out visitor stays: the screen's in-place lock offers
 * the sign-in, since a premium member may simply not be signed in yet. The answer on hand
 * when someone signs in was the visitor's, so only an answer that arrives after counts.
 */
export function useNonPremiumRedirect(answer: NonPremiumAnswer, reason: PremiumReason): void {
  const userId = useSessionStore((state) => state.user?.id ?? null);
  const goToPremium = usePremiumRedirect();
  const [previousVisitor, setPreviousVisitor] = useState({ userId, answeredAt: answer.answeredAt });
  let inherited = previousVisitor;
  if (previousVisitor.userId !== userId) {
    // Adjusting state while rendering: the answer on hand belongs to whoever was here before.
    inherited = { userId, answeredAt: answer.answeredAt };
    setPreviousVisitor(inherited);
  }
  const blocked =
    answer.nonPremium && userId !== null && answer.answeredAt !== inherited.answeredAt;
  useEffect(() => {
    if (blocked) goToPremium(reason);
  }, [blocked, reason, goToPremium]);
}
