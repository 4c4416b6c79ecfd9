import { useEffect } from 'react';
import { useStore } from 'zustand';
import { getLiveStream } from '../live-stream.ts';
import {
  useFavoriteAlertsStore,
  watchFavoriteAlerts,
  type FavoriteAlertsState,
} from './favorite-alerts-store.ts';

/**
 * The trader's alerts on favourites, kept current from the live stream while mounted
 * (the header's bell mounts it once for the page).
 */
export function useFavoriteAlerts(): FavoriteAlertsState {
  useEffect(() => watchFavoriteAlerts(getLiveStream()), []);
  return useStore(useFavoriteAlertsStore);
}
