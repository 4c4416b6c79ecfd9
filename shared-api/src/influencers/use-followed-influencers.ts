import { useEffect } from 'react';
import { useSessionStore } from '../session/session-store.ts';
import {
  loadFollowedInfluencers,
  useFollowedInfluencersStore,
  type InfluencerMarket,
} from './followed-store.ts';

/**
 * Handles of the influencers the signed-in trader follows in one market; none when signed
 * out. Loads once per user (the store keeps it for every screen after that).
 */
export function useFollowedInfluencers(market: InfluencerMarket): string[] {
  const userId = useSessionStore((state) => state.user?.id ?? null);
  const follows = useFollowedInfluencersStore((state) => state[market]);
  const stale = follows.loadedFor !== userId;
  useEffect(() => {
    if (!stale) return;
    const controller = new AbortController();
    void loadFollowedInfluencers(market, userId, controller.signal);
    return () => controller.abort();
  }, [market, userId, stale]);
  return userId === null ? NOBODY : follows.handles;
}

const NOBODY: string[] = [];
