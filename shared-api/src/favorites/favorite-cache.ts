import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { FavoriteToken } from '../endpoints/cex-favorite-change.ts';
import { FAVORITE_LIST_CALLS, listKeys } from '../lists/list-keys.ts';
import { favoriteTokenKey, type FavoritesMarket } from './favorite-token-key.ts';
import { favoritesKeys } from './favorites-query.ts';

/** A cached list row that can carry a star; Search rows say their market themselves. */
interface StarRow extends FavoriteToken {
  favorites?: boolean;
  isCex?: boolean;
}

type Undo = () => void;

function rowKey(row: StarRow, listMarket: FavoritesMarket): string {
  const market = typeof row.isCex === 'boolean' ? (row.isCex ? 'cex' : 'dex') : listMarket;
  return favoriteTokenKey(market, row);
}

/** Replaces a cached answer without making it look newer than it is ('Updated 42s ago'). */
function replaceKeepingAge(queryClient: QueryClient, queryKey: QueryKey, data: unknown): void {
  const updatedAt = queryClient.getQueryState(queryKey)?.dataUpdatedAt;
  queryClient.setQueryData(queryKey, data, updatedAt ? { updatedAt } : undefined);
}

/** Every cached view of the trader's lists that carry this market's stars. */
function favoriteViews(queryClient: QueryClient, userId: string, market: FavoritesMarket) {
  return FAVORITE_LIST_CALLS[market].flatMap((call) =>
    queryClient.getQueriesData<unknown>({ queryKey: listKeys.forUser(call, userId) }),
  );
}

/**
 * Stops the loads in flight that could overwrite an optimistic change: the trader's lists of
 * this market and their favourites.
 */
export async function cancelFavoriteViews(
  queryClient: QueryClient,
  userId: string,
  market: FavoritesMarket,
): Promise<void> {
  await Promise.all([
    ...FAVORITE_LIST_CALLS[market].map((call) =>
      queryClient.cancelQueries({ queryKey: listKeys.forUser(call, userId) }),
    ),
    queryClient.cancelQueries({ queryKey: favoritesKeys.market(market, userId) }),
  ]);
}

/**
 * Sets one token's star on every cached list of the trader that shows it, so each screen
 * agrees at once; returns what puts the answers back.
 */
export function setStarInLists(
  queryClient: QueryClient,
  userId: string,
  market: FavoritesMarket,
  token: FavoriteToken,
  favorite: boolean,
): Undo {
  const key = favoriteTokenKey(market, token);
  const saved: [QueryKey, unknown][] = [];
  for (const [queryKey, data] of favoriteViews(queryClient, userId, market)) {
    if (!Array.isArray(data)) continue;
    let changed = false;
    const next = (data as StarRow[]).map((row) => {
      if (typeof row.favorites !== 'boolean' || rowKey(row, market) !== key) return row;
      changed = true;
      return { ...row, favorites: favorite };
    });
    if (!changed) continue;
    saved.push([queryKey, data]);
    replaceKeepingAge(queryClient, queryKey, next);
  }
  return () => {
    for (const [queryKey, data] of saved) replaceKeepingAge(queryClient, queryKey, data);
  };
}

/** Takes a favourite out of the trader's cached Favorites at once; returns the undo. */
export function dropFromFavorites(
  queryClient: QueryClient,
  userId: string,
  market: FavoritesMarket,
  token: FavoriteToken,
): Undo {
  const queryKey = favoritesKeys.market(market, userId);
  const before = queryClient.getQueryData<StarRow[]>(queryKey);
  if (before === undefined) return () => undefined;
  const key = favoriteTokenKey(market, token);
  replaceKeepingAge(
    queryClient,
    queryKey,
    before.filter((row) => favoriteTokenKey(market, row) !== key),
  );
  return () => replaceKeepingAge(queryClient, queryKey, before);
}

/**
 * After a change (spec §4: the favourites are refetched silently and the data reloaded):
 * the answers that carry this market's stars are stale; those on screen load again at once,
 * the others when they are next shown.
 */
export async function invalidateFavoriteViews(
  queryClient: QueryClient,
  userId: string,
  market: FavoritesMarket,
): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: favoritesKeys.market(market, userId) }),
    ...FAVORITE_LIST_CALLS[market].map((call) =>
      queryClient.invalidateQueries({ queryKey: listKeys.forUser(call, userId) }),
    ),
  ]);
}
