import { Button, staticStyles, useStaticClasses } from '@flowscope/shared-ui';

const styles = staticStyles((theme) => ({
  footer: { display: 'flex', justifyContent: 'center', paddingTop: theme.spacing.sm },
}));

export interface FeedLoadMoreProps {
  /** False hides the button: the last page is shown, or the feed is loading. */
  hasMore: boolean;
  onLoadMore: () => void;
  label?: string;
}

/** The footer under a feed: 'Load More' while pages remain. */
export function FeedLoadMore({ hasMore, onLoadMore, label = 'Load More' }: FeedLoadMoreProps) {
  const classes = useStaticClasses(styles);
  if (!hasMore) return null;
  return (
    <div className={classes.footer}>
      <Button variant="secondary" onClick={onLoadMore}>
        {label}
      </Button>
    </div>
  );
}
