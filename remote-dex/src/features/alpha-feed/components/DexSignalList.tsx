import type { DexAlertCard } from '@flowscope/shared-api/feeds';
import { memo } from 'react';
import { DexSignalCard } from './DexSignalCard.tsx';

/** The visible cards; memoised so the countdown's tick does not re-render them. */
export const DexSignalList = memo(function DexSignalList({
  cards,
}: {
  cards: readonly DexAlertCard[];
}) {
  return cards.map((card) => <DexSignalCard key={card.id} card={card} />);
});
