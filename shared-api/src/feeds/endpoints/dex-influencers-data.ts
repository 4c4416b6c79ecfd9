import { mapRecords } from '@flowscope/shared-api';
import type { ItemRange } from '@flowscope/core';
import {
  type Network,
  DexInfluencerTradeSchema,
  type DexInfluencerTrade,
  PATHS,
} from '@flowscope/shared-api/contract';
import {
  formatCompact,
  formatMarketCap,
  formatUsd,
  nameOrMasked,
  tokenDisplayName,
  type PremiumList,
  postPremiumList,
  tradeEssentialsView,
  type TradeEssentialsView,
} from '@flowscope/shared-api';
import { influencersDataPayload, type InfluencersDataParams } from './influencers-data-payload.ts';
import { mapInfluencerTradeBase, type InfluencerTradeBase } from './shared/influencer-trade.ts';

/** An 'Influencer Alert' card of Influencer Feed DEX (data-screens §3). */
/** The essentials are the token's now; its price now is currentPrice. */
export interface DexInfluencerFeedItem extends InfluencerTradeBase, TradeEssentialsView {
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
  range?: ItemRange,
): DexInfluencerFeedItem[] {
  return mapRecords(records, range, (record, index) => ({
    ...mapInfluencerTradeBase(record, index),
    tokenName: nameOrMasked(record.token_name),
    tokenDisplayName: tokenDisplayName({ tokenName: record.token_name, address: record.address }),
    address: record.address,
    network: record.network,
    amount: record.amount_usd,
    amountFormatted: formatMarketCap(record.amount_usd),
    entryPriceFormatted: formatUsd(record.entry_price),
    tokenAmountFormatted: formatCompact(record.token_amount),
    balanceFormatted: formatMarketCap(record.balance),
    avgBuySizeFormatted: formatMarketCap(record.avg_buy_size),
    ...tradeEssentialsView(record),
  }));
}

/** POST /get_dex_influencers_data (premium: 'Non-premium' answers an empty list). */
export function fetchDexInfluencersData(
  params: InfluencersDataParams = {},
): Promise<PremiumList<DexInfluencerFeedItem>> {
  return postPremiumList({
    path: PATHS.dexInfluencersData,
    payload: influencersDataPayload(params),
    record: DexInfluencerTradeSchema,
    map: mapDexInfluencersData,
    signal: params.signal,
  });
}
