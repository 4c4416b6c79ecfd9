import type { Network, Side } from '../contract/common.ts';
import {
  DexInfluencersDataResponseSchema,
  type DexInfluencerTrade,
} from '../contract/influencers.ts';
import { PATHS } from '../contract/paths.ts';
import { apiPost } from '../http/request.ts';
import { formatDisplayDateTime } from './format/dates.ts';
import { avatarUrl, xProfileUrl } from './format/influencer.ts';
import { formatCompact, formatCompactUsd, formatMarketCap, formatUsd } from './format/numbers.ts';
import { nameOrMasked, tokenDisplayName } from './format/token-name.ts';
import { influencersDataPayload, type InfluencersDataParams } from './influencers-data-payload.ts';
import { isNonPremium, type PremiumList } from './shared/results.ts';

/** An 'Influencer Alert' card of Influencer Feed DEX (data-screens §3). */
export interface DexInfluencerFeedItem {
  id: number;
  side: Side;
  twitterHandle: string;
  xLink: string;
  avatar: string;
  timestamp: string;
  datetimeFormatted: string;
  tokenName: string;
  /** '$'-prefixed name with the spec's fallbacks, for '@handle just bought <$token>'. */
  tokenDisplayName: string;
  address: string;
  network: Network;
  amount: number;
  amountFormatted: string;
  entryPriceFormatted: string;
  marketCapFormatted: string;
  tokenAmountFormatted: string;
  balanceFormatted: string;
  avgBuySizeFormatted: string;
  pnl: number;
  pnlFormatted: string;
}

export function mapDexInfluencersData(
  records: readonly DexInfluencerTrade[],
): DexInfluencerFeedItem[] {
  return records.map((record, index) => ({
    id: index + 1,
    side: record.side,
    twitterHandle: record.twitter_handle,
    xLink: xProfileUrl(record.twitter_handle),
    avatar: avatarUrl(record.twitter_handle),
    timestamp: record.transaction_datetime,
    datetimeFormatted: formatDisplayDateTime(record.transaction_datetime),
    tokenName: nameOrMasked(record.token_name),
    tokenDisplayName: tokenDisplayName({ tokenName: record.token_name, address: record.address }),
    address: record.address,
    network: record.network,
    amount: record.amount_usd,
    amountFormatted: formatCompactUsd(record.amount_usd),
    entryPriceFormatted: formatUsd(record.entry_price),
    marketCapFormatted: formatMarketCap(record.market_cap),
    tokenAmountFormatted: formatCompact(record.token_amount),
    balanceFormatted: formatCompactUsd(record.balance),
    avgBuySizeFormatted: formatCompactUsd(record.avg_buy_size),
    pnl: record.pnl,
    pnlFormatted: formatCompactUsd(record.pnl),
  }));
}

/** POST /get_dex_influencers_data (premium: 'Non-premium' answers an empty list). */
export async function fetchDexInfluencersData(
  params: InfluencersDataParams = {},
): Promise<PremiumList<DexInfluencerFeedItem>> {
  const { data } = await apiPost(
    PATHS.dexInfluencersData,
    influencersDataPayload(params),
    DexInfluencersDataResponseSchema,
    { signal: params.signal },
  );
  return { items: mapDexInfluencersData(data.data), premiumRequired: isNonPremium(data.result) };
}
