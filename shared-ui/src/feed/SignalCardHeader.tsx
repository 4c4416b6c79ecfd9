import type { ReactNode } from 'react';
import { Link } from 'react-router';
import {
  RelativeTime,
  ScoreBadge,
  staticStyles,
  TokenAgeBadge,
  useStaticClasses,
  visuallyHidden,
} from '@flowscope/shared-ui';
import { scoreTone } from './feed-tone.ts';

const styles = staticStyles((theme) => ({
  header: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: theme.spacing.sm,
  },
  token: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: theme.spacing.sm,
    minWidth: 0,
  },
  title: { margin: 0, fontSize: theme.fontSizes.h3, overflowWrap: 'anywhere' },
  link: { color: theme.colors.link },
  symbol: { color: theme.colors.textMuted },
  meta: {
    display: 'flex',
    alignItems: 'center',
    gap: theme.spacing.sm,
    fontSize: theme.fontSizes.sm,
    color: theme.colors.textMuted,
  },
  score: { display: 'inline-flex', gap: theme.spacing.xs },
  hidden: visuallyHidden,
}));

export interface SignalCardHeaderProps {
  /** Id of the token heading, which names the card. */
  titleId: string;
  tokenName: string;
  symbol: string;
  /** The token's mark, shown before its name. */
  icon?: ReactNode;
  /** The token's page in the app; the name opens it in place unless null (a masked token). */
  tokenPageHref?: string | null;
  daysOld: number | null;
  /** The alpha DEX card reads 'Young Token' up to 14 days. */
  youngUpToDays?: number;
  score: number;
  /** CEX and DEX rate scores on different scales. */
  market: 'cex' | 'dex';
  /** The formatted date and time, and the ISO timestamp behind it. */
  date: string;
  timestamp: string | null;
}

/** The top of a scalp signal card: token and age badge on one side, score and time on the other. */
export function SignalCardHeader({
  titleId,
  tokenName,
  symbol,
  icon,
  tokenPageHref = null,
  daysOld,
  youngUpToDays,
  score,
  market,
  date,
  timestamp,
}: SignalCardHeaderProps) {
  const classes = useStaticClasses(styles);
  return (
    <div className={classes.header}>
      <div className={classes.token}>
        {icon}
        <h2 id={titleId} className={classes.title}>
          {tokenPageHref ? (
            <Link to={tokenPageHref} className={classes.link}>
              {tokenName}
            </Link>
          ) : (
            tokenName
          )}
        </h2>
        {symbol !== tokenName && <span className={classes.symbol}>{symbol}</span>}
        <TokenAgeBadge daysOld={daysOld} youngUpToDays={youngUpToDays} />
      </div>
      <div className={classes.meta}>
        <span className={classes.score}>
          Score{' '}
          <ScoreBadge
            score={score}
            market={market}
            intent={scoreTone(score) === 'bad' ? 'attention' : 'positive'}
          />
        </span>
        {timestamp !== null && date !== '' ? (
          <RelativeTime timestamp={timestamp} withDate />
        ) : (
          // The anonymous preview's first signal comes without its time (the masking cue).
          <span title="Sign in to see when this signal was raised">
            ***
            <span className={classes.hidden}> (time hidden in the preview)</span>
          </span>
        )}
      </div>
    </div>
  );
}
