import { useCallback } from 'react';
import { removeCexFavorite } from '../endpoints/cex-favorite-change.ts';
import { removeDexFavorite } from '../endpoints/dex-favorite-change.ts';
import type { FavoriteChange } from '../endpoints/shared/results.ts';
import { notifySuccess } from '../notifications/notify-helpers.ts';
import { REMOVED_FROM_FAVORITES_TITLE, removedFromFavoritesMessage } from './favorite-messages.ts';
import type { FavoritesMarket } from './favorite-token-key.ts';
import type { FavoriteRowsOf } from './favorites-query.ts';
import { useFavoriteChange } from './use-favorite-change.ts';

const REMOVE_CALLS: {
  [M in FavoritesMarket]: (row: FavoriteRowsOf[M]) => Promise<FavoriteChange>;
} = { cex: removeCexFavorite, dex: removeDexFavorite };

const refused = (): Promise<FavoriteChange> =>
  Promise.resolve({ ok: false, reason: 'failed', message: 'Not a favourite' });

/**
 * Remove on the Favorites screen: no confirmation, the row goes at once and a notification
 * says so; a failure puts it back with 'Failed to Remove from Favorites'. Resolves true when
 * the favourite is gone.
 */
export function useRemoveFavorite<M extends FavoritesMarket>(
  market: M,
  onPremiumRequired: () => void,
): (row: FavoriteRowsOf[M]) => Promise<boolean> {
  const change = useFavoriteChange<FavoriteRowsOf[M]>({
    marketOf: () => market,
    add: refused,
    remove: REMOVE_CALLS[market] as (row: FavoriteRowsOf[M]) => Promise<FavoriteChange>,
    onPremiumRequired,
    onChanged: (row) =>
      notifySuccess(REMOVED_FROM_FAVORITES_TITLE, removedFromFavoritesMessage(row.tokenName)),
  });
  return useCallback((row: FavoriteRowsOf[M]) => change(row, true), [change]);
}
