import {
  CexTopHoldingsResponseSchema,
  HOLDINGS_DEFAULTS,
  type CexHolder,
  type CexTopHoldingsRequest,
} from '../contract/holdings.ts';
import { PATHS } from '../contract/paths.ts';
import { apiPost } from '../http/request.ts';
import {
  formatCompactUsd,
  formatMarketCap,
  formatPercent,
  formatSignedFlow,
} from './format/numbers.ts';
import { isMasked, nameOrMasked, tokenIconKey } from './format/token-name.ts';
import { apiUserId } from './shared/user-id.ts';
import { DEFAULT_WINDOW_HOURS, hoursAgoIso } from './shared/windows.ts';

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
export interface CexTopHoldingRow {
  id: number;
  tokenName: string;
  symbol: string;
  icon: string | null;
  masked: boolean;
  favorites: boolean;
  /** Smart-money netflow in USD over the window (the contract's smw_flow). */
  smwFlow: number;
  /** '+$9.43M', '-$744.77K'. */
  smwFlowFormatted: string;
  score: number;
  holdings: number;
  holdingsFormatted: string;
  holdingsVsMarketCap: number | null;
  holdingsVsMarketCapFormatted: string;
  marketCap: number | null;
  marketCapFormatted: string;
  longSmw: number;
  shortSmw: number;
}

/** POST /cex_top_holdings: user_id, from_datetime, min_cap (0), max_cap (99999999999999). */
export function cexTopHoldingsPayload(
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

export function mapCexTopHoldings(records: readonly CexHolder[]): CexTopHoldingRow[] {
  return records.map((record, index) => {
    const symbol = nameOrMasked(record.coin);
    return {
      id: index + 1,
      tokenName: symbol,
      symbol,
      icon: tokenIconKey(symbol),
      masked: isMasked(symbol),
      favorites: record.favorites,
      smwFlow: record.smw_flow,
      smwFlowFormatted: formatSignedFlow(record.smw_flow),
      score: record.score,
      holdings: record.holdings,
      holdingsFormatted: formatCompactUsd(record.holdings),
      holdingsVsMarketCap: record.holdings_vs_mkt_cap,
      holdingsVsMarketCapFormatted: formatPercent(record.holdings_vs_mkt_cap),
      marketCap: record.market_cap,
      marketCapFormatted: formatMarketCap(record.market_cap),
      longSmw: record.long_smw,
      shortSmw: record.short_smw,
    };
  });
}

/** POST /cex_top_holdings. */
export async function fetchCexTopHoldings(
  params: CexTopHoldingsParams = {},
): Promise<CexTopHoldingRow[]> {
  const { data } = await apiPost(
    PATHS.cexTopHoldings,
    cexTopHoldingsPayload(params),
    CexTopHoldingsResponseSchema,
    { signal: params.signal },
  );
  return mapCexTopHoldings(data.data);
}
