import { create } from 'zustand';
import {
  loadFavorites,
  useFavoritesStore,
  type FavoritesState,
} from '../../favorites/favorites-store.ts';
import { notifyInfo } from '../../notifications/notify-helpers.ts';
import { useSessionStore } from '../../session/session-store.ts';
import type { LiveConnection } from '../live-connection.ts';
import type { LiveEvent, LiveToken } from '../live-events.ts';
import {
  fetchFavoriteAlerts,
  markFavoriteAlertsRead,
  type FavoriteAlert,
} from './favorite-alert-calls.ts';

export interface FavoriteAlertsState {
  alerts: FavoriteAlert[];
  unread: number;
  /** The user these alerts belong to; null signed out or before the first answer. */
  loadedFor: string | null;
}

export const INITIAL_FAVORITE_ALERTS: FavoriteAlertsState = {
  alerts: [],
  unread: 0,
  loadedFor: null,
};

/** The signed-in trader's alerts on favourites: one store for the page (shared-api is a singleton). */
export const useFavoriteAlertsStore = create<FavoriteAlertsState>()(() => INITIAL_FAVORITE_ALERTS);

/** A cluster alert's sentence: 'N smart-money wallets bought {token} in the last T hours'. */
export function clusterAlertText(alert: FavoriteAlert): string {
  const hours = alert.hours ?? 1;
  return `${alert.count} smart-money wallets bought ${alert.token.ticker} in the last ${hours} hour${hours === 1 ? '' : 's'}`;
}

/** A toast's title for a new alert. */
export function favoriteAlertTitle(alert: FavoriteAlert): string {
  if (alert.kind === 'cluster') return `Smart-money cluster on ${alert.token.ticker}`;
  return alert.kind === 'signal'
    ? `New signal on ${alert.token.ticker}`
    : `Influencer trade${alert.count > 1 ? 's' : ''} on ${alert.token.ticker}`;
}

export function favoriteAlertMessage(alert: FavoriteAlert): string {
  const name = alert.token.name || alert.token.ticker;
  if (alert.kind === 'cluster') return `${clusterAlertText(alert)}, one of your favourites.`;
  return alert.kind === 'signal'
    ? `Smart money is moving on ${name}, one of your favourites.`
    : `${alert.count} influencer trade${alert.count > 1 ? 's' : ''} on ${name}, one of your favourites.`;
}

/** Whether the trader has favourited the token of this live event. */
export function isFavouriteToken(token: LiveToken, favorites: FavoritesState): boolean {
  if (token.venue === 'cex') {
    const coin = token.ticker.toUpperCase();
    return favorites.cex.rows.some((row) => row.symbol.toUpperCase() === coin);
  }
  return favorites.dex.rows.some(
    (row) => row.network === token.network && row.address === token.address,
  );
}

function currentUserId(): string | null {
  return useSessionStore.getState().user?.id ?? null;
}

let inFlight: AbortController | null = null;

/**
 * Loads the alerts; new unread ones (not seen in the previous answer for this user) become
 * a toast each, which the notification store shows only when notifications are enabled.
 */
export async function refreshFavoriteAlerts(): Promise<void> {
  const userId = currentUserId();
  if (userId === null) {
    useFavoriteAlertsStore.setState(INITIAL_FAVORITE_ALERTS, true);
    return;
  }
  inFlight?.abort();
  const controller = new AbortController();
  inFlight = controller;
  try {
    const list = await fetchFavoriteAlerts(controller.signal);
    if (inFlight !== controller || currentUserId() !== userId) return;
    const previous = useFavoriteAlertsStore.getState();
    const known = previous.loadedFor === userId ? new Set(previous.alerts.map((a) => a.id)) : null;
    useFavoriteAlertsStore.setState({
      alerts: list.alerts,
      unread: list.unread,
      loadedFor: userId,
    });
    // The first answer after sign-in is history, not news: no toasts for it.
    if (known === null) return;
    for (const alert of list.alerts) {
      if (!alert.read && !known.has(alert.id)) {
        notifyInfo(favoriteAlertTitle(alert), favoriteAlertMessage(alert));
      }
    }
  } catch {
    // Alerts are extra: a failed load leaves the bell as it was, the next event tries again.
  } finally {
    if (inFlight === controller) inFlight = null;
  }
}

/** Marks alerts read (all when none are given), at once on screen and then on the API. */
export async function markAlertsRead(ids: readonly number[] | null = null): Promise<void> {
  const state = useFavoriteAlertsStore.getState();
  const marking = new Set(ids ?? state.alerts.map((alert) => alert.id));
  const alerts = state.alerts.map((alert) =>
    marking.has(alert.id) ? { ...alert, read: true } : alert,
  );
  const newlyRead = state.alerts.filter((a) => !a.read && marking.has(a.id)).length;
  useFavoriteAlertsStore.setState({
    alerts,
    unread: ids === null ? 0 : Math.max(0, state.unread - newlyRead),
  });
  try {
    const unread = await markFavoriteAlertsRead(ids);
    useFavoriteAlertsStore.setState({ unread });
  } catch {
    // Kept read on screen; the next load brings the API's view back.
  }
}

/** Refreshes are at least this far apart, however many favourite events arrive. */
export const ALERTS_REFRESH_MIN_MS = 2_000;

/**
 * Watches the live stream for events on the trader's favourites and reloads the alerts when
 * one lands (the API raises them; the stream carries no user data). Returns the stop.
 */
export function watchFavoriteAlerts(stream: LiveConnection): () => void {
  let lastAt = -Infinity;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const schedule = () => {
    if (timer !== null) return;
    const wait = Math.max(0, lastAt + ALERTS_REFRESH_MIN_MS - Date.now());
    timer = setTimeout(() => {
      timer = null;
      lastAt = Date.now();
      void refreshFavoriteAlerts();
    }, wait);
  };
  const stopStream = stream.subscribe((events: readonly LiveEvent[]) => {
    if (currentUserId() === null) return;
    const favorites = useFavoritesStore.getState();
    const concerned = events.some(
      (event) =>
        event.type === 'resync' ||
        ((event.type === 'signal' || event.type === 'trade' || event.type === 'alert') &&
          isFavouriteToken(event.data.token, favorites)),
    );
    if (concerned) schedule();
  });
  // Telling events on favourites apart needs the favourites, on any screen.
  const loadWatched = () => {
    const userId = currentUserId();
    if (userId === null) return;
    const favorites = useFavoritesStore.getState();
    for (const market of ['cex', 'dex'] as const) {
      if (favorites[market].loadedFor !== userId && !favorites[market].loading) {
        void loadFavorites(market, { silent: true });
      }
    }
  };
  // Signing in or out loads (or clears) the alerts of whoever is now signed in.
  const stopSession = useSessionStore.subscribe((state, previous) => {
    if (state.user?.id === previous.user?.id) return;
    loadWatched();
    void refreshFavoriteAlerts();
  });
  loadWatched();
  void refreshFavoriteAlerts();
  return () => {
    stopStream();
    stopSession();
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };
}
