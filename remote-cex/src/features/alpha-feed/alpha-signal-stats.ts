import type { CexAlertCard } from '@flowscope/shared-api/feeds';
import type { FeedStat } from '@flowscope/shared-ui/feed';

type Tone = NonNullable<FeedStat['tone']>;

const signTone = (value: number): Tone =>
  value > 0 ? 'positive' : value < 0 ? 'attention' : 'default';

/** A whole-number change with its sign: '+3', '-1', '0'. */
export function formatSignedCount(value: number): string {
  if (!Number.isFinite(value)) return 'N/A';
  return value > 0 ? `+${value}` : String(value);
}

/** The figures of one Alpha Feed CEX signal card, in reading order. */
export function alphaSignalStats(card: CexAlertCard): FeedStat[] {
  return [
    { label: 'Scalpers', value: String(card.scalpers) },
    { label: 'Bought', value: card.amountBoughtFormatted, tone: 'positive' },
    { label: 'Sold', value: card.amountSoldFormatted, tone: 'attention' },
    { label: 'SMW Flow', value: formatSignedCount(card.smwFlow), tone: signTone(card.smwFlow) },
    { label: 'Netflow', value: card.netflowFormatted, tone: signTone(card.netflow) },
    { label: 'Avg. Long Entry', value: card.longEntryPriceFormatted },
    { label: 'Avg. Short Entry', value: card.shortEntryPriceFormatted },
    { label: 'Market Cap', value: card.marketCapFormatted },
  ];
}
