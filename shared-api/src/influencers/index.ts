export {
  INITIAL_FOLLOWED_STATE,
  loadFollowedInfluencers,
  resetFollowedInfluencers,
  toggleFollow,
  useFollowedInfluencersStore,
  type FollowedInfluencersState,
  type FollowOutcome,
  type InfluencerMarket,
} from './followed-store.ts';
export {
  useFollowedInfluencers,
  useFollowedInfluencersStatus,
  useIsFollowing,
  type FollowedInfluencersStatus,
} from './use-followed-influencers.ts';
export { useInfluencerFeed, type InfluencerFeed } from './use-influencer-feed.ts';
