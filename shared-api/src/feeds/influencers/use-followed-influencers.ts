import { useQuery } from '@tanstack/react-query';
import { useSessionStore } from '@flowscope/shared-api';
import { followedQueryOptions, type InfluencerMarket } from './followed-query.ts';

export interface FollowedInfluencersStatus {
  /** Handles the trader follows in this market; none when signed out. */
  handles: string[];
  /**
   * True once this user's list has been answered (or counted as empty after a failure), so a
   * screen can wait instead of showing every influencer as not followed for a moment.
   */
  loaded: boolean;
}

const NOBODY: string[] = [];
const SIGNED_OUT: FollowedInfluencersStatus = { handles: NOBODY, loaded: true };
const NO_USER = '';

/**
 * The followed influencers of one market from the page's cache: fetched once per trader and
 * kept for every screen after that; signed out, nobody and loaded. A failure fetching it
 * counts as following nobody (spec §4), with no message.
 */
export function useFollowedInfluencersStatus(market: InfluencerMarket): FollowedInfluencersStatus {
  const userId = useSessionStore((state) => state.user?.id ?? null);
  const query = useQuery({
    ...followedQueryOptions(market, userId ?? NO_USER),
    enabled: userId !== null,
    staleTime: Infinity,
  });
  if (userId === null) return SIGNED_OUT;
  if (query.data !== undefined) return { handles: query.data, loaded: true };
  return { handles: NOBODY, loaded: query.isError };
}

/**
 * Handles of the influencers the signed-in trader follows in one market; none when signed
 * out.
 */
export function useFollowedInfluencers(market: InfluencerMarket): string[] {
  return useFollowedInfluencersStatus(market).handles;
}

/**
 * Whether one influencer is followed, for a row's button: it reads the cached list without
 * loading it, so a table of rows asks for the list once (through the screen), not per row.
 */
export function useIsFollowing(market: InfluencerMarket, handle: string): boolean {
  const userId = useSessionStore((state) => state.user?.id ?? null);
  const { data } = useQuery({
    ...followedQueryOptions(market, userId ?? NO_USER),
    enabled: false,
    select: (handles) => handles.includes(handle),
  });
  return data === true;
}
