import { useId, useState, type ComponentProps } from 'react';
import { InfluencerHandleLinks } from './InfluencerHandleLinks.tsx';
import { Avatar, Button, staticStyles, useStaticClasses } from '@flowscope/shared-ui';
import { formatScoreImpact, isMaskedHandle } from './influencer-score.ts';

const styles = staticStyles((theme) => ({
  section: { display: 'grid', gap: theme.spacing.xs },
  title: {
    margin: 0,
    fontSize: theme.fontSizes.xs,
    fontWeight: theme.fontWeights.semibold,
    color: theme.colors.textMuted,
  },
  list: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: theme.spacing.sm,
    margin: 0,
    padding: 0,
    listStyle: 'none',
  },
  influencer: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: theme.spacing.xs,
    padding: `${theme.spacing.xxs}px ${theme.spacing.sm}px`,
    borderRadius: theme.radii.pill,
    background: theme.colors.neutralSubtle,
    fontSize: theme.fontSizes.sm,
  },
  positiveImpact: { fontWeight: theme.fontWeights.semibold, color: theme.colors.positive },
  negativeImpact: { fontWeight: theme.fontWeights.semibold, color: theme.colors.attention },
  toggle: { display: 'inline-flex', alignItems: 'center' },
}));

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

/**
 * How many influencers a card lists before 'Show N more': a CEX signal can carry a dozen, and a
 * feed of twenty cards listing them all is long to scroll on a phone (and thousands of nodes).
 * One more than this is shown whole: a button that reveals a single name saves nothing.
 */
const INFLUENCERS_SHOWN_AT_FIRST = 5;

/** 'Influencers Score Impact': avatar, @handle linking to the profile, and score. */
export function InfluencerScoreList({
  influencers,
  showAvatars,
  profileUrl,
  profileHref,
  title = 'Influencers Score Impact',
  className,
  ...rest
}: InfluencerScoreListProps) {
  const classes = useStaticClasses(styles);
  const listId = useId();
  const [expanded, setExpanded] = useState(false);
  if (influencers.length === 0) return null;
  const collapsible = influencers.length > INFLUENCERS_SHOWN_AT_FIRST + 1;
  const shown =
    collapsible && !expanded ? influencers.slice(0, INFLUENCERS_SHOWN_AT_FIRST) : influencers;
  const hiddenCount = influencers.length - INFLUENCERS_SHOWN_AT_FIRST;
  return (
    <section
      className={className === undefined ? classes.section : `${classes.section} ${className}`}
      {...rest}
    >
      <h3 className={classes.title}>{title}</h3>
      <ul id={listId} className={classes.list}>
        {shown.map((influencer, index) => (
          <li
            // Masked entries share the name '***', so the position keeps keys unique.
            key={`${index}-${influencer.name}`}
            className={classes.influencer}
          >
            {showAvatars && <Avatar handle={influencer.name} size={20} />}
            <InfluencerHandle
              handle={influencer.name}
              profileUrl={profileUrl}
              profileHref={profileHref}
            />
            <span
              className={influencer.score < 0 ? classes.negativeImpact : classes.positiveImpact}
            >
              {formatScoreImpact(influencer.score)}
            </span>
          </li>
        ))}
        {collapsible && (
          <li className={classes.toggle}>
            <Button
              variant="textLink"
              size="sm"
              aria-expanded={expanded}
              aria-controls={listId}
              onClick={() => setExpanded((was) => !was)}
            >
              {expanded ? 'Show fewer' : `Show ${hiddenCount} more`}
            </Button>
          </li>
        )}
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
