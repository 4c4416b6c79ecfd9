import { create } from 'zustand';
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
import { type FavoriteChange } from '@flowscope/shared-api';

export type InfluencerMarket = 'cex' | 'dex';

const CALLS = {
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

interface MarketFollows {
  /** Handles the signed-in user follows ("chosen"), without '@'. */
  handles: string[];
  /** The user id these handles belong to; null before the first load or signed out. */
  loadedFor: string | null;
}

export interface FollowedInfluencersState {
  cex: MarketFollows;
  dex: MarketFollows;
}

const EMPTY: MarketFollows = { handles: [], loadedFor: null };
export const INITIAL_FOLLOWED_STATE: FollowedInfluencersState = { cex: EMPTY, dex: EMPTY };

/**
 * The influencers each market's user follows: one store for the whole page (shared-api is
 * a federation singleton), so following on the manage page narrows the feed at once, in
 * whichever remote shows it.
 */
export const useFollowedInfluencersStore = create<FollowedInfluencersState>()(
  () => INITIAL_FOLLOWED_STATE,
);

function setHandles(market: InfluencerMarket, handles: string[], loadedFor: string | null): void {
  useFollowedInfluencersStore.setState({ [market]: { handles, loadedFor } });
}

/**
 * Loads the followed list (spec §4): only when signed in; a failure, or a 'Non-premium'
 * answer with its empty list, counts as following nobody, without a message.
 */
export async function loadFollowedInfluencers(
  market: InfluencerMarket,
  userId: string | null,
  signal?: AbortSignal,
): Promise<string[]> {
  if (userId === null) {
    setHandles(market, [], null);
    return [];
  }
  let handles: string[] = [];
  try {
    const { items } = await CALLS[market].list({ onlyForUser: true, signal });
    handles = items.map((item) => item.twitterHandle);
  } catch {
    if (signal?.aborted) return useFollowedInfluencersStore.getState()[market].handles;
  }
  setHandles(market, handles, userId);
  return handles;
}

export type FollowOutcome = 'ok' | 'non-premium' | 'failed';

function flipped(handles: readonly string[], handle: string, follow: boolean): string[] {
  const without = handles.filter((candidate) => candidate !== handle);
  return follow ? [...without, handle] : without;
}

/**
 * Follow toggle (spec §4): optimistic. The followed state flips at once; on failure it is
 * put back with no message. 'Non-premium' is put back too, and told to the caller, who
 * sends the trader to /premium.
 */
export async function toggleFollow(
  market: InfluencerMarket,
  handle: string,
  follow: boolean,
): Promise<FollowOutcome> {
  const before = useFollowedInfluencersStore.getState()[market];
  setHandles(market, flipped(before.handles, handle, follow), before.loadedFor);
  let change: FavoriteChange;
  try {
    change = follow ? await CALLS[market].follow(handle) : await CALLS[market].unfollow(handle);
  } catch (error) {
    change = { ok: false, reason: 'failed', message: String(error) };
  }
  if (change.ok) return 'ok';
  const now = useFollowedInfluencersStore.getState()[market];
  setHandles(market, flipped(now.handles, handle, !follow), now.loadedFor);
  return change.reason === 'non-premium' ? 'non-premium' : 'failed';
}

export function resetFollowedInfluencers(): void {
  useFollowedInfluencersStore.setState(INITIAL_FOLLOWED_STATE, true);
}
