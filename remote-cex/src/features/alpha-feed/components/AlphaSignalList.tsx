import { LIVE_FEEDS, type CexAlertCard } from '@flowscope/shared-api/feeds';
import { withStableKeys } from '@flowscope/shared-ui/feed';
import { memo } from 'react';
import { AlphaSignalCard } from './AlphaSignalCard.tsx';

/** The visible cards; memoised so the countdown's tick does not re-render them. */
export const AlphaSignalList = memo(function AlphaSignalList({
  cards,
}: {
  cards: readonly CexAlertCard[];
}) {
  // Keyed by what each card is, so a card keeps its element (and focus) as newer ones arrive.
  return withStableKeys(cards, LIVE_FEEDS.cexSignals.keyOf).map(([key, card]) => (
    <AlphaSignalCard key={key} card={card} />
  ));
});
