import {
  type Network,
  type InfluencersListRequest,
  type InfluencersScope,
  type INFLUENCER_SORTS,
} from '@flowscope/shared-api/contract';
import { apiUserId } from '@flowscope/shared-api';

export type InfluencerSort = (typeof INFLUENCER_SORTS)[number];

/** Inputs of both influencer list calls. */
export interface InfluencersListParams {
  /** True for the followed influencers only (the "Your Chosen" tab); default false. */
  onlyForUser?: boolean;
  /** Defaults to 'all'. */
  influencers?: InfluencersScope;
  searchQuery?: string | null;
  signal?: AbortSignal;
}

/** The CEX list also sends influencer_type, filter_network and sort_by (data-screens §7). */
export interface CexInfluencersListParams extends InfluencersListParams {
  influencerType?: string | null;
  filterNetwork?: Network | '' | null;
  sortBy?: InfluencerSort;
}

/** user_id, only_for_user, influencers (default all) and search_query when one is given. */
export function influencersListPayload(params: InfluencersListParams): InfluencersListRequest {
  const payload: InfluencersListRequest = {
    user_id: apiUserId(),
    only_for_user: params.onlyForUser ?? false,
    influencers: params.influencers ?? 'all',
  };
  // The manage screen always says what it searched for, even nothing (''); the followed-list
  // call passes no search and leaves the field out.
  const search = params.searchQuery?.trim();
  if (search !== undefined) payload.search_query = search;
  return payload;
}
