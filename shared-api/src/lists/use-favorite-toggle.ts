import { useCallback, useEffect, useRef } from 'react';
import {
  toggleFavorite,
  type FavoriteRowLike,
  type FavoriteToggleOptions,
} from './favorite-toggle.ts';

/**
 * The star's click handler. `isFavorited` defaults to the row's favorites flag; the
 * latest options are used, so inline callbacks are fine.
 */
export function useFavoriteToggle<Row extends FavoriteRowLike>(
  options: FavoriteToggleOptions<Row>,
): (row: Row, isFavorited?: boolean) => Promise<boolean> {
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  return useCallback(
    (row: Row, isFavorited: boolean = row.favorites === true) =>
      toggleFavorite(row, isFavorited, latest.current),
    [],
  );
}
