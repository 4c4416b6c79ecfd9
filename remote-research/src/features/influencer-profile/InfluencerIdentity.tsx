import type { Theme } from '@emotion/react';
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
  Typography,
  visuallyHidden,
} from '@flowscope/shared-ui';
import { useInfluencerFollow } from './use-influencer-follow.ts';

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
  return (
    <div
      css={(theme: Theme) => ({
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: theme.spacing.md,
        minHeight: 56,
      })}
    >
      <Avatar handle={profile?.twitterHandle ?? handle} size={48} alt="" />
      <div
        css={(theme: Theme) => ({
          display: 'grid',
          gap: theme.spacing.xxs,
          minWidth: 0,
          flex: '1 1 200px',
        })}
      >
        <div
          css={(theme: Theme) => ({
            display: 'flex',
            alignItems: 'center',
            gap: theme.spacing.sm,
            flexWrap: 'wrap',
          })}
        >
          <Typography level="h3" as="p" css={{ margin: 0, overflowWrap: 'anywhere' }}>
            @{profile?.twitterHandle ?? handle}
          </Typography>
          <Badge intent="neutral" variant="outline" title="Exchange">
            {venue === null ? 'Unknown exchange' : venue.toUpperCase()}
          </Badge>
        </div>
        <Typography level="sm" tone="muted" css={{ margin: 0, minHeight: 20 }}>
          {profile && <ProfileFacts profile={profile} />}
        </Typography>
      </div>
      {profile && <FollowControl profile={profile} />}
    </div>
  );
}

function ProfileFacts({ profile }: { profile: InfluencerProfileView }) {
  const wallets = profile.wallets.length;
  return (
    <>
      <a
        href={profile.xLink}
        target="_blank"
        rel="noopener noreferrer"
        css={(theme: Theme) => ({ color: theme.colors.link })}
      >
        X profile<span css={visuallyHidden}> (opens in a new tab)</span>
      </a>
      {profile.venue === 'dex' && ` · Authority ${profile.authority.toFixed(1)}`}
      {` · ${wallets} ${wallets === 1 ? 'wallet' : 'wallets'}`}
    </>
  );
}

function FollowControl({ profile }: { profile: InfluencerProfileView }) {
  const follow = useInfluencerFollow(profile);
  const createAlert = useCreateAlertControl();
  return (
    <div css={(theme: Theme) => ({ display: 'flex', gap: theme.spacing.sm, flexWrap: 'wrap' })}>
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
