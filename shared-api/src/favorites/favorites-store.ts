import { create } from 'zustand';
import { fetchCexFavorites, type CexFavoriteRow } from '../endpoints/cex-favorites.ts';
import { fetchDexFavorites, type DexFavoriteRow } from '../endpoints/dex-favorites.ts';
import { errorMessageOf, notifyError } from '../notifications/notify-helpers.ts';
import { useSessionStore } from '../session/session-store.ts';

export type FavoritesMarket = 'cex' | 'dex';

export interface FavoriteRowsOf {
  cex: CexFavoriteRow;
  dex: DexFavoriteRow;
}

/** The spec's load-failure titles (§8). */
export const FAVORITES_LOAD_FAILED_TITLES: Record<FavoritesMarket, string> = {
  cex: 'Failed to Load CEX Favorites',
  dex: 'Failed to Load DEX Favorites',
};

export interface FavoritesList<Row> {
  rows: Row[];
  /** The user these rows belong to; null before the first answer or when signed out. */
  loadedFor: string | null;
  /** A load the trader waits for (not a silent refetch). */
  loading: boolean;
  /** The last load failed: the list shows empty (spec §8) and offers to try again. */
  failed: boolean;
}

export interface FavoritesState {
  cex: FavoritesList<CexFavoriteRow>;
  dex: FavoritesList<DexFavoriteRow>;
}

const EMPTY = { rows: [], loadedFor: null, loading: false, failed: false };
export const INITIAL_FAVORITES_STATE: FavoritesState = { cex: EMPTY, dex: EMPTY };

/**
 * The signed-in trader's CEX and DEX favourites: one store for the whole page (shared-api is
 * a federation singleton), so a star set on any screen shows on Favorites without a reload.
 */
export const useFavoritesStore = create<FavoritesState>()(() => INITIAL_FAVORITES_STATE);

const FETCHERS: { [M in FavoritesMarket]: (signal: AbortSignal) => Promise<FavoriteRowsOf[M][]> } =
  {
    cex: (signal) => fetchCexFavorites({ signal }),
    dex: (signal) => fetchDexFavorites({ signal }),
  };

const inFlight: Record<FavoritesMarket, AbortController | null> = { cex: null, dex: null };

function patch<M extends FavoritesMarket>(
  market: M,
  change: Partial<FavoritesList<FavoriteRowsOf[M]>>,
): void {
  useFavoritesStore.setState((state) => ({ [market]: { ...state[market], ...change } }));
}

function currentUserId(): string | null {
  return useSessionStore.getState().user?.id ?? null;
}

let watchingSignOut = false;

/** Signing out empties the lists at once, whichever screen is open (once per page). */
function emptyOnSignOut(): void {
  if (watchingSignOut) return;
  watchingSignOut = true;
  useSessionStore.subscribe((state, previous) => {
    if (previous.user !== null && state.user === null) resetFavorites();
  });
}

/** Drops a load in flight, so its (older) answer cannot undo a change made since. */
export function abortFavoritesLoad(market: FavoritesMarket): void {
  inFlight[market]?.abort();
  inFlight[market] = null;
}

/**
 * Loads one market's favourites for the signed-in trader; signed out, the list is emptied
 * without a call. Never throws (spec §8): a failure is a notification and an empty list.
 * A silent load keeps the rows on screen and, failing, changes nothing.
 */
export async function loadFavorites(
  market: FavoritesMarket,
  { silent = false }: { silent?: boolean } = {},
): Promise<void> {
  emptyOnSignOut();
  abortFavoritesLoad(market);
  const userId = currentUserId();
  if (userId === null) {
    useFavoritesStore.setState({ [market]: EMPTY });
    return;
  }
  const controller = new AbortController();
  inFlight[market] = controller;
  if (!silent) patch(market, { loading: true, failed: false });
  try {
    const rows = await FETCHERS[market](controller.signal);
    if (inFlight[market] !== controller) return;
    patch(market, { rows, loadedFor: userId, loading: false, failed: false });
  } catch (error) {
    if (inFlight[market] !== controller) return;
    if (silent) return;
    notifyError(FAVORITES_LOAD_FAILED_TITLES[market], errorMessageOf(error));
    patch(market, { rows: [], loadedFor: userId, loading: false, failed: true });
  } finally {
    if (inFlight[market] === controller) inFlight[market] = null;
  }
}

/**
 * The silent refetch after a successful favourite toggle anywhere (spec §4). Lists not yet
 * loaded for this trader are left for the Favorites screen to load when it opens.
 */
export async function refreshFavorites(): Promise<void> {
  const userId = currentUserId();
  if (userId === null) return;
  const state = useFavoritesStore.getState();
  const loaded = (['cex', 'dex'] as const).filter((market) => state[market].loadedFor === userId);
  await Promise.all(loaded.map((market) => loadFavorites(market, { silent: true })));
}

/** Takes rows out at once (an optimistic remove); returns what puts them back. */
export function takeOutFavorite<M extends FavoritesMarket>(
  market: M,
  matches: (row: FavoriteRowsOf[M]) => boolean,
): () => void {
  abortFavoritesLoad(market);
  const before = useFavoritesStore.getState()[market].rows as FavoriteRowsOf[M][];
  const index = before.findIndex(matches);
  const row = before[index];
  if (row === undefined) return () => undefined;
  patch(market, { rows: before.filter((candidate) => candidate !== row) });
  return () => {
    const now = useFavoritesStore.getState()[market].rows as FavoriteRowsOf[M][];
    if (now.some(matches)) return;
    const at = Math.min(index, now.length);
    patch(market, { rows: [...now.slice(0, at), row, ...now.slice(at)] });
  };
}

export function resetFavorites(): void {
  abortFavoritesLoad('cex');
  abortFavoritesLoad('dex');
  useFavoritesStore.setState(INITIAL_FAVORITES_STATE, true);
}
