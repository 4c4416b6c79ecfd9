import { useMemo } from 'react';
import {
  useFavorites,
  usePremiumRedirect,
  useRemoveFavorite,
  type FavoriteRowsOf,
  type FavoritesMarket,
} from '@flowscope/shared-api';
import {
  Button,
  Spinner,
  staticStyles,
  TableWithPagination,
  TOKEN_CARD_HEIGHT,
  TOP_TABLE_PAGE_SIZE,
  useStaticClasses,
  useTableState,
} from '@flowscope/shared-ui';
import { favoriteColumns } from './columns.tsx';
import type { FavoritesMarketView } from './markets.ts';
import { useFocusAfterRemove } from './use-focus-after-remove.ts';

const styles = staticStyles((theme) => ({
  section: { display: 'grid', gap: theme.spacing.md, minWidth: 0 },
  title: { margin: 0, fontSize: theme.fontSizes.h2 },
  failure: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: theme.spacing.sm,
    margin: 0,
    color: theme.colors.textMuted,
  },
  loading: { display: 'flex', alignItems: 'center', gap: theme.spacing.sm },
}));

/** The spec's loading text of the favourites tables (it names holdings, as the product does). */
const LOADING_TEXT = 'Loading top holdings...';

/**
 * One favourites table (CEX or DEX) with its own sort, page and page size in the URL under
 * the market's namespace, so the two tables on the page never move each other.
 */
export function FavoritesSection<M extends FavoritesMarket>({
  view,
}: {
  view: FavoritesMarketView<M>;
}) {
  const classes = useStaticClasses(styles);
  const favorites = useFavorites(view.market);
  const goToPremium = usePremiumRedirect();
  const removeFavorite = useRemoveFavorite(view.market, () => goToPremium('favorite'));
  const headingId = `${view.market}-favorites-title`;

  const { container, willRemove } = useFocusAfterRemove(favorites.rows);
  const columns = useMemo(
    () =>
      favoriteColumns<FavoriteRowsOf[M]>(favorites.rows, {
        ...view,
        onRemove: (row) => {
          willRemove(view.rowKey(row));
          void removeFavorite(row);
        },
      }),
    [favorites.rows, view, willRemove, removeFavorite],
  );
  const table = useTableState({
    rows: favorites.rows,
    columns,
    defaultPageSize: TOP_TABLE_PAGE_SIZE,
    namespace: view.market,
  });

  return (
    <section ref={container} aria-labelledby={headingId} className={classes.section}>
      <h2 id={headingId} className={classes.title}>
        {view.title}
      </h2>
      {favorites.failed && (
        <p className={classes.failure}>
          {view.title} could not be loaded.
          <Button variant="secondary" size="sm" onClick={favorites.retry}>
            Retry
          </Button>
        </p>
      )}
      {favorites.loading && favorites.rows.length === 0 ? (
        <p role="status" className={classes.loading}>
          <Spinner size="sm" label={LOADING_TEXT} aria-hidden="true" />
          {LOADING_TEXT}
        </p>
      ) : (
        <TableWithPagination
          table={table}
          columns={columns}
          label={view.title}
          emptyText={view.emptyText}
          getRowKey={view.rowKey}
          renderCard={view.renderCard}
          cardHeight={TOKEN_CARD_HEIGHT}
        />
      )}
    </section>
  );
}
