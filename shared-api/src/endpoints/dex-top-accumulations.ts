import type { ItemRange } from '@flowscope/core';
import { mapRecords } from './shared/map-records.ts';
import { DexTopAccumulationSchema, type DexTopAccumulation } from '../contract/accumulations.ts';
import type { Network } from '../contract/common.ts';
import { PATHS } from '../contract/paths.ts';
import { formatMarketCap, formatPercent, formatUsd } from './format/numbers.ts';
import { dexEssentialsView, type DexMarketEssentialsView } from './format/essentials.ts';
import { dexTokenIdentity } from './format/token-name.ts';
import {
  topAccumulationsPayload,
  type TopAccumulationsParams,
} from './top-accumulations-payload.ts';
import { postList } from './shared/post-list.ts';

/** A row of Top Accumulations DEX (data-screens §3, display record). */
export interface DexTopAccumulationRow extends DexMarketEssentialsView {
  id: number;
  tokenName: string;
  /** The ticker, under the name the token cells read. */
  symbol: string;
  ticker: string;
  icon: string | null;
  masked: boolean;
  favorites: boolean;
  score: number | null;
  netflow: number | null;
  netflowFormatted: string;
  netflowVsCap: number | null;
  netflowVsCapFormatted: string;
  marketCap: number | null;
  marketCapFormatted: string;
  avgEntryPrice: number | null;
  avgEntryPriceFormatted: string;
  walletsInteracted: number | null;
  smwChange: number | null;
  /** Fractional days (0.25 = six hours); drives the seedling and leaf markers. */
  daysOld: number | null;
  /** Null when anonymised. */
  network: Network | null;
  /** Null when anonymised. */
  address: string | null;
}

export function mapDexTopAccumulations(
  records: readonly DexTopAccumulation[],
  range?: ItemRange,
): DexTopAccumulationRow[] {
  return mapRecords(records, range, (record, index) => {
    const identity = dexTokenIdentity(record.token_name, record.ticker);
    return {
      id: index + 1,
      ...identity,
      favorites: record.favorites,
      score: record.score,
      netflow: record.netflow,
      netflowFormatted: formatMarketCap(record.netflow),
      netflowVsCap: record.netflow_vs_cap,
      netflowVsCapFormatted: formatPercent(record.netflow_vs_cap),
      marketCap: record.market_cap,
      marketCapFormatted: formatMarketCap(record.market_cap),
      avgEntryPrice: record.avg_entry_price,
      avgEntryPriceFormatted: formatUsd(record.avg_entry_price),
      walletsInteracted: record.wallets_interacted,
      smwChange: record.smw_change,
      daysOld: record.days_old,
      network: record.network,
      address: record.address,
      ...dexEssentialsView(record),
    };
  });
}

/** POST /dex_top_accumulations. */
export function fetchDexTopAccumulations(
  params: TopAccumulationsParams = {},
): Promise<DexTopAccumulationRow[]> {
  return postList({
    path: PATHS.dexTopAccumulations,
    payload: topAccumulationsPayload(params),
    record: DexTopAccumulationSchema,
    map: mapDexTopAccumulations,
    signal: params.signal,
  });
}
