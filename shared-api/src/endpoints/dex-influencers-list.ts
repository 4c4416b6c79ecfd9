import {
  DexInfluencersListResponseSchema,
  type DexInfluencerRow,
} from '../contract/influencers.ts';
import { PATHS } from '../contract/paths.ts';
import { apiPost } from '../http/request.ts';
import { influencerRowBase, type InfluencerRowBase } from './influencer-row.ts';
import { influencersListPayload, type InfluencersListParams } from './influencers-list-payload.ts';
import { isNonPremium, type PremiumList } from './shared/results.ts';

export interface DexInfluencerListRow extends InfluencerRowBase {
  /** 0-100. */
  authority: number;
}

export function mapDexInfluencersList(
  records: readonly DexInfluencerRow[],
): DexInfluencerListRow[] {
  return records.map((record, index) => ({
    ...influencerRowBase(record, index),
    authority: record.authority,
  }));
}

/** POST /get_dex_influencers_list (premium: 'Non-premium' answers an empty list). */
export async function fetchDexInfluencersList(
  params: InfluencersListParams = {},
): Promise<PremiumList<DexInfluencerListRow>> {
  const { data } = await apiPost(
    PATHS.dexInfluencersList,
    influencersListPayload(params),
    DexInfluencersListResponseSchema,
    { signal: params.signal },
  );
  return { items: mapDexInfluencersList(data.data), premiumRequired: isNonPremium(data.result) };
}
