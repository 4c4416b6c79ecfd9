import { routeTo, useNonPremiumRedirect } from '@flowscope/shared-api';
import { useInfluencerFeed } from '@flowscope/shared-api/feeds';
import { InfluencerFeedFrame } from '@flowscope/shared-ui/feed';
import { InfluencerAlertList } from './components/InfluencerAlertList.tsx';

/** Influencer Feed CEX (/influencer-feed-cex): perpetual trades of followed influencers. */
export default function InfluencerFeedScreen() {
  const { feed, chosenHandles } = useInfluencerFeed('cex');
  useNonPremiumRedirect(
    { nonPremium: feed.premiumRequired, answeredAt: feed.lastUpdated },
    'influencers',
  );
  return (
    <InfluencerFeedFrame
      market="CEX"
      feed={feed}
      chosenHandles={chosenHandles}
      manageFollowingHref={routeTo.screen('manageFollowingCex')}
    >
      <InfluencerAlertList items={feed.items} />
    </InfluencerFeedFrame>
  );
}
