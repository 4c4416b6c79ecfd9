import { routeTo, useNonPremiumRedirect } from '@flowscope/shared-api';
import { useInfluencerFeed } from '@flowscope/shared-api/feeds';
import { InfluencerFeedFrame } from '@flowscope/shared-ui/feed';
import { DexInfluencerAlertList } from './components/DexInfluencerAlertList.tsx';

/** Influencer Feed DEX (/influencer-feed-dex): on-chain trades of followed influencers. */
export default function InfluencerFeedDexScreen() {
  const { feed, chosenHandles } = useInfluencerFeed('dex');
  useNonPremiumRedirect(
    { nonPremium: feed.premiumRequired, answeredAt: feed.lastUpdated },
    'influencers',
  );
  return (
    <InfluencerFeedFrame
      market="DEX"
      feed={feed}
      chosenHandles={chosenHandles}
      manageFollowingHref={routeTo.screen('manageFollowingDex')}
    >
      <DexInfluencerAlertList items={feed.items} />
    </InfluencerFeedFrame>
  );
}
