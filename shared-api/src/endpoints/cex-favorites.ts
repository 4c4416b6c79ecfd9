import type { ItemRange } from '@flowscope/core';
import { mapRecords } from './shared/map-records.ts';
import { CexFavoriteSchema, type CexFavorite } from '../contract/favorites.ts';
import { PATHS } from '../contract/paths.ts';
import { formatMarketCap, formatCount } from './format/numbers.ts';
import { cexEssentialsView, type MarketEssentialsView } from './format/essentials.ts';
import { ANONYMOUS_TOKEN_NAME, isMasked, tokenIconKey } from './format/token-name.ts';
import { apiUserId } from './shared/user-id.ts';
import { postList } from './shared/post-list.ts';

/** Fields both favourites tables show (data-screens §3, favourite row display). */
export interface FavoriteRowBase {
  id: number;
  /** 'Anonymous' when the name is missing or masked. */
  tokenName: string;
  symbol: string;
  icon: string | null;
  score: number;
  score1d: number;
  score7d: number;
  score30d: number;
  marketCap: number | null;
  marketCapFormatted: string;
  holdings: number;
  holdingsFormatted: string;
  smwHolding: number;
  smwHoldingFormatted: string;
}

export interface CexFavoriteRow extends FavoriteRowBase, MarketEssentialsView {
  /** The perpetual's symbol; what add/remove send. */
  coin: string;
  network: 'CEX';
}

export function favoriteTokenName(name: string | null | undefined): string {
  return name && name.trim() !== '' && !isMasked(name) ? name : ANONYMOUS_TOKEN_NAME;
}

export function favoriteFigures(record: Omit<CexFavorite, 'coin' | 'token_name'>) {
  return {
    score: record.score,
    score1d: record.score_1d,
    score7d: record.score_7d,
    score30d: record.score_30d,
    marketCap: record.market_cap,
    marketCapFormatted: formatMarketCap(record.market_cap),
    holdings: record.holdings,
    holdingsFormatted: formatMarketCap(record.holdings),
    smwHolding: record.smw_holding,
    smwHoldingFormatted: formatCount(record.smw_holding),
  };
}

export function mapCexFavorites(
  records: readonly CexFavorite[],
  range?: ItemRange,
): CexFavoriteRow[] {
  return mapRecords(records, range, (record, index) => ({
    id: index + 1,
    tokenName: favoriteTokenName(record.token_name),
    symbol: record.coin,
    coin: record.coin,
    icon: tokenIconKey(record.coin),
    network: 'CEX',
    ...favoriteFigures(record),
    ...cexEssentialsView(record),
  }));
}

/** POST /get_cex_favorites with user_id. */
export function fetchCexFavorites(
  options: { signal?: AbortSignal } = {},
): Promise<CexFavoriteRow[]> {
  return postList({
    path: PATHS.cexFavorites,
    payload: { user_id: apiUserId() },
    record: CexFavoriteSchema,
    map: mapCexFavorites,
    signal: options.signal,
  });
}
