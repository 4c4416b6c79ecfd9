import {
  useCreateAlertControl,
  type InfluencerProfileView,
  type Venue,
} from '@flowscope/shared-api';
import {
  Avatar,
  Badge,
  CreateAlertButton,
  FollowButton,
  staticStyles,
  Typography,
  useStaticClasses,
  visuallyHidden,
} from '@flowscope/shared-ui';
import { useInfluencerFollow } from './use-influencer-follow.ts';

const styles = staticStyles((theme) => ({
  identity: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: theme.spacing.md,
    minHeight: 56,
  },
  about: { display: 'grid', gap: theme.spacing.xxs, minWidth: 0, flex: '1 1 200px' },
  nameRow: { display: 'flex', alignItems: 'center', gap: theme.spacing.sm, flexWrap: 'wrap' },
  handle: { margin: 0, overflowWrap: 'anywhere' },
  facts: { margin: 0, minHeight: 20 },
  xLink: { color: theme.colors.link },
  hidden: visuallyHidden,
  actions: { display: 'flex', gap: theme.spacing.sm, flexWrap: 'wrap' },
}));

export interface InfluencerIdentityProps {
  /** The handle the address names, without '@'. */
  handle: string;
  /** Null for a venue the product does not know. */
  venue: Venue | null;
  /** The profile once it has come: its figures and the Follow button. */
  profile: InfluencerProfileView | null;
}

/**
 * Who the profile is of: picture, handle, exchange, and once the profile has come their
 * X account, authority, wallets and the Follow button. As tall before as after, so nothing
 * under it moves when the profile arrives.
 */
export function InfluencerIdentity({ handle, venue, profile }: InfluencerIdentityProps) {
  const classes = useStaticClasses(styles);
  return (
    <div className={classes.identity}>
      <Avatar handle={profile?.twitterHandle ?? handle} size={48} alt="" />
      <div className={classes.about}>
        <div className={classes.nameRow}>
          <Typography level="h3" as="p" className={classes.handle}>
            @{profile?.twitterHandle ?? handle}
          </Typography>
          <Badge intent="neutral" variant="outline" title="Exchange">
            {venue === null ? 'Unknown exchange' : venue.toUpperCase()}
          </Badge>
        </div>
        <Typography level="sm" tone="muted" className={classes.facts}>
          {profile && <ProfileFacts profile={profile} />}
        </Typography>
      </div>
      {profile && <FollowControl profile={profile} />}
    </div>
  );
}

function ProfileFacts({ profile }: { profile: InfluencerProfileView }) {
  const classes = useStaticClasses(styles);
  const wallets = profile.wallets.length;
  return (
    <>
      <a href={profile.xLink} target="_blank" rel="noopener noreferrer" className={classes.xLink}>
        X profile<span className={classes.hidden}> (opens in a new tab)</span>
      </a>
      {profile.venue === 'dex' && ` · Authority ${profile.authority.toFixed(1)}`}
      {` · ${wallets} ${wallets === 1 ? 'wallet' : 'wallets'}`}
    </>
  );
}

function FollowControl({ profile }: { profile: InfluencerProfileView }) {
  const classes = useStaticClasses(styles);
  const follow = useInfluencerFollow(profile);
  const createAlert = useCreateAlertControl();
  return (
    <div className={classes.actions}>
      <CreateAlertButton
        {...createAlert}
        target={{
          type: 'influencer',
          venue: profile.venue,
          handle: profile.twitterHandle,
          label: `@${profile.twitterHandle}`,
        }}
      />
      <FollowButton
        handle={profile.twitterHandle}
        following={follow.following}
        onToggle={follow.toggle}
        disabled={!follow.ready}
        size="md"
      />
    </div>
  );
}
