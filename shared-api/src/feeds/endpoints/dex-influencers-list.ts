import { mapRecords } from '@flowscope/shared-api';
import type { ItemRange } from '@flowscope/core';
import {
  DexInfluencerRowSchema,
  type DexInfluencerRow,
  PATHS,
} from '@flowscope/shared-api/contract';
import { influencerRowBase, type InfluencerRowBase } from './influencer-row.ts';
import { influencersListPayload, type InfluencersListParams } from './influencers-list-payload.ts';
import { type PremiumList, postPremiumList } from '@flowscope/shared-api';

export interface DexInfluencerListRow extends InfluencerRowBase {
  /** 0-100. */
  authority: number;
}

function mapDexInfluencersList(
  records: readonly DexInfluencerRow[],
  range?: ItemRange,
): DexInfluencerListRow[] {
  return mapRecords(records, range, (record, index) => ({
    ...influencerRowBase(record, index),
    authority: record.authority,
  }));
}

/** POST /get_dex_influencers_list (premium: 'Non-premium' answers an empty list). */
export function fetchDexInfluencersList(
  params: InfluencersListParams = {},
): Promise<PremiumList<DexInfluencerListRow>> {
  return postPremiumList({
    path: PATHS.dexInfluencersList,
    payload: influencersListPayload(params),
    record: DexInfluencerRowSchema,
    map: mapDexInfluencersList,
    signal: params.signal,
  });
}
