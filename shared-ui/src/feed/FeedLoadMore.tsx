import type { Theme } from '@emotion/react';
import { Button } from '@flowscope/shared-ui';

export interface FeedLoadMoreProps {
  /** False hides the button: the last page is shown, or the feed is loading. */
  hasMore: boolean;
  onLoadMore: () => void;
  label?: string;
}

/** The footer under a feed: 'Load More' while pages remain. */
export function FeedLoadMore({ hasMore, onLoadMore, label = 'Load More' }: FeedLoadMoreProps) {
  if (!hasMore) return null;
  return (
    <div
      css={(theme: Theme) => ({
        display: 'flex',
        justifyContent: 'center',
        paddingTop: theme.spacing.sm,
      })}
    >
      <Button variant="secondary" onClick={onLoadMore}>
        {label}
      </Button>
    </div>
  );
}
