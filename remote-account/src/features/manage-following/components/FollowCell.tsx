import { useIsFollowing, type InfluencerMarket } from '@flowscope/shared-api/feeds';
import { useFollowAction } from '../hooks/use-follow-action.ts';
import { FollowButton } from './FollowButton.tsx';

/** A row's follow button, reading and changing the one followed-influencers store. */
export function FollowCell({ market, handle }: { market: InfluencerMarket; handle: string }) {
  const following = useIsFollowing(market, handle);
  const follow = useFollowAction(market);
  return (
    <FollowButton
      handle={handle}
      following={following}
      onToggle={(next) => void follow(handle, next)}
    />
  );
}
