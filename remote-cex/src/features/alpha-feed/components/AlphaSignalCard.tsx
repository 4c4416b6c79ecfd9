import { xProfileUrl, type CexAlertCard } from '@flowscope/shared-api';
import {
  FeedCard,
  FeedStatGrid,
  InfluencerScoreList,
  scoreTone,
  SignalCardHeader,
  TokenIcon,
} from '@flowscope/shared-ui';
import { memo, useId } from 'react';
import { alphaSignalStats } from '../alpha-signal-stats.ts';

/** One scalp signal: token, age, score and time, its figures and the influencers' impact. */
export const AlphaSignalCard = memo(function AlphaSignalCard({ card }: { card: CexAlertCard }) {
  const titleId = useId();
  return (
    <FeedCard tone={scoreTone(card.score)} aria-labelledby={titleId}>
      <SignalCardHeader
        titleId={titleId}
        tokenName={card.tokenName}
        symbol={card.symbol}
        icon={card.icon !== null && <TokenIcon token={card.symbol} size={28} />}
        daysOld={card.daysOld}
        score={card.score}
        market="cex"
        date={card.date}
        timestamp={card.timestamp}
      />
      <FeedStatGrid stats={alphaSignalStats(card)} />
      <InfluencerScoreList
        influencers={card.influencers}
        showAvatars={!card.influencersMasked}
        profileUrl={xProfileUrl}
      />
    </FeedCard>
  );
});
