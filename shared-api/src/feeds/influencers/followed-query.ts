import { queryOptions } from '@tanstack/react-query';
import { fetchCexInfluencersList } from '../endpoints/cex-influencers-list.ts';
import {
  addCexFavoriteInfluencer,
  removeCexFavoriteInfluencer,
} from '../endpoints/cex-influencer-favorite-change.ts';
import { fetchDexInfluencersList } from '../endpoints/dex-influencers-list.ts';
import {
  addDexFavoriteInfluencer,
  removeDexFavoriteInfluencer,
} from '../endpoints/dex-influencer-favorite-change.ts';

export type InfluencerMarket = 'cex' | 'dex';

export const FOLLOW_CALLS = {
  cex: {
    list: fetchCexInfluencersList,
    follow: addCexFavoriteInfluencer,
    unfollow: removeCexFavoriteInfluencer,
  },
  dex: {
    list: fetchDexInfluencersList,
    follow: addDexFavoriteInfluencer,
    unfollow: removeDexFavoriteInfluencer,
  },
} as const;

/** The influencers a signed-in trader follows ("chosen"), per market, in the page's cache. */
export const followedKeys = {
  all: ['followed'] as const,
  market: (market: InfluencerMarket, userId: string) =>
    [...followedKeys.all, market, userId] as const,
};

/**
 * The followed list (spec §4): the handles, without '@'. A 'Non-premium' answer (an empty
 * list) follows nobody; a failure is an error the screens read as following nobody.
 */
export function followedQueryOptions(market: InfluencerMarket, userId: string) {
  return queryOptions({
    queryKey: followedKeys.market(market, userId),
    queryFn: async ({ signal }) => {
      const { items } = await FOLLOW_CALLS[market].list({ onlyForUser: true, signal });
      return items.map((item) => item.twitterHandle);
    },
  });
}
