import {
  cexScoreRating,
  dexScoreRating,
  SCORE_RATING_LABELS,
  type ScoreRating,
  NOT_AVAILABLE,
} from '@flowscope/core';
import { formatScore } from '../../format/score.ts';
import { staticStyles, useStaticClasses } from '../../styles/static-styles.ts';
import { visuallyHidden } from '../../styles/visually-hidden.ts';
import { Badge, type BadgeIntent } from '../badge/Badge.tsx';

const styles = staticStyles(() => ({ hidden: visuallyHidden }));

const ratingIntent: Record<ScoreRating, BadgeIntent> = {
  excellent: 'positive',
  'very-good': 'positive',
  good: 'accented',
  fair: 'warning',
  poor: 'attention',
};

export interface ScoreBadgeProps {
  score: number | null | undefined;
  /** CEX and DEX rate scores on different scales. */
  market: 'cex' | 'dex';
  /**
   * Colour the badge by this intent rather than by the rating, e.g. the tone of the card it
   * sits on, so a 'poor' red badge never contradicts a green card. The rating is still read.
   */
  intent?: BadgeIntent;
}

/** A score coloured by its rating, with the rating spelled out for screen readers. */
export function ScoreBadge({ score, market, intent }: ScoreBadgeProps) {
  const classes = useStaticClasses(styles);
  const rating = market === 'cex' ? cexScoreRating(score) : dexScoreRating(score);
  if (rating === null || score === null || score === undefined) {
    return <Badge intent="neutral">{NOT_AVAILABLE}</Badge>;
  }
  return (
    <Badge
      intent={intent ?? ratingIntent[rating]}
      data-rating={rating}
      title={SCORE_RATING_LABELS[rating]}
    >
      {formatScore(score)}
      <span className={classes.hidden}>, {SCORE_RATING_LABELS[rating]}</span>
    </Badge>
  );
}
