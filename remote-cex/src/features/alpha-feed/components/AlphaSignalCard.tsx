import { routeTo, tokenPageLink, xProfileUrl } from '@flowscope/shared-api';
import { type CexAlertCard } from '@flowscope/shared-api/feeds';
import {
  FeedStatGrid,
  InfluencerScoreList,
  SignalCard,
  SignalOutcome,
} from '@flowscope/shared-ui/feed';
import { memo } from 'react';
import { alphaSignalStats } from '../alpha-signal-stats.ts';

/**
 * One scalp signal: token (its name opens the coin's page), age, score and time, its figures
 * and the influencers' impact.
 */
export const AlphaSignalCard = memo(function AlphaSignalCard({ card }: { card: CexAlertCard }) {
  return (
    <SignalCard
      card={card}
      market="cex"
      tokenPageHref={
        card.masked ? null : (tokenPageLink({ venue: 'cex', coin: card.symbol })?.href ?? null)
      }
    >
      <FeedStatGrid stats={alphaSignalStats(card)} />
      <SignalOutcome
        // The anonymous preview links nowhere: the outcome comes with the full feed.
        summary={card.masked || card.influencersMasked ? '' : (card.returns?.summary ?? '')}
        trackRecordHref={routeTo.signalTrackRecord({ venue: 'cex' })}
      />
      <InfluencerScoreList
        influencers={card.influencers}
        showAvatars={!card.influencersMasked}
        profileUrl={xProfileUrl}
        profileHref={(handle) => routeTo.influencerProfile('cex', handle)}
      />
    </SignalCard>
  );
});
