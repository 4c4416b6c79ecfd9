import { mapRecords } from '@flowscope/shared-api';
import type { ItemRange } from '@flowscope/core';
import {
  CexInfluencerRowSchema,
  type CexInfluencerRow,
  type InfluencersListRequest,
  PATHS,
} from '@flowscope/shared-api/contract';
import { formatMarketCap, type PremiumList, postPremiumList } from '@flowscope/shared-api';
import { influencerRowBase, type InfluencerRowBase } from './influencer-row.ts';
import {
  influencersListPayload,
  type CexInfluencersListParams,
} from './influencers-list-payload.ts';

export interface CexInfluencerListRow extends InfluencerRowBase {
  /** Realised PNL over 30 days, USD. */
  pnl: number;
  pnlFormatted: string;
}

/** POST /get_cex_influencers_list payload, with the CEX-only fields when given. */
function cexInfluencersListPayload(params: CexInfluencersListParams): InfluencersListRequest {
  const payload = influencersListPayload(params);
  // '' is a real answer here ("any type", "any network"), so only absent values are left out.
  if (params.influencerType !== undefined && params.influencerType !== null) {
    payload.influencer_type = params.influencerType;
  }
  if (params.filterNetwork !== undefined && params.filterNetwork !== null) {
    payload.filter_network = params.filterNetwork;
  }
  if (params.sortBy) payload.sort_by = params.sortBy;
  return payload;
}

function mapCexInfluencersList(
  records: readonly CexInfluencerRow[],
  range?: ItemRange,
): CexInfluencerListRow[] {
  return mapRecords(records, range, (record, index) => ({
    ...influencerRowBase(record, index),
    pnl: record.pnl,
    pnlFormatted: formatMarketCap(record.pnl),
  }));
}

/** POST /get_cex_influencers_list (premium: 'Non-premium' answers an empty list). */
export function fetchCexInfluencersList(
  params: CexInfluencersListParams = {},
): Promise<PremiumList<CexInfluencerListRow>> {
  return postPremiumList({
    path: PATHS.cexInfluencersList,
    payload: cexInfluencersListPayload(params),
    record: CexInfluencerRowSchema,
    map: mapCexInfluencersList,
    signal: params.signal,
  });
}
