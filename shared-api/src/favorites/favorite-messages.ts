export const ADD_FAVORITE_FAILED_TITLE = 'Failed to Add to Favorites';
export const REMOVE_FAVORITE_FAILED_TITLE = 'Failed to Remove from Favorites';
export const REMOVED_FROM_FAVORITES_TITLE = 'Removed from Favorites';

export function addFavoriteFailedMessage(token: string): string {
  return `Could not add ${token} to favorites`;
}

export function removeFavoriteFailedMessage(token: string): string {
  return `Could not remove ${token} from favorites`;
}

export function removedFromFavoritesMessage(token: string): string {
  return `${token} removed from favorites`;
}
