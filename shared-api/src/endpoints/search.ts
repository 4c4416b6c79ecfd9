import type { ItemRange } from '@flowscope/core';
import { mapRecords } from './shared/map-records.ts';
import { CEX_NETWORK, type Network } from '../contract/common.ts';
import { PATHS } from '../contract/paths.ts';
import { SearchResultSchema, type SearchResult } from '../contract/search.ts';
import { formatMarketCap, formatPercent } from './format/numbers.ts';
import { dexEssentialsView, type DexMarketEssentialsView } from './format/essentials.ts';
import { dexTokenIdentity } from './format/token-name.ts';
import { apiUserId } from './shared/user-id.ts';
import { postList } from './shared/post-list.ts';

/** A search result row (data-screens §3, display record). */
/** Liquidity, holders and risk on DEX results only. */
export interface SearchResultRow extends DexMarketEssentialsView {
  id: number;
  tokenName: string;
  symbol: string;
  ticker: string;
  icon: string | null;
  masked: boolean;
  /** A chain, or 'CEX' for perpetuals. */
  network: Network | typeof CEX_NETWORK;
  isCex: boolean;
  address: string | null;
  marketCap: number | null;
  marketCapFormatted: string;
  smwIn: number;
  smwInFormatted: string;
  smwHoldings: number;
  smwHoldingsFormatted: string;
  /** Week-over-week change as a ratio; null when unknown. */
  wowChange: number | null;
  wowChangeFormatted: string;
  relevance: number;
  favorites: boolean;
}

export function mapSearchResults(
  records: readonly SearchResult[],
  range?: ItemRange,
): SearchResultRow[] {
  return mapRecords(records, range, (record, index) => {
    const identity = dexTokenIdentity(record.token_name, record.ticker);
    return {
      id: index + 1,
      ...identity,
      network: record.network,
      isCex: record.network === CEX_NETWORK,
      address: record.address,
      marketCap: record.market_cap,
      marketCapFormatted: formatMarketCap(record.market_cap),
      smwIn: record.smw_in,
      smwInFormatted: formatMarketCap(record.smw_in),
      smwHoldings: record.smw_holdings,
      smwHoldingsFormatted: formatMarketCap(record.smw_holdings),
      wowChange: record.wow_change,
      wowChangeFormatted: formatPercent(record.wow_change),
      relevance: record.relevance,
      favorites: record.favorites,
      ...dexEssentialsView(record),
    };
  });
}

/**
 * POST /search with user_id and the trimmed query. An empty query returns an empty list
 * without calling the server (spec §5). The bearer token comes from the session store,
 * which the client's hook reads at send time.
 */
export async function searchTokens(
  query: string,
  options: { signal?: AbortSignal } = {},
): Promise<SearchResultRow[]> {
  const trimmed = query.trim();
  if (trimmed === '') return [];
  return postList({
    path: PATHS.search,
    payload: { user_id: apiUserId(), query: trimmed },
    record: SearchResultSchema,
    map: mapSearchResults,
    signal: options.signal,
  });
}
