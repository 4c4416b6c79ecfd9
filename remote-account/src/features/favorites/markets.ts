import {
  cexCoinNameLink,
  dexTokenNameLink,
  tokenPageLink,
  type CexFavoriteRow,
  type DexFavoriteRow,
  type FavoriteRowsOf,
  type FavoritesMarket,
} from '@flowscope/shared-api';
import { tokenCardRenderer, type RenderRowCard, type TokenLink } from '@flowscope/shared-ui';

/** What differs between the two favourites tables: words, the token's link and the row's key. */
export interface FavoritesMarketView<M extends FavoritesMarket> {
  market: M;
  /** The section heading and the table's name. */
  title: string;
  emptyText: string;
  showNetwork: boolean;
  tokenLink: (row: FavoriteRowsOf[M]) => TokenLink;
  /** A row as a card on a phone: holdings and 24h change, Remove, a tap for the token page. */
  renderCard: RenderRowCard<FavoriteRowsOf[M]>;
  /** Stable across refetches (the API's ids are positions), so focus and rows keep their place. */
  rowKey: (row: FavoriteRowsOf[M]) => string;
}

export const CEX_FAVORITES: FavoritesMarketView<'cex'> = {
  market: 'cex',
  title: 'CEX Favorites',
  emptyText: 'No cex favorites found',
  showNetwork: false,
  tokenLink: (row: CexFavoriteRow) => cexCoinNameLink(row.symbol),
  rowKey: (row: CexFavoriteRow) => `cex:${row.coin}`,
  renderCard: tokenCardRenderer<CexFavoriteRow>({
    identity: (row) => ({ ...row, masked: false, favorites: true }),
    link: (row) => tokenPageLink({ venue: 'cex', coin: row.coin }),
    figures: ['holdingsFormatted', 'priceChange24hFormatted'],
    actions: ['remove'],
  }),
};

export const DEX_FAVORITES: FavoritesMarketView<'dex'> = {
  market: 'dex',
  title: 'DEX Favorites',
  emptyText: 'No dex favorites found',
  showNetwork: true,
  tokenLink: (row: DexFavoriteRow) =>
    dexTokenNameLink({ name: row.tokenName, network: row.network, address: row.address }),
  rowKey: (row: DexFavoriteRow) => `dex:${row.network}:${row.address.toLowerCase()}`,
  renderCard: tokenCardRenderer<DexFavoriteRow>({
    identity: (row) => ({ ...row, masked: false, favorites: true }),
    link: (row) =>
      tokenPageLink({
        venue: 'dex',
        name: row.tokenName,
        network: row.network,
        address: row.address,
      }),
    figures: ['holdingsFormatted', 'priceChange24hFormatted'],
    actions: ['remove'],
  }),
};
