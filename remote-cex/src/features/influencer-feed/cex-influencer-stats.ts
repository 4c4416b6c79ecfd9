import type { CexInfluencerFeedItem } from '@flowscope/shared-api/feeds';
import type { FeedStat } from '@flowscope/shared-ui/feed';

const POSITION_TYPE_LABELS: Record<CexInfluencerFeedItem['positionType'], string> = {
  long: 'Long',
  short: 'Short',
};

/** The trade's figures on a CEX 'Influencer Alert' card (the Chart link comes first). */
export function cexTradeStats(item: CexInfluencerFeedItem): FeedStat[] {
  return [
    { label: 'Activity', value: item.activity },
    {
      label: 'Position type',
      value: POSITION_TYPE_LABELS[item.positionType],
      tone: item.positionType === 'long' ? 'positive' : 'attention',
    },
    { label: 'Position Value', value: item.positionValueFormatted },
    { label: 'Price', value: item.priceFormatted },
    { label: 'MarketCap', value: item.marketCapFormatted },
  ];
}

/** The influencer's 30-day trading record: 'Wallet Stats'. */
export function cexWalletStats(item: CexInfluencerFeedItem): FeedStat[] {
  return [
    {
      label: 'PNL',
      value: item.pnlFormatted,
      tone: item.pnl > 0 ? 'positive' : item.pnl < 0 ? 'attention' : 'default',
    },
    { label: 'Gain to Pain', value: item.gainToPainFormatted },
    { label: 'Max Drawdown', value: item.maxDrawdownFormatted },
  ];
}
