import { useId, type ComponentProps, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Avatar, RelativeTime, staticStyles, useStaticClasses } from '@flowscope/shared-ui';
import { FeedCard } from './FeedCard.tsx';
import { InfluencerHandleLinks } from './InfluencerHandleLinks.tsx';
import { sideTone } from './feed-tone.ts';

/** The fixed sentence of every influencer alert (data-screens §2). */
const INFLUENCER_ALERT_TRADED_SENTENCE =
  'This contract has been traded by 3 smart money wallet/s so far.';

const styles = staticStyles((theme) => ({
  top: {
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'space-between',
    gap: theme.spacing.sm,
  },
  title: { margin: 0, fontSize: theme.fontSizes.h4 },
  time: { fontSize: theme.fontSizes.sm, color: theme.colors.textMuted },
  headline: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: theme.spacing.xs,
    margin: 0,
  },
  boughtToken: { color: theme.colors.positive },
  soldToken: { color: theme.colors.attention },
  sentence: { margin: 0, color: theme.colors.textMuted },
  token: {
    display: 'flex',
    alignItems: 'center',
    gap: theme.spacing.sm,
    margin: 0,
    fontSize: theme.fontSizes.h3,
  },
  tokenLink: { color: theme.colors.link },
  actions: { display: 'flex', flexWrap: 'wrap', gap: theme.spacing.sm },
}));

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
  const classes = useStaticClasses(styles);
  const headlineId = useId();
  const verb = side === 'sell' ? 'just sold' : 'just bought';
  return (
    <FeedCard tone={sideTone(side)} aria-labelledby={headlineId} {...rest}>
      <div className={classes.top}>
        <h2 className={classes.title}>Influencer Alert</h2>
        {timestamp !== undefined && datetime !== '' ? (
          <RelativeTime timestamp={timestamp} withDate className={classes.time} />
        ) : (
          <span className={classes.time}>{datetime}</span>
        )}
      </div>
      <p id={headlineId} className={classes.headline}>
        {/* The handle follows, so the picture needs no name of its own. */}
        <Avatar handle={handle} size={28} aria-hidden="true" />
        <InfluencerHandleLinks
          handle={handle}
          profileHref={profileHref}
          socialUrl={profileUrl}
        />{' '}
        {/* Real spaces, so the sentence reads and copies whole; flex gaps only show it. */}
        <span>{verb}</span>{' '}
        <strong className={side === 'sell' ? classes.soldToken : classes.boughtToken}>
          {token}
        </strong>
      </p>
      <p className={classes.sentence}>{INFLUENCER_ALERT_TRADED_SENTENCE}</p>
      <h3 className={classes.token}>
        {tokenIcon}
        {tokenPageHref === null ? (
          token
        ) : (
          <Link to={tokenPageHref} className={classes.tokenLink}>
            {token}
          </Link>
        )}
      </h3>
      {children}
      {actions !== undefined && <div className={classes.actions}>{actions}</div>}
    </FeedCard>
  );
}
