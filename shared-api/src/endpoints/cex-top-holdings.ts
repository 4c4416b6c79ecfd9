import type { ItemRange } from '@flowscope/core';
import { mapRecords } from './shared/map-records.ts';
import {
  CexHolderSchema,
  HOLDINGS_DEFAULTS,
  type CexHolder,
  type CexTopHoldingsRequest,
} from '../contract/holdings.ts';
import { PATHS } from '../contract/paths.ts';
import { formatSignedFlow } from './format/numbers.ts';
import { cexEssentialsView, type MarketEssentialsView } from './format/essentials.ts';
import { cexTokenIdentity } from './format/token-name.ts';
import { apiUserId } from './shared/user-id.ts';
import { DEFAULT_WINDOW_HOURS, hoursAgoIso } from './shared/windows.ts';
import { postList } from './shared/post-list.ts';
import { mapHoldingsFigures, type HoldingsFigures } from './shared/holdings-figures.ts';

export interface CexTopHoldingsParams {
  /** ISO date-time; defaults to 720 hours ago. */
  fromDatetime?: string;
  toDatetime?: string | null;
  /** Whole USD; null or absent means 0. */
  minCap?: number | null;
  /** Whole USD; null or absent means the sentinel 99999999999999. */
  maxCap?: number | null;
  signal?: AbortSignal;
}

/** A row of Top Holdings CEX (data-screens §3, display record). */
export interface CexTopHoldingRow extends HoldingsFigures, MarketEssentialsView {
  id: number;
  tokenName: string;
  symbol: string;
  icon: string | null;
  masked: boolean;
  favorites: boolean;
  /** Smart-money netflow in USD over the window (the contract's smw_flow). */
  smwFlow: number | null;
  /** '+$9.43M', '-$744.77K'. */
  smwFlowFormatted: string;
  score: number | null;
  longSmw: number | null;
  shortSmw: number | null;
}

/** POST /cex_top_holdings: user_id, from_datetime, min_cap (0), max_cap (99999999999999). */
function cexTopHoldingsPayload(
  params: CexTopHoldingsParams,
  now: number = Date.now(),
): CexTopHoldingsRequest {
  const payload: CexTopHoldingsRequest = {
    user_id: apiUserId(),
    from_datetime: params.fromDatetime ?? hoursAgoIso(DEFAULT_WINDOW_HOURS, now),
    min_cap: params.minCap ?? HOLDINGS_DEFAULTS.min_cap,
    max_cap: params.maxCap ?? HOLDINGS_DEFAULTS.max_cap,
  };
  if (params.toDatetime) payload.to_datetime = params.toDatetime;
  return payload;
}

export function mapCexTopHoldings(
  records: readonly CexHolder[],
  range?: ItemRange,
): CexTopHoldingRow[] {
  return mapRecords(records, range, (record, index) => {
    return {
      id: index + 1,
      ...cexTokenIdentity(record.coin),
      favorites: record.favorites,
      smwFlow: record.smw_flow,
      smwFlowFormatted: formatSignedFlow(record.smw_flow),
      score: record.score,
      ...mapHoldingsFigures(record),
      longSmw: record.long_smw,
      shortSmw: record.short_smw,
      ...cexEssentialsView(record),
    };
  });
}

/** POST /cex_top_holdings. */
export function fetchCexTopHoldings(
  params: CexTopHoldingsParams = {},
): Promise<CexTopHoldingRow[]> {
  return postList({
    path: PATHS.cexTopHoldings,
    payload: cexTopHoldingsPayload(params),
    record: CexHolderSchema,
    map: mapCexTopHoldings,
    signal: params.signal,
  });
}
