import type { ComponentProps, ReactNode } from 'react';
import { staticStyles, Typography, useStaticClasses } from '@flowscope/shared-ui';
import { RefreshCountdownButton } from './RefreshCountdownButton.tsx';

const styles = staticStyles((theme) => ({
  header: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-end',
    justifyContent: 'space-between',
    gap: theme.spacing.md,
  },
  heading: { display: 'grid', gap: theme.spacing.xs, minWidth: 0 },
  controls: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-end',
    gap: theme.spacing.sm,
  },
}));

export type FeedHeaderProps = Omit<ComponentProps<'header'>, 'title'> & {
  /** The screen's heading, e.g. 'Alpha Feed'. */
  title: string;
  /** A line under the title, e.g. whose posts are shown. */
  description?: ReactNode;
  /** Filter controls, shown before the Refresh button. */
  filters?: ReactNode;
  /** Further actions after the Refresh button, e.g. a 'Manage Following Influencers' link. */
  actions?: ReactNode;
  /** Seconds to the automatic refresh; null hides the count (the feed is not refreshing). */
  secondsLeft: number | null;
  onRefresh: () => void;
};

/** A feed's heading with its filters and the Refresh button counting down. */
export function FeedHeader({
  title,
  description,
  filters,
  actions,
  secondsLeft,
  onRefresh,
  className,
  ...rest
}: FeedHeaderProps) {
  const classes = useStaticClasses(styles);
  return (
    <header
      className={className === undefined ? classes.header : `${classes.header} ${className}`}
      {...rest}
    >
      <div className={classes.heading}>
        <Typography level="h1">{title}</Typography>
        {description}
      </div>
      <div className={classes.controls}>
        {filters}
        <RefreshCountdownButton secondsLeft={secondsLeft} onRefresh={onRefresh} />
        {actions}
      </div>
    </header>
  );
}
