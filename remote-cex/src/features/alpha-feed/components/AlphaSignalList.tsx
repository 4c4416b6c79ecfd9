import type { CexAlertCard } from '@flowscope/shared-api/feeds';
import { memo } from 'react';
import { AlphaSignalCard } from './AlphaSignalCard.tsx';

/** The visible cards; memoised so the countdown's tick does not re-render them. */
export const AlphaSignalList = memo(function AlphaSignalList({
  cards,
}: {
  cards: readonly CexAlertCard[];
}) {
  return cards.map((card) => <AlphaSignalCard key={card.id} card={card} />);
});
