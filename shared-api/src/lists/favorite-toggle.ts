import type { FavoriteChange } from '../endpoints/shared/results.ts';
import { refreshFavorites } from '../favorites/favorites-store.ts';
import { notifyError } from '../notifications/notify-helpers.ts';

export const ADD_FAVORITE_FAILED_TITLE = 'Failed to Add to Favorites';
export const REMOVE_FAVORITE_FAILED_TITLE = 'Failed to Remove from Favorites';

export function addFavoriteFailedMessage(token: string): string {
  return `Could not add ${token} to favorites`;
}

export function removeFavoriteFailedMessage(token: string): string {
  return `Could not remove ${token} from favorites`;
}

/** The least a row needs to be toggled: its favourite flag and a name for messages. */
export interface FavoriteRowLike {
  tokenName?: string | null;
  favorites?: boolean;
}

export interface FavoriteToggleOptions<Row> {
  add: (row: Row) => Promise<FavoriteChange>;
  remove: (row: Row) => Promise<FavoriteChange>;
  /** 'Non-premium' answer: the screen sends the user to /premium. */
  onPremiumRequired: () => void;
  /** After a success: refetch the screen's list silently (the favourites store refetches itself). */
  onChanged?: () => unknown;
}

/**
 * Favourite toggle (data-screens §4): a favourite is removed, anything else added. True
 * only on a successful response; 'Non-premium' calls onPremiumRequired and gives false;
 * other failures raise the spec's notification and give false.
 */
export async function toggleFavorite<Row extends FavoriteRowLike>(
  row: Row,
  isFavorited: boolean,
  options: FavoriteToggleOptions<Row>,
): Promise<boolean> {
  const change = isFavorited ? await options.remove(row) : await options.add(row);
  if (change.ok) {
    // Every screen's star keeps the page-wide favourites current (spec §4).
    await Promise.all([options.onChanged?.(), refreshFavorites()]);
    return true;
  }
  if (change.reason === 'non-premium') {
    options.onPremiumRequired();
    return false;
  }
  const token = row.tokenName ?? 'token';
  if (isFavorited) notifyError(REMOVE_FAVORITE_FAILED_TITLE, removeFavoriteFailedMessage(token));
  else notifyError(ADD_FAVORITE_FAILED_TITLE, addFavoriteFailedMessage(token));
  return false;
}
