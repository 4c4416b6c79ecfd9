export { type FavoritesMarket } from './favorite-token-key.ts';
export { favoritesKeys, type FavoriteRowsOf } from './favorites-query.ts';
export { useFavorites } from './use-favorites.ts';
export { FAVORITES_OUTAGE_TITLE, useFavoritesOutage } from './use-favorites-outage.ts';
export { useRemoveFavorite } from './use-remove-favorite.ts';
