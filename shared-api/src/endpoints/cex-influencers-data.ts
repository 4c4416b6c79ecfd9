import type { PositionType, Side } from '../contract/common.ts';
import {
  CexInfluencersDataResponseSchema,
  type CexInfluencerTrade,
} from '../contract/influencers.ts';
import { PATHS } from '../contract/paths.ts';
import { apiPost } from '../http/request.ts';
import { formatDisplayDateTime } from './format/dates.ts';
import { avatarUrl, xProfileUrl } from './format/influencer.ts';
import { formatCompactUsd, formatMarketCap, formatUsd } from './format/numbers.ts';
import { nameOrMasked, tokenDisplayName, tokenIconKey } from './format/token-name.ts';
import { influencersDataPayload, type InfluencersDataParams } from './influencers-data-payload.ts';
import { isNonPremium, type PremiumList } from './shared/results.ts';

/** An 'Influencer Alert' card of Influencer Feed CEX (data-screens §3). */
export interface CexInfluencerFeedItem {
  id: number;
  side: Side;
  twitterHandle: string;
  xLink: string;
  avatar: string;
  timestamp: string;
  datetimeFormatted: string;
  /** The coin symbol. */
  tokenName: string;
  tokenDisplayName: string;
  icon: string | null;
  activity: string;
  positionType: PositionType;
  positionValue: number;
  positionValueFormatted: string;
  priceFormatted: string;
  marketCapFormatted: string;
  pnl: number;
  pnlFormatted: string;
  gainToPain: number;
  gainToPainFormatted: string;
  /** Ratio 0-1. */
  maxDrawdown: number;
  maxDrawdownFormatted: string;
}

export function mapCexInfluencersData(
  records: readonly CexInfluencerTrade[],
): CexInfluencerFeedItem[] {
  return records.map((record, index) => ({
    id: index + 1,
    side: record.side,
    twitterHandle: record.twitter_handle,
    xLink: xProfileUrl(record.twitter_handle),
    avatar: avatarUrl(record.twitter_handle),
    timestamp: record.transaction_datetime,
    datetimeFormatted: formatDisplayDateTime(record.transaction_datetime),
    tokenName: nameOrMasked(record.coin),
    tokenDisplayName: tokenDisplayName({ tokenName: record.coin }),
    icon: tokenIconKey(record.coin),
    activity: record.activity,
    positionType: record.position_type,
    positionValue: record.position_value,
    positionValueFormatted: formatCompactUsd(record.position_value),
    priceFormatted: formatUsd(record.price),
    marketCapFormatted: formatMarketCap(record.market_cap),
    pnl: record.pnl,
    pnlFormatted: formatCompactUsd(record.pnl),
    gainToPain: record.gain_to_pain,
    gainToPainFormatted: record.gain_to_pain.toFixed(2),
    maxDrawdown: record.max_drawdown,
    maxDrawdownFormatted: `${(record.max_drawdown * 100).toFixed(2)}%`,
  }));
}

/** POST /get_cex_influencers_data (premium: 'Non-premium' answers an empty list). */
export async function fetchCexInfluencersData(
  params: InfluencersDataParams = {},
): Promise<PremiumList<CexInfluencerFeedItem>> {
  const { data } = await apiPost(
    PATHS.cexInfluencersData,
    influencersDataPayload(params),
    CexInfluencersDataResponseSchema,
    { signal: params.signal },
  );
  return { items: mapCexInfluencersData(data.data), premiumRequired: isNonPremium(data.result) };
}
