import { parseInfluencersData, type InfluencerDataKind } from '@flowscope/shared-api/contract';
import { avatarUrl, MASKED } from '@flowscope/shared-api';

/** One influencer in an alert's 'Influencers Score Impact' list. */
export interface AlertInfluencer {
  name: string;
  /** Null when the identity is masked. */
  avatar: string | null;
  score: number;
}

/**
 * Parses influencers_data (CEX: score is the third part, DEX: the second). In a masked
 * preview (the list's first alert has no timestamp) names become '***' and avatars go.
 */
export function mapAlertInfluencers(
  raw: string,
  kind: InfluencerDataKind,
  masked: boolean,
): AlertInfluencer[] {
  return parseInfluencersData(raw, kind).map(({ name, score }) =>
    masked || name === MASKED
      ? { name: MASKED, avatar: null, score }
      : { name, avatar: avatarUrl(name), score },
  );
}

/** Anonymous masking (data-screens §4): decided by the first item's missing timestamp. */
export function isMaskedPreview(records: readonly { timestamp: string | null }[]): boolean {
  const first = records[0];
  return first !== undefined && !first.timestamp;
}
