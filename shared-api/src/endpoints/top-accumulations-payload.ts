import { ACCUMULATION_DEFAULTS, type TopAccumulationsRequest } from '../contract/accumulations.ts';
import type { Network, TokenFilter } from '../contract/common.ts';
import { apiUserId } from './shared/user-id.ts';
import { DEFAULT_WINDOW_HOURS, hoursAgoIso } from './shared/windows.ts';

/** Inputs of both accumulation calls ("same as above" in the call table). */
export interface TopAccumulationsParams {
  /** ISO date-time; defaults to 720 hours ago. */
  fromDatetime?: string;
  toDatetime?: string | null;
  /** Defaults to 'top_accumulations'. */
  tokenFilter?: TokenFilter;
  /** Whole USD; null or absent means the default 10. */
  minMarketCap?: number | null;
  /** Whole USD; null or absent means the default 1e10. */
  maxMarketCap?: number | null;
  filterNetwork?: Network | '' | null;
  signal?: AbortSignal;
}

/**
 * POST /cex_top_accumulations and /dex_top_accumulations: user_id, from_datetime,
 * token_filter, min_market_cap, max_market_cap, optional to_datetime and filter_network.
 */
export function topAccumulationsPayload(
  params: TopAccumulationsParams,
  now: number = Date.now(),
): TopAccumulationsRequest {
  const payload: TopAccumulationsRequest = {
    user_id: apiUserId(),
    from_datetime: params.fromDatetime ?? hoursAgoIso(DEFAULT_WINDOW_HOURS, now),
    token_filter: params.tokenFilter ?? ACCUMULATION_DEFAULTS.token_filter,
    min_market_cap: params.minMarketCap ?? ACCUMULATION_DEFAULTS.min_market_cap,
    max_market_cap: params.maxMarketCap ?? ACCUMULATION_DEFAULTS.max_market_cap,
  };
  if (params.toDatetime) payload.to_datetime = params.toDatetime;
  if (params.filterNetwork) payload.filter_network = params.filterNetwork;
  return payload;
}
