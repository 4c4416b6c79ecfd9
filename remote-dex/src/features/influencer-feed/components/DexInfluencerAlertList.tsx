import { LIVE_FEEDS, type DexInfluencerFeedItem } from '@flowscope/shared-api/feeds';
import { withStableKeys } from '@flowscope/shared-ui/feed';
import { memo } from 'react';
import { DexInfluencerAlertCard } from './DexInfluencerAlertCard.tsx';

/** The visible alerts; memoised so the countdown's tick does not re-render them. */
export const DexInfluencerAlertList = memo(function DexInfluencerAlertList({
  items,
}: {
  items: readonly DexInfluencerFeedItem[];
}) {
  // Keyed by what each card is, so a card keeps its element (and focus) as newer ones arrive.
  return withStableKeys(items, LIVE_FEEDS.dexTrades.keyOf).map(([key, item]) => (
    <DexInfluencerAlertCard key={key} item={item} />
  ));
});
