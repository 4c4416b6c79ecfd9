import { queryOptions } from '@tanstack/react-query';
import { fetchCexFavorites, type CexFavoriteRow } from '../endpoints/cex-favorites.ts';
import { fetchDexFavorites, type DexFavoriteRow } from '../endpoints/dex-favorites.ts';
import type { FavoritesMarket } from './favorite-token-key.ts';

export interface FavoriteRowsOf {
  cex: CexFavoriteRow;
  dex: DexFavoriteRow;
}

/** The spec's load-failure titles (§8). */
export const FAVORITES_LOAD_FAILED_TITLES: Record<FavoritesMarket, string> = {
  cex: 'Failed to Load CEX Favorites',
  dex: 'Failed to Load DEX Favorites',
};

/** The signed-in trader's favourites of one market, in the page's query cache. */
export const favoritesKeys = {
  all: ['favorites'] as const,
  market: (market: FavoritesMarket, userId: string) =>
    [...favoritesKeys.all, market, userId] as const,
};

const FETCHERS: { [M in FavoritesMarket]: (signal: AbortSignal) => Promise<FavoriteRowsOf[M][]> } =
  {
    cex: (signal) => fetchCexFavorites({ signal }),
    dex: (signal) => fetchDexFavorites({ signal }),
  };

/** One market's favourites for one trader: the Favorites screen, the bell's watcher and prefetches. */
export function favoritesQueryOptions<M extends FavoritesMarket>(market: M, userId: string) {
  return queryOptions({
    queryKey: favoritesKeys.market(market, userId),
    queryFn: ({ signal }) => FETCHERS[market](signal),
  });
}
