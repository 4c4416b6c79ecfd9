import type { Theme } from '@emotion/react';
import { useId, type ComponentProps, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Avatar, RelativeTime } from '@flowscope/shared-ui';
import { FeedCard } from './FeedCard.tsx';
import { InfluencerHandleLinks } from './InfluencerHandleLinks.tsx';
import { sideTone } from './feed-tone.ts';

/** The fixed sentence of every influencer alert (data-screens §2). */
const INFLUENCER_ALERT_TRADED_SENTENCE =
  'This contract has been traded by 3 smart money wallet/s so far.';

export type InfluencerAlertCardProps = Omit<ComponentProps<'article'>, 'children'> & {
  side: 'buy' | 'sell';
  handle: string;
  /** The influencer's social profile. */
  profileUrl: string;
  /** Their profile in the app, which the handle opens (the social profile stays beside it). */
  profileHref?: string;
  /** The trade's formatted date and time. */
  datetime: string;
  /** The trade's ISO timestamp, for the `<time>` element. */
  timestamp?: string;
  /** The card's own token, e.g. '$BTC'. */
  token: string;
  /** Shown before the token heading, e.g. a token icon. */
  tokenIcon?: ReactNode;
  /** The token's page in the app, which the token heading opens; none keeps it plain text. */
  tokenPageHref?: string | null;
  /** The venue's figures (CEX or DEX). */
  children?: ReactNode;
  /** Buy buttons and the like, at the card's foot. */
  actions?: ReactNode;
};

/**
 * 'Influencer Alert': when, who, '@handle just bought/sold <$token>' and the fixed sentence;
 * good for a buy, bad for a sell. The venue adds its figures and buy links.
 */
export function InfluencerAlertCard({
  side,
  handle,
  profileUrl,
  profileHref,
  datetime,
  timestamp,
  token,
  tokenIcon,
  tokenPageHref = null,
  children,
  actions,
  ...rest
}: InfluencerAlertCardProps) {
  const headlineId = useId();
  const verb = side === 'sell' ? 'just sold' : 'just bought';
  return (
    <FeedCard tone={sideTone(side)} aria-labelledby={headlineId} {...rest}>
      <div
        css={(theme: Theme) => ({
          display: 'flex',
          flexWrap: 'wrap',
          justifyContent: 'space-between',
          gap: theme.spacing.sm,
        })}
      >
        <h2 css={(theme: Theme) => ({ margin: 0, fontSize: theme.fontSizes.h4 })}>
          Influencer Alert
        </h2>
        {timestamp !== undefined && datetime !== '' ? (
          <RelativeTime
            timestamp={timestamp}
            withDate
            css={(theme: Theme) => ({
              fontSize: theme.fontSizes.sm,
              color: theme.colors.textMuted,
            })}
          />
        ) : (
          <span
            css={(theme: Theme) => ({
              fontSize: theme.fontSizes.sm,
              color: theme.colors.textMuted,
            })}
          >
            {datetime}
          </span>
        )}
      </div>
      <p
        id={headlineId}
        css={(theme: Theme) => ({
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: theme.spacing.xs,
          margin: 0,
        })}
      >
        {/* The handle follows, so the picture needs no name of its own. */}
        <Avatar handle={handle} size={28} aria-hidden="true" />
        <InfluencerHandleLinks
          handle={handle}
          profileHref={profileHref}
          socialUrl={profileUrl}
        />{' '}
        {/* Real spaces, so the sentence reads and copies whole; flex gaps only show it. */}
        <span>{verb}</span>{' '}
        <strong
          css={(theme: Theme) => ({
            color: side === 'sell' ? theme.colors.attention : theme.colors.positive,
          })}
        >
          {token}
        </strong>
      </p>
      <p css={(theme: Theme) => ({ margin: 0, color: theme.colors.textMuted })}>
        {INFLUENCER_ALERT_TRADED_SENTENCE}
      </p>
      <h3
        css={(theme: Theme) => ({
          display: 'flex',
          alignItems: 'center',
          gap: theme.spacing.sm,
          margin: 0,
          fontSize: theme.fontSizes.h3,
        })}
      >
        {tokenIcon}
        {tokenPageHref === null ? (
          token
        ) : (
          <Link to={tokenPageHref} css={(theme: Theme) => ({ color: theme.colors.link })}>
            {token}
          </Link>
        )}
      </h3>
      {children}
      {actions !== undefined && (
        <div css={(theme: Theme) => ({ display: 'flex', flexWrap: 'wrap', gap: theme.spacing.sm })}>
          {actions}
        </div>
      )}
    </FeedCard>
  );
}
