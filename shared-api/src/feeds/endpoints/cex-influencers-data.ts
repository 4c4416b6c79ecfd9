import { mapRecords } from '@flowscope/shared-api';
import type { ItemRange } from '@flowscope/core';
import {
  type PositionType,
  CexInfluencerTradeSchema,
  type CexInfluencerTrade,
  PATHS,
} from '@flowscope/shared-api/contract';
import {
  formatMarketCap,
  formatUsd,
  nameOrMasked,
  tokenDisplayName,
  tokenIconKey,
  type PremiumList,
  postPremiumList,
  tradeEssentialsView,
  type TradeEssentialsView,
} from '@flowscope/shared-api';
import { influencersDataPayload, type InfluencersDataParams } from './influencers-data-payload.ts';
import { mapInfluencerTradeBase, type InfluencerTradeBase } from './shared/influencer-trade.ts';

/** An 'Influencer Alert' card of Influencer Feed CEX (data-screens §3). */
/** The essentials are the token's now; its price now is currentPrice. */
export interface CexInfluencerFeedItem extends InfluencerTradeBase, TradeEssentialsView {
  /** The coin symbol. */
  tokenName: string;
  tokenDisplayName: string;
  icon: string | null;
  activity: string;
  positionType: PositionType;
  positionValue: number;
  positionValueFormatted: string;
  priceFormatted: string;
  gainToPain: number;
  gainToPainFormatted: string;
  /** Ratio 0-1. */
  maxDrawdown: number;
  maxDrawdownFormatted: string;
}

export function mapCexInfluencersData(
  records: readonly CexInfluencerTrade[],
  range?: ItemRange,
): CexInfluencerFeedItem[] {
  return mapRecords(records, range, (record, index) => ({
    ...mapInfluencerTradeBase(record, index),
    tokenName: nameOrMasked(record.coin),
    tokenDisplayName: tokenDisplayName({ tokenName: record.coin }),
    icon: tokenIconKey(record.coin),
    activity: record.activity,
    positionType: record.position_type,
    positionValue: record.position_value,
    positionValueFormatted: formatMarketCap(record.position_value),
    priceFormatted: formatUsd(record.price),
    gainToPain: record.gain_to_pain,
    gainToPainFormatted: record.gain_to_pain.toFixed(2),
    maxDrawdown: record.max_drawdown,
    maxDrawdownFormatted: `${(record.max_drawdown * 100).toFixed(2)}%`,
    ...tradeEssentialsView(record),
  }));
}

/** POST /get_cex_influencers_data (premium: 'Non-premium' answers an empty list). */
export function fetchCexInfluencersData(
  params: InfluencersDataParams = {},
): Promise<PremiumList<CexInfluencerFeedItem>> {
  return postPremiumList({
    path: PATHS.cexInfluencersData,
    payload: influencersDataPayload(params),
    record: CexInfluencerTradeSchema,
    map: mapCexInfluencersData,
    signal: params.signal,
  });
}
