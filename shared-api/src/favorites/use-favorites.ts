import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { errorMessageOf, notifyError } from '../notifications/notify-helpers.ts';
import { useSessionStore } from '../session/session-store.ts';
import type { FavoritesMarket } from './favorite-token-key.ts';
import {
  FAVORITES_LOAD_FAILED_TITLES,
  favoritesQueryOptions,
  type FavoriteRowsOf,
} from './favorites-query.ts';

export interface FavoritesView<Row> {
  rows: Row[];
  /** Until the first answer for this trader arrives. */
  loading: boolean;
  /** The load failed with nothing to show: the table shows empty (spec §8), with `retry`. */
  failed: boolean;
  retry: () => void;
}

const NONE: never[] = [];
const SIGNED_OUT_KEY = '';

/**
 * One market's favourites for the signed-in trader, from the page's query cache: shown at
 * once when known and revalidated, so changes made elsewhere show without a page reload; a
 * failed refresh keeps the rows. Signed out, the list is empty and nothing is called. A
 * load that fails with nothing to show raises the spec's notification, once per failure.
 */
export function useFavorites<M extends FavoritesMarket>(
  market: M,
): FavoritesView<FavoriteRowsOf[M]> {
  const userId = useSessionStore((state) => state.user?.id ?? null);
  const query = useQuery({
    ...favoritesQueryOptions(market, userId ?? SIGNED_OUT_KEY),
    enabled: userId !== null,
  });
  const failedWithNothing = query.isLoadingError && !query.isFetching;
  const told = useRef(0);
  useEffect(() => {
    if (!failedWithNothing || told.current === query.errorUpdatedAt) return;
    told.current = query.errorUpdatedAt;
    notifyError(FAVORITES_LOAD_FAILED_TITLES[market], errorMessageOf(query.error));
  }, [failedWithNothing, query.errorUpdatedAt, query.error, market]);
  const { refetch } = query;
  const retry = useCallback(() => void refetch(), [refetch]);
  if (userId === null) return { rows: NONE, loading: false, failed: false, retry };
  return {
    rows: query.data ?? NONE,
    loading: query.data === undefined && !failedWithNothing,
    failed: failedWithNothing,
    retry,
  };
}
