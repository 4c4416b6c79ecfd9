import {
  binanceFuturesUrl,
  dexChartUrl,
  type CexFavoriteRow,
  type DexFavoriteRow,
  type FavoriteRowsOf,
  type FavoritesMarket,
} from '@flowscope/shared-api';

/** What differs between the two favourites tables: words, the token's link and the row's key. */
export interface FavoritesMarketView<M extends FavoritesMarket> {
  market: M;
  /** The section heading and the table's name. */
  title: string;
  emptyText: string;
  showNetwork: boolean;
  tokenLink: (row: FavoriteRowsOf[M]) => { href: string | null; label: string };
  /** Stable across refetches (the API's ids are positions), so focus and rows keep their place. */
  rowKey: (row: FavoriteRowsOf[M]) => string;
}

export const CEX_FAVORITES: FavoritesMarketView<'cex'> = {
  market: 'cex',
  title: 'CEX Favorites',
  emptyText: 'No cex favorites found',
  showNetwork: false,
  tokenLink: (row: CexFavoriteRow) => ({
    href: binanceFuturesUrl(row.symbol),
    label: `Trade ${row.symbol} perpetuals on the exchange`,
  }),
  rowKey: (row: CexFavoriteRow) => `cex:${row.coin}`,
};

export const DEX_FAVORITES: FavoritesMarketView<'dex'> = {
  market: 'dex',
  title: 'DEX Favorites',
  emptyText: 'No dex favorites found',
  showNetwork: true,
  tokenLink: (row: DexFavoriteRow) => ({
    href: dexChartUrl(row.network, row.address),
    label: `Open the ${row.tokenName} chart`,
  }),
  rowKey: (row: DexFavoriteRow) => `dex:${row.network}:${row.address.toLowerCase()}`,
};
