import type { ItemRange } from '@flowscope/core';
import { mapRecords } from './shared/map-records.ts';
import type { Network } from '../contract/common.ts';
import { DexFavoriteSchema, type DexFavorite } from '../contract/favorites.ts';
import { PATHS } from '../contract/paths.ts';
import { favoriteFigures, favoriteTokenName, type FavoriteRowBase } from './cex-favorites.ts';
import { dexEssentialsView, type DexMarketEssentialsView } from './format/essentials.ts';
import { tokenIconKey } from './format/token-name.ts';
import { apiUserId } from './shared/user-id.ts';
import { postList } from './shared/post-list.ts';

export interface DexFavoriteRow extends FavoriteRowBase, DexMarketEssentialsView {
  /** The ticker. */
  token: string;
  network: Network;
  address: string;
}

export function mapDexFavorites(
  records: readonly DexFavorite[],
  range?: ItemRange,
): DexFavoriteRow[] {
  return mapRecords(records, range, (record, index) => ({
    id: index + 1,
    tokenName: favoriteTokenName(record.token_name),
    symbol: record.token,
    token: record.token,
    icon: tokenIconKey(record.token),
    network: record.network,
    address: record.address,
    ...favoriteFigures(record),
    ...dexEssentialsView(record),
  }));
}

/** POST /get_dex_favorites with user_id. */
export function fetchDexFavorites(
  options: { signal?: AbortSignal } = {},
): Promise<DexFavoriteRow[]> {
  return postList({
    path: PATHS.dexFavorites,
    payload: { user_id: apiUserId() },
    record: DexFavoriteSchema,
    map: mapDexFavorites,
    signal: options.signal,
  });
}
