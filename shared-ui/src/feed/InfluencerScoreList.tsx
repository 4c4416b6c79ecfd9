import type { Theme } from '@emotion/react';
import type { ComponentProps } from 'react';
import { InfluencerHandleLinks } from './InfluencerHandleLinks.tsx';
import { Avatar } from '@flowscope/shared-ui';
import { formatScoreImpact, isMaskedHandle } from './influencer-score.ts';

interface InfluencerScore {
  /** The handle, or '***' when masked. */
  name: string;
  score: number;
}

export type InfluencerScoreListProps = Omit<ComponentProps<'section'>, 'children'> & {
  influencers: readonly InfluencerScore[];
  /** The masked preview hides every avatar (data-screens §2). */
  showAvatars: boolean;
  /** The social profile of a handle; masked handles get no link. */
  profileUrl: (handle: string) => string;
  /** The influencer's profile in the app, which the handle opens (the social one beside it). */
  profileHref?: (handle: string) => string;
  title?: string;
};

/** 'Influencers Score Impact': avatar, @handle linking to the profile, and score. */
export function InfluencerScoreList({
  influencers,
  showAvatars,
  profileUrl,
  profileHref,
  title = 'Influencers Score Impact',
  ...rest
}: InfluencerScoreListProps) {
  if (influencers.length === 0) return null;
  return (
    <section css={(theme: Theme) => ({ display: 'grid', gap: theme.spacing.xs })} {...rest}>
      <h3
        css={(theme: Theme) => ({
          margin: 0,
          fontSize: theme.fontSizes.xs,
          fontWeight: theme.fontWeights.semibold,
          color: theme.colors.textMuted,
        })}
      >
        {title}
      </h3>
      <ul
        css={(theme: Theme) => ({
          display: 'flex',
          flexWrap: 'wrap',
          gap: theme.spacing.sm,
          margin: 0,
          padding: 0,
          listStyle: 'none',
        })}
      >
        {influencers.map((influencer, index) => (
          <li
            // Masked entries share the name '***', so the position keeps keys unique.
            key={`${index}-${influencer.name}`}
            css={(theme: Theme) => ({
              display: 'inline-flex',
              alignItems: 'center',
              gap: theme.spacing.xs,
              padding: `${theme.spacing.xxs}px ${theme.spacing.sm}px`,
              borderRadius: theme.radii.pill,
              background: theme.colors.neutralSubtle,
              fontSize: theme.fontSizes.sm,
            })}
          >
            {showAvatars && <Avatar handle={influencer.name} size={20} />}
            <InfluencerHandle
              handle={influencer.name}
              profileUrl={profileUrl}
              profileHref={profileHref}
            />
            <span
              css={(theme: Theme) => ({
                fontWeight: theme.fontWeights.semibold,
                color: influencer.score < 0 ? theme.colors.attention : theme.colors.positive,
              })}
            >
              {formatScoreImpact(influencer.score)}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function InfluencerHandle({
  handle,
  profileUrl,
  profileHref,
}: {
  handle: string;
  profileUrl: (handle: string) => string;
  profileHref: ((handle: string) => string) | undefined;
}) {
  if (isMaskedHandle(handle)) return <span>{handle}</span>;
  return (
    <InfluencerHandleLinks
      handle={handle}
      socialUrl={profileUrl(handle)}
      {...(profileHref === undefined ? {} : { profileHref: profileHref(handle) })}
    />
  );
}
