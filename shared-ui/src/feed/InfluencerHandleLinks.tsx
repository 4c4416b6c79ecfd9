import type { Theme } from '@emotion/react';
import { Link } from 'react-router';
import { ExternalLinkGlyph } from '@flowscope/shared-ui';

export interface InfluencerHandleLinksProps {
  handle: string;
  /** The influencer's profile in the app; without it the handle opens their social profile. */
  profileHref?: string;
  /** Their social profile (X), always a new tab without an opener. */
  socialUrl: string;
}

const handleStyle = (theme: Theme) => ({
  color: theme.colors.link,
  fontWeight: theme.fontWeights.semibold,
  textDecoration: 'none',
});

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
  if (profileHref === undefined) {
    return (
      <a href={socialUrl} target="_blank" rel="noopener noreferrer" css={handleStyle}>
        @{handle}
      </a>
    );
  }
  return (
    <span
      css={(theme: Theme) => ({
        display: 'inline-flex',
        alignItems: 'center',
        gap: theme.spacing.xxs,
      })}
    >
      <Link to={profileHref} css={handleStyle}>
        @{handle}
      </Link>
      <a
        href={socialUrl}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={`@${handle} on X (opens in a new tab)`}
        css={(theme: Theme) => ({
          display: 'inline-flex',
          alignItems: 'center',
          // A pointer-sized target around the small glyph.
          minWidth: 24,
          minHeight: 24,
          justifyContent: 'center',
          color: theme.colors.textMuted,
        })}
      >
        <ExternalLinkGlyph size={12} />
      </a>
    </span>
  );
}
