import type { ItemRange } from '@flowscope/core';
import { mapRecords } from './shared/map-records.ts';
import { CexTopAccumulationSchema, type CexTopAccumulation } from '../contract/accumulations.ts';
import { PATHS } from '../contract/paths.ts';
import { formatMarketCap, formatPercent, formatUsd } from './format/numbers.ts';
import { cexEssentialsView, type MarketEssentialsView } from './format/essentials.ts';
import { cexTokenIdentity } from './format/token-name.ts';
import {
  topAccumulationsPayload,
  type TopAccumulationsParams,
} from './top-accumulations-payload.ts';
import { postList } from './shared/post-list.ts';

/** A row of Top Accumulations CEX (data-screens §3, display record). */
export interface CexTopAccumulationRow extends MarketEssentialsView {
  /** Running row number, from 1. */
  id: number;
  /** CEX rows have no separate name: the coin symbol, '***' when anonymised. */
  tokenName: string;
  symbol: string;
  icon: string | null;
  /** Anonymised row: no trade link and no favourite star. */
  masked: boolean;
  favorites: boolean;
  smwChange: number | null;
  /** The same smart-money wallet change, under the name the SMW columns use. */
  smwFlow: number | null;
  score: number | null;
  netflow: number | null;
  netflowFormatted: string;
  /** netflow / market cap as a ratio; null shows 'N/A'. */
  netflowVsCap: number | null;
  netflowVsCapFormatted: string;
  longsNetflow: number | null;
  longsNetflowFormatted: string;
  shortsNetflow: number | null;
  shortsNetflowFormatted: string;
  longEntryPrice: number | null;
  longEntryPriceFormatted: string;
  shortEntryPrice: number | null;
  shortEntryPriceFormatted: string;
  netLongWallets: number | null;
  netShortWallets: number | null;
}

export function mapCexTopAccumulations(
  records: readonly CexTopAccumulation[],
  range?: ItemRange,
): CexTopAccumulationRow[] {
  return mapRecords(records, range, (record, index) => {
    return {
      id: index + 1,
      ...cexTokenIdentity(record.coin),
      favorites: record.favorites,
      smwChange: record.smw_change,
      smwFlow: record.smw_change,
      score: record.score,
      netflow: record.netflow,
      netflowFormatted: formatMarketCap(record.netflow),
      netflowVsCap: record.netflow_vs_cap,
      netflowVsCapFormatted: formatPercent(record.netflow_vs_cap),
      longsNetflow: record.longs_netflow,
      longsNetflowFormatted: formatMarketCap(record.longs_netflow),
      shortsNetflow: record.shorts_netflow,
      shortsNetflowFormatted: formatMarketCap(record.shorts_netflow),
      longEntryPrice: record.long_entry_price,
      longEntryPriceFormatted: formatUsd(record.long_entry_price),
      shortEntryPrice: record.short_entry_price,
      shortEntryPriceFormatted: formatUsd(record.short_entry_price),
      netLongWallets: record.net_long_wallets,
      netShortWallets: record.net_short_wallets,
      ...cexEssentialsView(record),
    };
  });
}

/** POST /cex_top_accumulations. */
export function fetchCexTopAccumulations(
  params: TopAccumulationsParams = {},
): Promise<CexTopAccumulationRow[]> {
  return postList({
    path: PATHS.cexTopAccumulations,
    payload: topAccumulationsPayload(params),
    record: CexTopAccumulationSchema,
    map: mapCexTopAccumulations,
    signal: params.signal,
  });
}
