import { staticStyles, useStaticClasses } from '@flowscope/shared-ui';
import { FeedStatGrid, type FeedStat } from './FeedStatGrid.tsx';

const styles = staticStyles((theme) => ({
  section: { display: 'grid', gap: theme.spacing.sm },
  title: { margin: 0, fontSize: theme.fontSizes.sm, color: theme.colors.textMuted },
}));

export interface FeedStatSectionProps {
  /** The group's heading, e.g. 'Wallet Stats'. */
  title: string;
  stats: readonly FeedStat[];
}

/** A titled group of a card's figures, such as an influencer's 'Wallet Stats'. */
export function FeedStatSection({ title, stats }: FeedStatSectionProps) {
  const classes = useStaticClasses(styles);
  return (
    <section className={classes.section}>
      <h4 className={classes.title}>{title}</h4>
      <FeedStatGrid stats={stats} />
    </section>
  );
}
