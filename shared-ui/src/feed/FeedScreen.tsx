import type { Theme } from '@emotion/react';
import type { ReactNode } from 'react';
import { FeedContent, type FeedContentTexts } from './FeedContent.tsx';
import { FeedHeader } from './FeedHeader.tsx';
import { FeedLoadMore } from './FeedLoadMore.tsx';
import type { FeedSignIn } from './FeedPremiumLock.tsx';

/** The feed state a screen shows (shared-api's useFeedScreen has this shape). */
export interface FeedScreenFeed {
  loading: boolean;
  error: string | null;
  retry: () => void;
  premiumRequired: boolean;
  totalCount: number;
  hasMore: boolean;
  loadMore: () => void;
  secondsLeft: number;
  refresh: () => void;
  /** False while the feed is not refreshing itself (locked); the count is then hidden. */
  countdownActive?: boolean;
  /** Present while signed out, so a locked feed can offer the sign-in. */
  signIn?: FeedSignIn | null;
}

export interface FeedScreenProps {
  /** The heading, e.g. 'Alpha Feed'. */
  title: string;
  /** The section's accessible name when it differs from the title. */
  label?: string;
  description?: ReactNode;
  filters?: ReactNode;
  actions?: ReactNode;
  texts: FeedContentTexts;
  feed: FeedScreenFeed;
  /** The cards of the items revealed so far. */
  children: ReactNode;
}

/** The frame of every feed screen: header with filters and countdown Refresh, states, cards, Load More. */
export function FeedScreen({
  title,
  label = title,
  description,
  filters,
  actions,
  texts,
  feed,
  children,
}: FeedScreenProps) {
  return (
    <section
      aria-label={label}
      css={(theme: Theme) => ({
        display: 'grid',
        gap: theme.spacing.lg,
        padding: theme.spacing.lg,
        minWidth: 0,
        [`@media (max-width: ${theme.breakpoints.mobile}px)`]: { padding: theme.spacing.md },
      })}
    >
      <FeedHeader
        title={title}
        description={description}
        filters={filters}
        actions={actions}
        secondsLeft={feed.countdownActive === false ? null : feed.secondsLeft}
        onRefresh={feed.refresh}
      />
      <FeedContent
        loading={feed.loading}
        error={feed.error}
        itemCount={feed.totalCount}
        premiumRequired={feed.premiumRequired}
        signIn={feed.signIn}
        texts={texts}
        onRetry={feed.retry}
      >
        {children}
        <FeedLoadMore hasMore={feed.hasMore} onLoadMore={feed.loadMore} />
      </FeedContent>
    </section>
  );
}
