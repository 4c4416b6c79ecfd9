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
export { useFollowedInfluencers } from './use-followed-influencers.ts';
