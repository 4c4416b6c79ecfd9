import type { Network } from '../contract/common.ts';
import {
  DexInfluencersDataResponseSchema,
  type DexInfluencerTrade,
} from '../contract/influencers.ts';
import { PATHS } from '../contract/paths.ts';
import { formatCompact, formatCompactUsd, formatUsd } from './format/numbers.ts';
import { nameOrMasked, tokenDisplayName } from './format/token-name.ts';
import { influencersDataPayload, type InfluencersDataParams } from './influencers-data-payload.ts';
import type { PremiumList } from './shared/results.ts';
import { postPremiumList } from './shared/post-list.ts';
import { mapInfluencerTradeBase, type InfluencerTradeBase } from './shared/influencer-trade.ts';

/** An 'Influencer Alert' card of Influencer Feed DEX (data-screens §3). */
export interface DexInfluencerFeedItem extends InfluencerTradeBase {
  tokenName: string;
  /** '$'-prefixed name with the spec's fallbacks, for '@handle just bought <$token>'. */
  tokenDisplayName: string;
  address: string;
  network: Network;
  amount: number;
  amountFormatted: string;
  entryPriceFormatted: string;
  tokenAmountFormatted: string;
  balanceFormatted: string;
  avgBuySizeFormatted: string;
}

export function mapDexInfluencersData(
  records: readonly DexInfluencerTrade[],
): DexInfluencerFeedItem[] {
  return records.map((record, index) => ({
    ...mapInfluencerTradeBase(record, index),
    tokenName: nameOrMasked(record.token_name),
    tokenDisplayName: tokenDisplayName({ tokenName: record.token_name, address: record.address }),
    address: record.address,
    network: record.network,
    amount: record.amount_usd,
    amountFormatted: formatCompactUsd(record.amount_usd),
    entryPriceFormatted: formatUsd(record.entry_price),
    tokenAmountFormatted: formatCompact(record.token_amount),
    balanceFormatted: formatCompactUsd(record.balance),
    avgBuySizeFormatted: formatCompactUsd(record.avg_buy_size),
  }));
}

/** POST /get_dex_influencers_data (premium: 'Non-premium' answers an empty list). */
export function fetchDexInfluencersData(
  params: InfluencersDataParams = {},
): Promise<PremiumList<DexInfluencerFeedItem>> {
  return postPremiumList({
    path: PATHS.dexInfluencersData,
    payload: influencersDataPayload(params),
    schema: DexInfluencersDataResponseSchema,
    map: mapDexInfluencersData,
    signal: params.signal,
  });
}
