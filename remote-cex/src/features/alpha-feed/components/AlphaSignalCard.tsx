import type { Theme } from '@emotion/react';
import { xProfileUrl, type CexAlertCard } from '@flowscope/shared-api';
import {
  FeedCard,
  FeedStatGrid,
  InfluencerScoreList,
  ScoreBadge,
  scoreTone,
  TokenAgeBadge,
  TokenIcon,
} from '@flowscope/shared-ui';
import { memo, useId } from 'react';
import { alphaSignalStats } from '../alphaSignalStats.ts';

/** One scalp signal: token, age, score and time, its figures and the influencers' impact. */
export const AlphaSignalCard = memo(function AlphaSignalCard({ card }: { card: CexAlertCard }) {
  const titleId = useId();
  return (
    <FeedCard tone={scoreTone(card.score)} aria-labelledby={titleId}>
      <div
        css={(theme: Theme) => ({
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: theme.spacing.sm,
        })}
      >
        <div
          css={(theme: Theme) => ({
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            gap: theme.spacing.sm,
            minWidth: 0,
          })}
        >
          {card.icon !== null && <TokenIcon token={card.symbol} size={28} />}
          <h2 id={titleId} css={(theme: Theme) => ({ margin: 0, fontSize: theme.fontSizes.h3 })}>
            {card.tokenName}
          </h2>
          {card.symbol !== card.tokenName && (
            <span css={(theme: Theme) => ({ color: theme.colors.textMuted })}>{card.symbol}</span>
          )}
          <TokenAgeBadge daysOld={card.daysOld} />
        </div>
        <div
          css={(theme: Theme) => ({
            display: 'flex',
            alignItems: 'center',
            gap: theme.spacing.sm,
            fontSize: theme.fontSizes.sm,
            color: theme.colors.textMuted,
          })}
        >
          <span css={(theme: Theme) => ({ display: 'inline-flex', gap: theme.spacing.xs })}>
            Score <ScoreBadge score={card.score} market="cex" />
          </span>
          {card.timestamp !== null && card.date !== '' && (
            <time dateTime={card.timestamp}>{card.date}</time>
          )}
        </div>
      </div>
      <FeedStatGrid stats={alphaSignalStats(card)} />
      <InfluencerScoreList
        influencers={card.influencers}
        showAvatars={!card.influencersMasked}
        profileUrl={xProfileUrl}
      />
    </FeedCard>
  );
});
