import { useCallback, useEffect } from 'react';
import { useSessionStore } from '../session/session-store.ts';
import {
  loadFavorites,
  useFavoritesStore,
  type FavoriteRowsOf,
  type FavoritesMarket,
} from './favorites-store.ts';

export interface FavoritesView<Row> {
  rows: Row[];
  /** Until the first answer for this trader arrives. */
  loading: boolean;
  /** The load failed: the table shows empty, with `retry`. */
  failed: boolean;
  retry: () => void;
}

const NONE: never[] = [];

/**
 * One market's favourites for the signed-in trader, from the page-wide store. Opening a
 * screen that shows them refetches (silently when rows are already known), so changes made
 * elsewhere show without a page reload; signed out, the list is empty and nothing is called.
 */
export function useFavorites<M extends FavoritesMarket>(
  market: M,
): FavoritesView<FavoriteRowsOf[M]> {
  const userId = useSessionStore((state) => state.user?.id ?? null);
  const list = useFavoritesStore((state) => state[market]);
  useEffect(() => {
    const known = useFavoritesStore.getState()[market].loadedFor;
    void loadFavorites(market, { silent: userId !== null && known === userId });
  }, [market, userId]);
  const retry = useCallback(() => void loadFavorites(market), [market]);
  const current = userId !== null && list.loadedFor === userId;
  return {
    rows: current ? (list.rows as FavoriteRowsOf[M][]) : NONE,
    loading: userId !== null && (list.loading || !current),
    failed: current && list.failed,
    retry,
  };
}
