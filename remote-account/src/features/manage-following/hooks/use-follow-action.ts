import { useCallback } from 'react';
import { usePremiumRedirect } from '@flowscope/shared-api';
import { useFollowToggle, type InfluencerMarket } from '@flowscope/shared-api/feeds';

/**
 * Follows or unfollows through the page's cache (optimistic; a failure is put back with no
 * message, spec §4 and §8). A 'Non-premium' answer sends the trader to /premium, which is
 * told that following was the blocked action.
 */
export function useFollowAction(market: InfluencerMarket) {
  const toPremium = usePremiumRedirect();
  const toggleFollow = useFollowToggle(market);
  return useCallback(
    async (handle: string, follow: boolean) => {
      const outcome = await toggleFollow(handle, follow);
      if (outcome === 'non-premium') toPremium('follow');
    },
    [toggleFollow, toPremium],
  );
}
