import type { CexInfluencerFeedItem } from '@flowscope/shared-api/feeds';
import { memo } from 'react';
import { CexInfluencerAlertCard } from './CexInfluencerAlertCard.tsx';

/** The visible alerts; memoised so the countdown's tick does not re-render them. */
export const InfluencerAlertList = memo(function InfluencerAlertList({
  items,
}: {
  items: readonly CexInfluencerFeedItem[];
}) {
  return items.map((item) => <CexInfluencerAlertCard key={item.id} item={item} />);
});
