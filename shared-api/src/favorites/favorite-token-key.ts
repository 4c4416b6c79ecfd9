import { cexFavoriteCoin, type FavoriteToken } from '../endpoints/cex-favorite-change.ts';

export type FavoritesMarket = 'cex' | 'dex';

/**
 * Which favourite a row or a token stands for, the same on every list: the coin on CEX,
 * network and contract on DEX (addresses compare in any case).
 */
export function favoriteTokenKey(market: FavoritesMarket, token: FavoriteToken): string {
  if (market === 'cex') return `cex:${cexFavoriteCoin(token).toUpperCase()}`;
  return `dex:${token.network ?? ''}:${(token.address ?? '').toLowerCase()}`;
}
