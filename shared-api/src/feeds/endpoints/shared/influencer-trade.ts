import { type Side } from '@flowscope/shared-api/contract';
import {
  formatDisplayDateTime,
  avatarUrl,
  xProfileUrl,
  formatMarketCap,
} from '@flowscope/shared-api';

/** The fields of an influencer's trade that both markets' feeds carry alike. */
interface InfluencerTradeRecord {
  side: Side;
  twitter_handle: string;
  transaction_datetime: string;
  market_cap: number | null;
  pnl: number;
}

/** Who traded, which way and when, with the trade's market cap and the influencer's PNL. */
export interface InfluencerTradeBase {
  id: number;
  side: Side;
  twitterHandle: string;
  xLink: string;
  avatar: string;
  timestamp: string;
  datetimeFormatted: string;
  marketCapFormatted: string;
  pnl: number;
  pnlFormatted: string;
}

/** The shared part of an 'Influencer Alert' card; `index` numbers cards from 1. */
export function mapInfluencerTradeBase(
  record: InfluencerTradeRecord,
  index: number,
): InfluencerTradeBase {
  return {
    id: index + 1,
    side: record.side,
    twitterHandle: record.twitter_handle,
    xLink: xProfileUrl(record.twitter_handle),
    avatar: avatarUrl(record.twitter_handle),
    timestamp: record.transaction_datetime,
    datetimeFormatted: formatDisplayDateTime(record.transaction_datetime),
    marketCapFormatted: formatMarketCap(record.market_cap),
    pnl: record.pnl,
    pnlFormatted: formatMarketCap(record.pnl),
  };
}
