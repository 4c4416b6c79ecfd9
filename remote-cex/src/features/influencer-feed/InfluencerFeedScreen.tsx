import { routeTo } from '@flowscope/shared-api';
import {
  ButtonLink,
  ChosenInfluencersSummary,
  FeedScreen,
  type FeedContentTexts,
} from '@flowscope/shared-ui';
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
  const { feed, chosenHandles } = useInfluencerFeed();
  return (
    <FeedScreen
      title="Influencer Feed"
      texts={INFLUENCER_FEED_TEXTS}
      feed={feed}
      description={<ChosenInfluencersSummary handles={chosenHandles} />}
      actions={
        <ButtonLink to={routeTo.screen('manageFollowingCex')} variant="tertiary">
          Manage Following Influencers
        </ButtonLink>
      }
    >
      <InfluencerAlertList items={feed.items} />
    </FeedScreen>
  );
}
