import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useSessionStore } from '../../session/session-store.ts';
import { getLiveStream } from '../live-stream.ts';
import type { FavoriteAlert } from '../../endpoints/alerts/favorite-alert-calls.ts';
import {
  favoriteAlertsQueryOptions,
  markAlertsRead,
  watchFavoriteAlerts,
} from './favorite-alerts.ts';

export interface FavoriteAlertsView {
  alerts: FavoriteAlert[];
  unread: number;
  /** Whether anyone is signed in (signed out, the bell shows no alerts). */
  signedIn: boolean;
  /** Marks these alerts read (all when none are given). */
  markRead: (ids?: readonly number[]) => void;
}

const NONE: FavoriteAlert[] = [];
const NO_USER = '';

/**
 * The trader's alerts on favourites, kept current from the live stream while mounted (the
 * header's bell mounts it once for the page).
 */
export function useFavoriteAlerts(): FavoriteAlertsView {
  const queryClient = useQueryClient();
  useEffect(() => watchFavoriteAlerts(getLiveStream(), queryClient), [queryClient]);
  const userId = useSessionStore((state) => state.user?.id ?? null);
  const { data } = useQuery({
    ...favoriteAlertsQueryOptions(userId ?? NO_USER),
    enabled: userId !== null,
  });
  const markRead = useCallback(
    (ids?: readonly number[]) => void markAlertsRead(queryClient, ids ?? null),
    [queryClient],
  );
  if (userId === null) return { alerts: NONE, unread: 0, signedIn: false, markRead };
  return { alerts: data?.alerts ?? NONE, unread: data?.unread ?? 0, signedIn: true, markRead };
}
