import { removeCexFavorite } from '../endpoints/cex-favorite-change.ts';
import { removeDexFavorite } from '../endpoints/dex-favorite-change.ts';
import type { FavoriteChange } from '../endpoints/shared/results.ts';
import {
  REMOVE_FAVORITE_FAILED_TITLE,
  removeFavoriteFailedMessage,
} from '../lists/favorite-toggle.ts';
import { notifyError, notifySuccess } from '../notifications/notify-helpers.ts';
import {
  refreshFavorites,
  takeOutFavorite,
  type FavoriteRowsOf,
  type FavoritesMarket,
} from './favorites-store.ts';

export const REMOVED_FROM_FAVORITES_TITLE = 'Removed from Favorites';

export function removedFromFavoritesMessage(token: string): string {
  return `${token} removed from favorites`;
}

/** Which stored row is the same favourite: the coin on CEX, network and address on DEX. */
export function sameFavorite<M extends FavoritesMarket>(
  market: M,
  row: FavoriteRowsOf[M],
): (candidate: FavoriteRowsOf[M]) => boolean {
  if (market === 'cex') {
    const coin = (row as FavoriteRowsOf['cex']).coin;
    return (candidate) => (candidate as FavoriteRowsOf['cex']).coin === coin;
  }
  const { network, address } = row as FavoriteRowsOf['dex'];
  return (candidate) => {
    const other = candidate as FavoriteRowsOf['dex'];
    return other.network === network && other.address.toLowerCase() === address.toLowerCase();
  };
}

const REMOVE_CALLS: {
  [M in FavoritesMarket]: (row: FavoriteRowsOf[M]) => Promise<FavoriteChange>;
} = { cex: removeCexFavorite, dex: removeDexFavorite };

/**
 * Remove on the Favorites screen: no confirmation, the row goes at once and a notification
 * says so. A failure puts the row back with 'Failed to Remove from Favorites'. Resolves true
 * when the favourite is gone.
 */
export async function removeFromFavorites<M extends FavoritesMarket>(
  market: M,
  row: FavoriteRowsOf[M],
  onPremiumRequired: () => void,
): Promise<boolean> {
  const putBack = takeOutFavorite(market, sameFavorite(market, row));
  const remove = REMOVE_CALLS[market] as (row: FavoriteRowsOf[M]) => Promise<FavoriteChange>;
  const change = await remove(row);
  if (change.ok) {
    notifySuccess(REMOVED_FROM_FAVORITES_TITLE, removedFromFavoritesMessage(row.tokenName));
    await refreshFavorites();
    return true;
  }
  putBack();
  if (change.reason === 'non-premium') onPremiumRequired();
  else notifyError(REMOVE_FAVORITE_FAILED_TITLE, removeFavoriteFailedMessage(row.tokenName));
  return false;
}
