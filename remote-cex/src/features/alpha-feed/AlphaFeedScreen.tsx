import type { Theme } from '@emotion/react';
import { FeedContent, FeedHeader, FeedLoadMore, type FeedContentTexts } from '@flowscope/shared-ui';
import { AlphaSignalList } from './components/AlphaSignalList.tsx';
import { MinActiveWalletsSelect } from './components/MinActiveWalletsSelect.tsx';
import { useAlphaFeed } from './hooks/useAlphaFeed.ts';

/** The inline failure box and loading text of this feed (data-screens §8). */
const ALPHA_FEED_TEXTS: FeedContentTexts = {
  loading: 'Loading CEX alerts...',
  errorTitle: 'Failed to load data',
  retry: 'Retry',
};

/** Alpha Feed CEX (/alpha-feed-cex): scalp signals of CEX tokens bought by active wallets. */
export default function AlphaFeedScreen() {
  const feed = useAlphaFeed();
  return (
    <section
      aria-label="Alpha Feed"
      css={(theme: Theme) => ({
        display: 'grid',
        gap: theme.spacing.lg,
        padding: theme.spacing.lg,
      })}
    >
      <FeedHeader
        title="Alpha Feed"
        filters={
          <MinActiveWalletsSelect
            value={feed.minActiveWallets}
            onChange={feed.setMinActiveWallets}
          />
        }
        secondsLeft={feed.secondsLeft}
        onRefresh={feed.refresh}
      />
      <FeedContent
        loading={feed.loading}
        error={feed.error}
        itemCount={feed.totalCount}
        texts={ALPHA_FEED_TEXTS}
        onRetry={feed.retry}
      >
        <AlphaSignalList cards={feed.cards} />
        <FeedLoadMore hasMore={feed.hasMore} onLoadMore={feed.loadMore} />
      </FeedContent>
    </section>
  );
}
