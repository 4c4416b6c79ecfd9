import { useCallback } from 'react';
import { usePremiumRedirect } from '@flowscope/shared-api';
import { toggleFollow, type InfluencerMarket } from '@flowscope/shared-api/feeds';

/**
 * Follows or unfollows through the shared store (optimistic; a failure is put back with no
 * message, spec §4 and §8). A 'Non-premium' answer sends the trader to /premium, which is
 * told that following was the blocked action.
 */
export function useFollowAction(market: InfluencerMarket) {
  const toPremium = usePremiumRedirect();
  return useCallback(
    async (handle: string, follow: boolean) => {
      const outcome = await toggleFollow(market, handle, follow);
      if (outcome === 'non-premium') toPremium('follow');
    },
    [market, toPremium],
  );
}
