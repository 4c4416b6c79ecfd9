import { LIVE_FEEDS, type DexAlertCard } from '@flowscope/shared-api/feeds';
import { withStableKeys } from '@flowscope/shared-ui/feed';
import { memo } from 'react';
import { DexSignalCard } from './DexSignalCard.tsx';

/** The visible cards; memoised so the countdown's tick does not re-render them. */
export const DexSignalList = memo(function DexSignalList({
  cards,
}: {
  cards: readonly DexAlertCard[];
}) {
  // Keyed by what each card is, so a card keeps its element (and focus) as newer ones arrive.
  return withStableKeys(cards, LIVE_FEEDS.dexSignals.keyOf).map(([key, card]) => (
    <DexSignalCard key={key} card={card} />
  ));
});
