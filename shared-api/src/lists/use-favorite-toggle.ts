import { useCallback } from 'react';
import {
  useFavoriteChange,
  type FavoriteChangeOptions,
  type FavoriteRowLike,
} from '../favorites/use-favorite-change.ts';

/**
 * The star's click handler (data-screens §4): a favourite is removed, anything else added;
 * `isFavorited` defaults to the row's favorites flag. The latest options are used, so inline
 * callbacks are fine.
 */
export function useFavoriteToggle<Row extends FavoriteRowLike>(
  options: FavoriteChangeOptions<Row>,
): (row: Row, isFavorited?: boolean) => Promise<boolean> {
  const change = useFavoriteChange(options);
  return useCallback(
    (row: Row, isFavorited: boolean = row.favorites === true) => change(row, isFavorited),
    [change],
  );
}
