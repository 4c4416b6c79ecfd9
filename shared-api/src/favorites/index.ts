export {
  abortFavoritesLoad,
  FAVORITES_LOAD_FAILED_TITLES,
  INITIAL_FAVORITES_STATE,
  loadFavorites,
  refreshFavorites,
  resetFavorites,
  takeOutFavorite,
  useFavoritesStore,
  type FavoriteRowsOf,
  type FavoritesList,
  type FavoritesMarket,
  type FavoritesState,
} from './favorites-store.ts';
export { useFavorites, type FavoritesView } from './use-favorites.ts';
export {
  REMOVED_FROM_FAVORITES_TITLE,
  removedFromFavoritesMessage,
  removeFromFavorites,
  sameFavorite,
} from './remove-favorite.ts';
