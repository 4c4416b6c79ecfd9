import { LIVE_FEEDS, type CexInfluencerFeedItem } from '@flowscope/shared-api/feeds';
import { withStableKeys } from '@flowscope/shared-ui/feed';
import { memo } from 'react';
import { CexInfluencerAlertCard } from './CexInfluencerAlertCard.tsx';

/** The visible alerts; memoised so the countdown's tick does not re-render them. */
export const InfluencerAlertList = memo(function InfluencerAlertList({
  items,
}: {
  items: readonly CexInfluencerFeedItem[];
}) {
  // Keyed by what each card is, so a card keeps its element (and focus) as newer ones arrive.
  return withStableKeys(items, LIVE_FEEDS.cexTrades.keyOf).map(([key, item]) => (
    <CexInfluencerAlertCard key={key} item={item} />
  ));
});
