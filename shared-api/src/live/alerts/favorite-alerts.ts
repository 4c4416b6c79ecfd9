import { QueryObserver, queryOptions, type QueryClient } from '@tanstack/react-query';
import { favoritesQueryOptions, type FavoriteRowsOf } from '../../favorites/favorites-query.ts';
import { notifyInfo } from '../../notifications/notify-helpers.ts';
import { useSessionStore } from '../../session/session-store.ts';
import type { LiveConnection } from '../live-connection.ts';
import { reloadOnFirstConnection } from '../first-connection.ts';
import type { LiveEvent, LiveToken } from '../live-events.ts';
import {
  fetchFavoriteAlerts,
  markFavoriteAlertsRead,
  type FavoriteAlert,
  type FavoriteAlertList,
} from '../../endpoints/alerts/favorite-alert-calls.ts';

/** The signed-in trader's alerts on favourites, in the page's query cache. */
export const favoriteAlertsKeys = {
  all: ['favorite-alerts'] as const,
  forUser: (userId: string) => [...favoriteAlertsKeys.all, userId] as const,
};

export function favoriteAlertsQueryOptions(userId: string) {
  return queryOptions({
    queryKey: favoriteAlertsKeys.forUser(userId),
    queryFn: ({ signal }) => fetchFavoriteAlerts(signal),
  });
}

/** A cluster alert's sentence: 'N smart-money wallets bought {token} in the last T hours'. */
export function clusterAlertText(alert: FavoriteAlert): string {
  const hours = alert.hours ?? 1;
  return `${alert.count} smart-money wallets bought ${alert.token.ticker} in the last ${hours} hour${hours === 1 ? '' : 's'}`;
}

/** A toast's title for a new alert. */
function favoriteAlertTitle(alert: FavoriteAlert): string {
  if (alert.kind === 'cluster') return `Smart-money cluster on ${alert.token.ticker}`;
  return alert.kind === 'signal'
    ? `New signal on ${alert.token.ticker}`
    : `Influencer trade${alert.count > 1 ? 's' : ''} on ${alert.token.ticker}`;
}

function favoriteAlertMessage(alert: FavoriteAlert): string {
  const name = alert.token.name || alert.token.ticker;
  if (alert.kind === 'cluster') return `${clusterAlertText(alert)}, one of your favourites.`;
  return alert.kind === 'signal'
    ? `Smart money is moving on ${name}, one of your favourites.`
    : `${alert.count} influencer trade${alert.count > 1 ? 's' : ''} on ${name}, one of your favourites.`;
}

interface FavoriteRows {
  cex: readonly Pick<FavoriteRowsOf['cex'], 'symbol'>[];
  dex: readonly Pick<FavoriteRowsOf['dex'], 'network' | 'address'>[];
}

/** Whether the trader has favourited the token of this live event. */
function isFavouriteToken(token: LiveToken, favorites: FavoriteRows): boolean {
  if (token.venue === 'cex') {
    const coin = token.ticker.toUpperCase();
    return favorites.cex.some((row) => row.symbol.toUpperCase() === coin);
  }
  return favorites.dex.some(
    (row) => row.network === token.network && row.address === token.address,
  );
}

function currentUserId(): string | null {
  return useSessionStore.getState().user?.id ?? null;
}

/** Marks alerts read (all when none are given), at once on screen and then on the API. */
export async function markAlertsRead(
  queryClient: QueryClient,
  ids: readonly number[] | null = null,
): Promise<void> {
  const userId = currentUserId();
  if (userId === null) return;
  const queryKey = favoriteAlertsKeys.forUser(userId);
  const state = queryClient.getQueryData<FavoriteAlertList>(queryKey);
  if (state !== undefined) {
    const marking = new Set(ids ?? state.alerts.map((alert) => alert.id));
    const newlyRead = state.alerts.filter((a) => !a.read && marking.has(a.id)).length;
    queryClient.setQueryData<FavoriteAlertList>(queryKey, {
      alerts: state.alerts.map((alert) =>
        marking.has(alert.id) ? { ...alert, read: true } : alert,
      ),
      unread: ids === null ? 0 : Math.max(0, state.unread - newlyRead),
    });
  }
  try {
    const unread = await markFavoriteAlertsRead(ids);
    queryClient.setQueryData<FavoriteAlertList>(queryKey, (now) => now && { ...now, unread });
  } catch {
    // Kept read on screen; the next load brings the API's view back.
  }
}

/** Refreshes are at least this far apart, however many favourite events arrive. */
export const ALERTS_REFRESH_MIN_MS = 2_000;

/**
 * New unread alerts (not in an earlier answer for the same trader) become a toast each,
 * whichever load brought them; the first answer after sign-in is history, not news.
 */
function toastNewAlerts(queryClient: QueryClient): () => void {
  const seen = new Map<string, Set<number>>();
  return queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    const [root, userId] = event.query.queryKey;
    if (root !== favoriteAlertsKeys.all[0] || typeof userId !== 'string') return;
    const list = event.action.data as FavoriteAlertList;
    const known = seen.get(userId);
    seen.set(userId, new Set([...(known ?? []), ...list.alerts.map((alert) => alert.id)]));
    if (known === undefined) return;
    for (const alert of list.alerts) {
      if (!alert.read && !known.has(alert.id)) {
        notifyInfo(favoriteAlertTitle(alert), favoriteAlertMessage(alert));
      }
    }
  });
}

/**
 * Keeps the signed-in trader's favourites on hand, so events on them are told apart on any
 * screen (and a star anywhere refreshes them at once). Returns the stop.
 */
function watchFavorites(queryClient: QueryClient): {
  favorites: () => FavoriteRows;
  stop: () => void;
} {
  const NONE: FavoriteRows = { cex: [], dex: [] };
  let read: () => FavoriteRows = () => NONE;
  let stops: (() => void)[] = [];
  const follow = (userId: string | null) => {
    for (const stop of stops) stop();
    stops = [];
    read = () => NONE;
    if (userId === null) return;
    const cex = new QueryObserver(queryClient, favoritesQueryOptions('cex', userId));
    const dex = new QueryObserver(queryClient, favoritesQueryOptions('dex', userId));
    stops = [cex.subscribe(() => undefined), dex.subscribe(() => undefined)];
    read = () => ({
      cex: cex.getCurrentResult().data ?? [],
      dex: dex.getCurrentResult().data ?? [],
    });
  };
  follow(currentUserId());
  const stopSession = useSessionStore.subscribe((state, previous) => {
    if (state.user?.id !== previous.user?.id) follow(state.user?.id ?? null);
  });
  return {
    favorites: () => read(),
    stop: () => {
      stopSession();
      follow(null);
    },
  };
}

/**
 * Watches the live stream for events on the trader's favourites and reloads the alerts when
 * one lands (the API raises them; the stream carries no user data). Returns the stop.
 */
export function watchFavoriteAlerts(stream: LiveConnection, queryClient: QueryClient): () => void {
  let lastAt = -Infinity;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const refresh = () => {
    const userId = currentUserId();
    if (userId === null) return;
    // Alerts are extra: a failed load leaves the bell as it was, the next event tries again.
    queryClient
      .fetchQuery({ ...favoriteAlertsQueryOptions(userId), staleTime: 0 })
      .catch(() => undefined);
  };
  const schedule = () => {
    if (timer !== null) return;
    const wait = Math.max(0, lastAt + ALERTS_REFRESH_MIN_MS - Date.now());
    timer = setTimeout(() => {
      timer = null;
      lastAt = Date.now();
      refresh();
    }, wait);
  };
  const stopToasts = toastNewAlerts(queryClient);
  const watched = watchFavorites(queryClient);
  const stopStream = stream.subscribe((events: readonly LiveEvent[]) => {
    if (currentUserId() === null) return;
    const favorites = watched.favorites();
    const concerned = events.some(
      (event) =>
        event.type === 'resync' ||
        ((event.type === 'signal' || event.type === 'trade' || event.type === 'alert') &&
          isFavouriteToken(event.data.token, favorites)),
    );
    if (concerned) schedule();
  });
  // Events on the favourites before the stream first opened it does not bring.
  const stopFirstReload = reloadOnFirstConnection(stream, () => {
    if (currentUserId() !== null) schedule();
  });
  return () => {
    stopFirstReload();
    stopStream();
    watched.stop();
    stopToasts();
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };
}
