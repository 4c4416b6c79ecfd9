import { useEffect } from 'react';
import { useSessionStore } from '@flowscope/shared-api';
import {
  loadFollowedInfluencers,
  useFollowedInfluencersStore,
  type InfluencerMarket,
} from './followed-store.ts';

export interface FollowedInfluencersStatus {
  /** Handles the trader follows in this market; none when signed out. */
  handles: string[];
  /**
   * True once this user's list has been answered (or counted as empty after a failure), so a
   * screen can wait instead of showing every influencer as not followed for a moment.
   */
  loaded: boolean;
}

/**
 * The followed influencers of one market, loaded once per user (the store keeps them for
 * every screen after that); signed out, nobody and loaded.
 */
export function useFollowedInfluencersStatus(market: InfluencerMarket): FollowedInfluencersStatus {
  const userId = useSessionStore((state) => state.user?.id ?? null);
  const follows = useFollowedInfluencersStore((state) => state[market]);
  const stale = follows.loadedFor !== userId;
  useEffect(() => {
    if (!stale) return;
    const controller = new AbortController();
    void loadFollowedInfluencers(market, userId, controller.signal);
    return () => controller.abort();
  }, [market, userId, stale]);
  if (userId === null) return SIGNED_OUT;
  return { handles: follows.handles, loaded: !stale };
}

/**
 * Handles of the influencers the signed-in trader follows in one market; none when signed
 * out. Loads once per user (the store keeps it for every screen after that).
 */
export function useFollowedInfluencers(market: InfluencerMarket): string[] {
  return useFollowedInfluencersStatus(market).handles;
}

/**
 * Whether one influencer is followed, for a row's button: it reads the store without
 * loading it, so a table of rows asks for the list once (through the screen), not per row.
 */
export function useIsFollowing(market: InfluencerMarket, handle: string): boolean {
  return useFollowedInfluencersStore((state) => state[market].handles.includes(handle));
}

const NOBODY: string[] = [];
const SIGNED_OUT: FollowedInfluencersStatus = { handles: NOBODY, loaded: true };
