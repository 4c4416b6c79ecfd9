import type { DexInfluencerFeedItem } from '@flowscope/shared-api/feeds';
import { memo } from 'react';
import { DexInfluencerAlertCard } from './DexInfluencerAlertCard.tsx';

/** The visible alerts; memoised so the countdown's tick does not re-render them. */
export const DexInfluencerAlertList = memo(function DexInfluencerAlertList({
  items,
}: {
  items: readonly DexInfluencerFeedItem[];
}) {
  return items.map((item) => <DexInfluencerAlertCard key={item.id} item={item} />);
});
