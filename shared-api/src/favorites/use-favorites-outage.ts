import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useSessionStore } from '../session/session-store.ts';
import { favoritesQueryOptions } from './favorites-query.ts';

/** The spec's title when no favourites could be loaded at all (§8). */
export const FAVORITES_OUTAGE_TITLE = 'Failed to Load Favorites';

export interface FavoritesOutage {
  /** Both markets' lists failed with nothing to show. */
  failed: boolean;
  /** Loads both again. */
  retry: () => void;
}

/**
 * Whether the signed-in trader's favourites failed in both markets at once: the Favorites
 * screen then says so once, with one Retry, rather than two empty tables. It reads the same
 * cached queries the tables do (nothing is fetched twice).
 */
export function useFavoritesOutage(): FavoritesOutage {
  const userId = useSessionStore((state) => state.user?.id ?? null);
  const enabled = userId !== null;
  const cex = useQuery({ ...favoritesQueryOptions('cex', userId ?? ''), enabled });
  const dex = useQuery({ ...favoritesQueryOptions('dex', userId ?? ''), enabled });
  const failed =
    enabled && cex.isLoadingError && dex.isLoadingError && !cex.isFetching && !dex.isFetching;
  const { refetch: refetchCex } = cex;
  const { refetch: refetchDex } = dex;
  const retry = useCallback(() => {
    void refetchCex();
    void refetchDex();
  }, [refetchCex, refetchDex]);
  return { failed, retry };
}
