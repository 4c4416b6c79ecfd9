import {
  fetchCexInfluencersData,
  useFeedScreen,
  useFollowedInfluencers,
} from '@flowscope/shared-api';

/** The spec's load-failure notification of this feed (data-screens §8). */
export const INFLUENCER_FEED_ERROR_TITLE = 'Failed to Load CEX Influencers Data';

/**
 * 'followed' shows the chosen influencers' posts, or everyone's while none are chosen; the
 * chosen handles are part of the filters, so following or unfollowing reloads the feed.
 */
const loadFeed = (_filters: { chosen: readonly string[] }, signal: AbortSignal) =>
  fetchCexInfluencersData({ influencers: 'followed', signal });

/**
 * Everything Influencer Feed CEX shows: the trades (premium) on the shared feed engine,
 * and whose posts they are.
 */
export function useInfluencerFeed() {
  const chosenHandles = useFollowedInfluencers('cex');
  const feed = useFeedScreen({
    load: loadFeed,
    filters: { chosen: chosenHandles },
    errorTitle: INFLUENCER_FEED_ERROR_TITLE,
  });
  return { feed, chosenHandles };
}
