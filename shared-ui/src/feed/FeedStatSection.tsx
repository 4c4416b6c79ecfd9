import type { Theme } from '@emotion/react';
import { FeedStatGrid, type FeedStat } from './FeedStatGrid.tsx';

export interface FeedStatSectionProps {
  /** The group's heading, e.g. 'Wallet Stats'. */
  title: string;
  stats: readonly FeedStat[];
}

/** A titled group of a card's figures, such as an influencer's 'Wallet Stats'. */
export function FeedStatSection({ title, stats }: FeedStatSectionProps) {
  return (
    <section css={(theme: Theme) => ({ display: 'grid', gap: theme.spacing.sm })}>
      <h4
        css={(theme: Theme) => ({
          margin: 0,
          fontSize: theme.fontSizes.sm,
          color: theme.colors.textMuted,
        })}
      >
        {title}
      </h4>
      <FeedStatGrid stats={stats} />
    </section>
  );
}
