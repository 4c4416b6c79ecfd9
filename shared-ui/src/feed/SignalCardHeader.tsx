import type { Theme } from '@emotion/react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { RelativeTime, ScoreBadge, TokenAgeBadge, visuallyHidden } from '@flowscope/shared-ui';
import { scoreTone } from './feed-tone.ts';

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
  return (
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
        {icon}
        <h2
          id={titleId}
          css={(theme: Theme) => ({
            margin: 0,
            fontSize: theme.fontSizes.h3,
            overflowWrap: 'anywhere',
          })}
        >
          {tokenPageHref ? (
            <Link to={tokenPageHref} css={(theme: Theme) => ({ color: theme.colors.link })}>
              {tokenName}
            </Link>
          ) : (
            tokenName
          )}
        </h2>
        {symbol !== tokenName && (
          <span css={(theme: Theme) => ({ color: theme.colors.textMuted })}>{symbol}</span>
        )}
        <TokenAgeBadge daysOld={daysOld} youngUpToDays={youngUpToDays} />
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
            <span css={visuallyHidden}> (time hidden in the preview)</span>
          </span>
        )}
      </div>
    </div>
  );
}
