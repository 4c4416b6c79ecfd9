import {
  fetchCexInfluencersData,
  type CexInfluencerFeedItem,
} from '../endpoints/cex-influencers-data.ts';
import {
  fetchDexInfluencersData,
  type DexInfluencerFeedItem,
} from '../endpoints/dex-influencers-data.ts';
import {
  influencersScopeFor,
  type InfluencersDataParams,
} from '../endpoints/influencers-data-payload.ts';
import { type PremiumList, PATHS } from '@flowscope/shared-api';
import { LIVE_FEEDS } from '../lists/live-feeds.ts';
import { useFeedScreen, type FeedScreenState } from '../lists/use-feed-screen.ts';
import type { InfluencerMarket } from './followed-query.ts';
import { useFollowedInfluencers } from './use-followed-influencers.ts';

interface FeedItemOf {
  cex: CexInfluencerFeedItem;
  dex: DexInfluencerFeedItem;
}

interface FeedSource<Item> {
  load: (params: InfluencersDataParams) => Promise<PremiumList<Item>>;
  /** The spec's load-failure notification (data-screens §8). */
  errorTitle: string;
}

const FEEDS: { [Market in InfluencerMarket]: FeedSource<FeedItemOf[Market]> } = {
  cex: { load: fetchCexInfluencersData, errorTitle: 'Failed to Load CEX Influencers Data' },
  dex: { load: fetchDexInfluencersData, errorTitle: 'Failed to Load DEX Influencers Data' },
};

export interface InfluencerFeed<Item> {
  feed: FeedScreenState<Item>;
  /** The followed influencers whose posts the feed shows; none means everyone's. */
  chosenHandles: string[];
}

/**
 * An influencer feed of one market on the shared feed engine (premium): the chosen
 * influencers' posts ('followed'), or everyone's ('all') while none are chosen; the chosen
 * handles are part of the filters, so following or unfollowing reloads the feed.
 */
export function useInfluencerFeed<Market extends InfluencerMarket>(
  market: Market,
): InfluencerFeed<FeedItemOf[Market]> {
  const source = FEEDS[market];
  const chosenHandles = useFollowedInfluencers(market);
  const feed = useFeedScreen({
    call: market === 'cex' ? PATHS.cexInfluencersData : PATHS.dexInfluencersData,
    load: (filters: { chosen: readonly string[] }, signal) =>
      source.load({ influencers: influencersScopeFor(filters.chosen), signal }),
    filters: { chosen: chosenHandles },
    errorTitle: source.errorTitle,
    premiumOnly: true,
    live: market === 'cex' ? LIVE_FEEDS.cexTrades : LIVE_FEEDS.dexTrades,
  });
  return { feed, chosenHandles };
}
