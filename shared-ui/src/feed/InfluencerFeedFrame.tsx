import type { ReactNode } from 'react';
import { ButtonLink } from '@flowscope/shared-ui';
import { ChosenInfluencersSummary } from './ChosenInfluencersSummary.tsx';
import type { FeedContentTexts } from './FeedContent.tsx';
import { FeedScreen, type FeedScreenFeed } from './FeedScreen.tsx';

export interface InfluencerFeedFrameProps {
  /** Whose trades: 'CEX' or 'DEX', as the loading text names them. */
  market: 'CEX' | 'DEX';
  feed: FeedScreenFeed;
  /** The followed influencers whose posts are shown; none means everyone's. */
  chosenHandles: readonly string[];
  /** The market's 'Manage Following Influencers' page. */
  manageFollowingHref: string;
  /** The alert cards revealed so far. */
  children: ReactNode;
}

/** The influencer feeds' loading and error texts are Czech (data-screens §2). */
function influencerFeedTexts(market: InfluencerFeedFrameProps['market']): FeedContentTexts {
  return {
    loading: `Načítám ${market} influencery...`,
    errorTitle: 'Nepodařilo se načíst data',
    retry: 'Zkusit znovu',
  };
}

/**
 * An 'Influencer Feed' screen of either market: whose posts it shows, the countdown Refresh,
 * the link to manage the followed influencers, and the market's alert cards.
 */
export function InfluencerFeedFrame({
  market,
  feed,
  chosenHandles,
  manageFollowingHref,
  children,
}: InfluencerFeedFrameProps) {
  return (
    <FeedScreen
      title="Influencer Feed"
      texts={influencerFeedTexts(market)}
      feed={feed}
      description={<ChosenInfluencersSummary handles={chosenHandles} />}
      actions={
        <ButtonLink to={manageFollowingHref} variant="tertiary">
          Manage Following Influencers
        </ButtonLink>
      }
    >
      {children}
    </FeedScreen>
  );
}
