import {
  fetchCexInfluencersData,
  useAutoRefresh,
  useFeedPager,
  useListState,
  type CexInfluencerFeedItem,
  type PremiumList,
} from '@flowscope/shared-api';
import { useFollowedInfluencers } from './useFollowedInfluencers.ts';

/** The spec's load-failure notification of this feed (data-screens §8). */
export const INFLUENCER_FEED_ERROR_TITLE = 'Failed to Load CEX Influencers Data';

const NOTHING_LOADED: PremiumList<CexInfluencerFeedItem> = { items: [], premiumRequired: false };
const NO_FILTERS = {};

/**
 * 'followed' shows the chosen influencers' posts, or everyone's while none are chosen, so
 * the feed needs no second load once the followed list arrives.
 */
const loadFeed = (_filters: object, signal: AbortSignal) =>
  fetchCexInfluencersData({ influencers: 'followed', signal });

/**
 * Everything Influencer Feed CEX shows: the trades (premium), reloaded on sign-in changes
 * and every 15 seconds, paged by Load More, and whose posts they are.
 */
export function useInfluencerFeed() {
  const chosenHandles = useFollowedInfluencers();
  const list = useListState({
    load: loadFeed,
    filters: NO_FILTERS,
    initialData: NOTHING_LOADED,
    errorTitle: INFLUENCER_FEED_ERROR_TITLE,
  });
  const countdown = useAutoRefresh(list.reload);
  const pager = useFeedPager(list.data.items, { loading: list.loading });

  return {
    chosenHandles,
    loading: list.loading,
    error: list.error,
    retry: list.retry,
    premiumRequired: list.data.premiumRequired,
    totalCount: list.data.items.length,
    items: pager.visibleItems,
    hasMore: pager.hasMore,
    loadMore: pager.loadMore,
    secondsLeft: countdown.secondsLeft,
    refresh: countdown.refresh,
  };
}
