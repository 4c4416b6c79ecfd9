import { NetworkSchema } from '../contract/common.ts';
import type { DexFavoriteRequest } from '../contract/favorites.ts';
import { PATHS } from '../contract/paths.ts';
import type { FavoriteToken } from './cex-favorite-change.ts';
import { runFavoriteAction } from './shared/favorite-action.ts';
import type { FavoriteChange } from './shared/results.ts';
import { apiUserId } from './shared/user-id.ts';

/** Spec §7: the DEX favourite's network defaults to ethereum. */
const DEFAULT_FAVORITE_NETWORK = 'ethereum';

/**
 * POST /add_to_dex_favorites and /remove_from_dex_favorites: user_id, token_name,
 * address, network (default ethereum).
 */
function dexFavoritePayload(token: FavoriteToken): DexFavoriteRequest {
  const network = NetworkSchema.safeParse(token.network);
  return {
    user_id: apiUserId(),
    token_name: token.tokenName ?? token.token ?? token.symbol ?? '',
    address: token.address ?? '',
    network: network.success ? network.data : DEFAULT_FAVORITE_NETWORK,
  };
}

/** Adds a DEX favourite; never throws (adds need premium: 'non-premium' when refused). */
export function addDexFavorite(token: FavoriteToken): Promise<FavoriteChange> {
  return runFavoriteAction(PATHS.addDexFavorite, dexFavoritePayload(token));
}

/** Removes a DEX favourite; never throws. */
export function removeDexFavorite(token: FavoriteToken): Promise<FavoriteChange> {
  return runFavoriteAction(PATHS.removeDexFavorite, dexFavoritePayload(token));
}
