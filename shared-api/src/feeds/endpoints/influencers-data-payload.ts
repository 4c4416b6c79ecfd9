import {
  type Network,
  type InfluencersDataRequest,
  type InfluencersScope,
} from '@flowscope/shared-api/contract';
import { apiUserId } from '@flowscope/shared-api';

/** Inputs of both influencer feed calls. */
export interface InfluencersDataParams {
  /** 'all' (default) or only the followed influencers. */
  influencers?: InfluencersScope;
  filterNetwork?: Network | '' | null;
  fromDatetime?: string | null;
  toDatetime?: string | null;
  signal?: AbortSignal;
}

/**
 * Whose posts a feed asks for (data-screens §7, influencers default all): 'followed' only when
 * the trader has chosen influencers, else 'all'.
 */
export function influencersScopeFor(chosenHandles: readonly string[]): InfluencersScope {
  return chosenHandles.length > 0 ? 'followed' : 'all';
}

/** POST /get_dex_influencers_data and /get_cex_influencers_data: user_id, influencers (all). */
export function influencersDataPayload(params: InfluencersDataParams): InfluencersDataRequest {
  const payload: InfluencersDataRequest = {
    user_id: apiUserId(),
    influencers: params.influencers ?? 'all',
  };
  if (params.filterNetwork) payload.filter_network = params.filterNetwork;
  if (params.fromDatetime) payload.from_datetime = params.fromDatetime;
  if (params.toDatetime) payload.to_datetime = params.toDatetime;
  return payload;
}
