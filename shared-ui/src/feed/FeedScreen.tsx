import { useRef, type ReactNode } from 'react';
import { ScreenHotkeys, DataFreshness, staticStyles, useStaticClasses } from '@flowscope/shared-ui';
import { FeedContent, type FeedContentTexts } from './FeedContent.tsx';
import { FeedHeader } from './FeedHeader.tsx';
import { FeedLoadMore } from './FeedLoadMore.tsx';
import type { FeedSignIn } from './FeedPremiumLock.tsx';
import { NewItemsPill } from './NewItemsPill.tsx';

const styles = staticStyles((theme) => ({
  screen: {
    outline: 'none',
    display: 'grid',
    gap: theme.spacing.lg,
    // The page inset of every screen (DataScreen, PageSection), phones included: the title
    // stays where the page's HTML drew it before the scripts arrived.
    padding: theme.spacing.lg,
    minWidth: 0,
  },
}));

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
  /** When the feed was last fetched (epoch ms); shown as 'Updated …' with a 'stale' badge. */
  lastUpdated?: number | null;
  /** Items that arrived while the reader looked, held behind the 'N new' pill. */
  newCount?: number;
  showNew?: () => void;
  /** The live stream's status ('down' marks the data stale). */
  liveStatus?: string;
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

/**
 * The frame of every feed screen: header with filters and countdown Refresh, states, cards,
 * Load More, and the hotkeys (j/k between cards, r refreshes, '?' lists them). The feeds have
 * no time tabs and their cards no favourite star, so 1-4 and f are not theirs.
 */
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
  const classes = useStaticClasses(styles);
  const sectionRef = useRef<HTMLElement>(null);
  const { showNew } = feed;
  const revealNew = () => {
    showNew?.();
    // The reader asked to see them: go to the top of the feed, where they are.
    sectionRef.current?.scrollIntoView({ block: 'start' });
    sectionRef.current?.focus({ preventScroll: true });
  };
  return (
    <section ref={sectionRef} tabIndex={-1} aria-label={label} className={classes.screen}>
      <FeedHeader
        title={title}
        description={description}
        filters={filters}
        actions={actions}
        secondsLeft={feed.countdownActive === false ? null : feed.secondsLeft}
        onRefresh={feed.refresh}
      />
      <ScreenHotkeys scope={sectionRef} items="card" onRefresh={feed.refresh} />
      {feed.lastUpdated !== undefined && !feed.premiumRequired && (
        <DataFreshness lastUpdated={feed.lastUpdated} liveStatus={feed.liveStatus} />
      )}
      <FeedContent
        loading={feed.loading}
        error={feed.error}
        itemCount={feed.totalCount}
        premiumRequired={feed.premiumRequired}
        signIn={feed.signIn}
        texts={texts}
        onRetry={feed.retry}
      >
        {showNew && <NewItemsPill count={feed.newCount ?? 0} onShow={revealNew} />}
        {children}
        <FeedLoadMore hasMore={feed.hasMore} onLoadMore={feed.loadMore} />
      </FeedContent>
    </section>
  );
}
