import type { InfluencerAlertCardProps } from './InfluencerAlertCard.tsx';

/** What both markets' influencer trades say about who traded what, which way and when. */
export interface InfluencerTradeHeading {
  side: 'buy' | 'sell';
  twitterHandle: string;
  xLink: string;
  datetimeFormatted: string;
  timestamp: string;
  tokenDisplayName: string;
}

/** The heading props of an 'Influencer Alert' card, read from a trade of either market. */
export function influencerAlertHeading(
  trade: InfluencerTradeHeading,
): Pick<
  InfluencerAlertCardProps,
  'side' | 'handle' | 'profileUrl' | 'datetime' | 'timestamp' | 'token'
> {
  return {
    side: trade.side,
    handle: trade.twitterHandle,
    profileUrl: trade.xLink,
    datetime: trade.datetimeFormatted,
    timestamp: trade.timestamp,
    token: trade.tokenDisplayName,
  };
}
