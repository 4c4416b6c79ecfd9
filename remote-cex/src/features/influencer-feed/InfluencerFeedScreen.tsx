import type { Theme } from '@emotion/react';
import { routeTo } from '@flowscope/shared-api';
import {
  ButtonLink,
  FeedContent,
  FeedHeader,
  FeedLoadMore,
  type FeedContentTexts,
} from '@flowscope/shared-ui';
import { ChosenInfluencersSummary } from './components/ChosenInfluencersSummary.tsx';
import { InfluencerAlertList } from './components/InfluencerAlertList.tsx';
import { useInfluencerFeed } from './hooks/useInfluencerFeed.ts';

/** The influencer feeds' loading and error texts are Czech (data-screens §2). */
const INFLUENCER_FEED_TEXTS: FeedContentTexts = {
  loading: 'Načítám CEX influencery...',
  errorTitle: 'Nepodařilo se načíst data',
  retry: 'Zkusit znovu',
};

/** Influencer Feed CEX (/influencer-feed-cex): perpetual trades of followed influencers. */
export default function InfluencerFeedScreen() {
  const feed = useInfluencerFeed();
  return (
    <section
      aria-label="Influencer Feed"
      css={(theme: Theme) => ({
        display: 'grid',
        gap: theme.spacing.lg,
        padding: theme.spacing.lg,
      })}
    >
      <FeedHeader
        title="Influencer Feed"
        description={<ChosenInfluencersSummary handles={feed.chosenHandles} />}
        secondsLeft={feed.secondsLeft}
        onRefresh={feed.refresh}
        actions={
          <ButtonLink to={routeTo.screen('manageFollowingCex')} variant="tertiary">
            Manage Following Influencers
          </ButtonLink>
        }
      />
      <FeedContent
        loading={feed.loading}
        error={feed.error}
        itemCount={feed.totalCount}
        premiumRequired={feed.premiumRequired}
        texts={INFLUENCER_FEED_TEXTS}
        onRetry={feed.retry}
      >
        <InfluencerAlertList items={feed.items} />
        <FeedLoadMore hasMore={feed.hasMore} onLoadMore={feed.loadMore} />
      </FeedContent>
    </section>
  );
}
