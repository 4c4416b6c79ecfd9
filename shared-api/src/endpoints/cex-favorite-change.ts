import type { CexFavoriteRequest } from '../contract/favorites.ts';
import { PATHS } from '../contract/paths.ts';
import { runFavoriteAction } from './shared/favorite-action.ts';
import type { FavoriteChange } from './shared/results.ts';
import { apiUserId } from './shared/user-id.ts';

/** The favourite payload of the spec: any row can be passed as it is. */
export interface FavoriteToken {
  tokenName?: string | null;
  symbol?: string | null;
  address?: string | null;
  network?: string | null;
  id?: number | string | null;
  coin?: string | null;
  token?: string | null;
}

/** The CEX favourite is keyed by the coin symbol; rows name it coin, symbol or token. */
export function cexFavoriteCoin(token: FavoriteToken): string {
  return (token.coin ?? token.symbol ?? token.token ?? token.tokenName ?? '').trim();
}

/** POST /add_to_cex_favorites and /remove_from_cex_favorites: user_id, coin. */
function cexFavoritePayload(token: FavoriteToken): CexFavoriteRequest {
  return { user_id: apiUserId(), coin: cexFavoriteCoin(token) };
}

/** Adds a CEX favourite; never throws (adds need premium: 'non-premium' when refused). */
export function addCexFavorite(token: FavoriteToken): Promise<FavoriteChange> {
  return runFavoriteAction(PATHS.addCexFavorite, cexFavoritePayload(token));
}

/** Removes a CEX favourite; never throws. */
export function removeCexFavorite(token: FavoriteToken): Promise<FavoriteChange> {
  return runFavoriteAction(PATHS.removeCexFavorite, cexFavoritePayload(token));
}
