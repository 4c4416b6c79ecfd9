export {
  ADD_FAVORITE_FAILED_TITLE,
  addFavoriteFailedMessage,
  REMOVE_FAVORITE_FAILED_TITLE,
  removeFavoriteFailedMessage,
  REMOVED_FROM_FAVORITES_TITLE,
  removedFromFavoritesMessage,
} from './favorite-messages.ts';
export { favoriteTokenKey, type FavoritesMarket } from './favorite-token-key.ts';
export {
  FAVORITES_LOAD_FAILED_TITLES,
  favoritesKeys,
  favoritesQueryOptions,
  type FavoriteRowsOf,
} from './favorites-query.ts';
export {
  useFavoriteChange,
  type FavoriteChangeOptions,
  type FavoriteRowLike,
} from './use-favorite-change.ts';
export { useFavorites, type FavoritesView } from './use-favorites.ts';
export {
  FAVORITES_OUTAGE_TITLE,
  useFavoritesOutage,
  type FavoritesOutage,
} from './use-favorites-outage.ts';
export { useRemoveFavorite } from './use-remove-favorite.ts';
