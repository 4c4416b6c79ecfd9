import { Link } from 'react-router';
import { ExternalLinkGlyph, staticStyles, useStaticClasses } from '@flowscope/shared-ui';

const styles = staticStyles((theme) => ({
  handle: {
    color: theme.colors.link,
    fontWeight: theme.fontWeights.semibold,
    textDecoration: 'none',
  },
  links: { display: 'inline-flex', alignItems: 'center', gap: theme.spacing.xxs },
  social: {
    display: 'inline-flex',
    alignItems: 'center',
    // A pointer-sized target around the small glyph.
    minWidth: 24,
    minHeight: 24,
    justifyContent: 'center',
    color: theme.colors.textMuted,
  },
}));

export interface InfluencerHandleLinksProps {
  handle: string;
  /** The influencer's profile in the app; without it the handle opens their social profile. */
  profileHref?: string;
  /** Their social profile (X), always a new tab without an opener. */
  socialUrl: string;
}

/**
 * '@handle' as a trader reads it on a card: the influencer's profile in the app (trades, PnL,
 * win rate, Follow) and, beside it, a small link to their social profile, so neither place is
 * lost.
 */
export function InfluencerHandleLinks({
  handle,
  profileHref,
  socialUrl,
}: InfluencerHandleLinksProps) {
  const classes = useStaticClasses(styles);
  if (profileHref === undefined) {
    return (
      <a href={socialUrl} target="_blank" rel="noopener noreferrer" className={classes.handle}>
        @{handle}
      </a>
    );
  }
  return (
    <span className={classes.links}>
      <Link to={profileHref} className={classes.handle}>
        @{handle}
      </Link>
      <a
        href={socialUrl}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={`@${handle} on X (opens in a new tab)`}
        className={classes.social}
      >
        <ExternalLinkGlyph size={12} />
      </a>
    </span>
  );
}
