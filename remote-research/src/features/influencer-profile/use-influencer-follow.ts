import { usePremiumRedirect, type InfluencerProfileView } from '@flowscope/shared-api';
import { useFollowedInfluencersStatus, useFollowToggle } from '@flowscope/shared-api/feeds';
import { useCallback } from 'react';

export interface InfluencerFollow {
  following: boolean;
  /**
   * False until the followed list has come: a press before would write a list of one over
   * the trader's real list.
   */
  ready: boolean;
  toggle: (follow: boolean) => void;
}

/**
 * The Follow button's state and press. It reads the followed list the feeds and Manage
 * Following share (so a follow here narrows the Influencer Feed at once); until that list has
 * come, the profile's own `followed` stands in. A press is optimistic through the shared
 * toggle; 'Non-premium' sends the trader to /premium, as on Manage Following.
 */
export function useInfluencerFollow(profile: InfluencerProfileView): InfluencerFollow {
  const { venue, twitterHandle } = profile;
  const followed = useFollowedInfluencersStatus(venue);
  const toggleFollow = useFollowToggle(venue);
  const toPremium = usePremiumRedirect();
  const handle = twitterHandle.toLowerCase();
  const following = followed.loaded
    ? followed.handles.some((candidate) => candidate.toLowerCase() === handle)
    : profile.followed;
  const toggle = useCallback(
    (follow: boolean) => {
      void toggleFollow(twitterHandle, follow).then((outcome) => {
        if (outcome === 'non-premium') toPremium('follow');
      });
    },
    [toggleFollow, twitterHandle, toPremium],
  );
  return { following, ready: followed.loaded, toggle };
}
