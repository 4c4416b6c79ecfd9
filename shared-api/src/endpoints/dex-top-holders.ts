import type { ItemRange } from '@flowscope/core';
import { mapRecords } from './shared/map-records.ts';
import type { Network } from '../contract/common.ts';
import {
  DexHolderSchema,
  HOLDINGS_DEFAULTS,
  type DexHolder,
  type DexTopHoldersRequest,
} from '../contract/holdings.ts';
import { PATHS } from '../contract/paths.ts';
import { formatMarketCap } from './format/numbers.ts';
import { dexEssentialsView, type DexMarketEssentialsView } from './format/essentials.ts';
import { dexTokenIdentity } from './format/token-name.ts';
import { apiUserId } from './shared/user-id.ts';
import { postList } from './shared/post-list.ts';
import { mapHoldingsFigures, type HoldingsFigures } from './shared/holdings-figures.ts';

export interface DexTopHoldersParams {
  /** Whole USD; null or absent means 0. */
  minCap?: number | null;
  /** Whole USD; null or absent means the sentinel 99999999999999. */
  maxCap?: number | null;
  maxDaysOld?: number | null;
  filterNetwork?: Network | '' | null;
  fromDatetime?: string | null;
  toDatetime?: string | null;
  signal?: AbortSignal;
}

/** A row of Top Holdings DEX (data-screens §3, DEX holding display row). */
export interface DexTopHolderRow extends HoldingsFigures, DexMarketEssentialsView {
  id: number;
  tokenName: string;
  symbol: string;
  ticker: string;
  icon: string | null;
  masked: boolean;
  favorites: boolean;
  /** Null when anonymised. */
  network: Network | null;
  address: string | null;
  score: number | null;
  smwIn: number | null;
  smwInFormatted: string;
}

/**
 * POST /dex_top_holders: user_id, min_cap (0), max_cap (99999999999999), optional
 * max_days_old and filter_network (and the window, when the screen has one).
 */
function dexTopHoldersPayload(params: DexTopHoldersParams): DexTopHoldersRequest {
  const payload: DexTopHoldersRequest = {
    user_id: apiUserId(),
    min_cap: params.minCap ?? HOLDINGS_DEFAULTS.min_cap,
    max_cap: params.maxCap ?? HOLDINGS_DEFAULTS.max_cap,
  };
  if (params.maxDaysOld !== undefined && params.maxDaysOld !== null) {
    payload.max_days_old = params.maxDaysOld;
  }
  if (params.filterNetwork) payload.filter_network = params.filterNetwork;
  if (params.fromDatetime) payload.from_datetime = params.fromDatetime;
  if (params.toDatetime) payload.to_datetime = params.toDatetime;
  return payload;
}

export function mapDexTopHolders(
  records: readonly DexHolder[],
  range?: ItemRange,
): DexTopHolderRow[] {
  return mapRecords(records, range, (record, index) => {
    const identity = dexTokenIdentity(record.token_name, record.ticker);
    return {
      id: index + 1,
      ...identity,
      favorites: record.favorites,
      network: record.network,
      address: record.address,
      score: record.score,
      ...mapHoldingsFigures(record),
      smwIn: record.smw_in,
      smwInFormatted: formatMarketCap(record.smw_in),
      ...dexEssentialsView(record),
    };
  });
}

/** POST /dex_top_holders. */
export function fetchDexTopHolders(params: DexTopHoldersParams = {}): Promise<DexTopHolderRow[]> {
  return postList({
    path: PATHS.dexTopHolders,
    payload: dexTopHoldersPayload(params),
    record: DexHolderSchema,
    map: mapDexTopHolders,
    signal: params.signal,
  });
}
