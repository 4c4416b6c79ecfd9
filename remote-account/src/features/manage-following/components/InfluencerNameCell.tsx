import { routeTo, type ProfileVenue } from '@flowscope/shared-api';
import { Avatar } from '@flowscope/shared-ui';
import { Link } from 'react-router';

/** The influencer's picture and @handle, which opens their profile in the app. */
export function InfluencerNameCell({ handle, venue }: { handle: string; venue: ProfileVenue }) {
  return (
    <span
      css={(theme) => ({ display: 'inline-flex', alignItems: 'center', gap: theme.spacing.sm })}
    >
      {/* The handle beside it names the row; the picture adds nothing for a screen reader. */}
      <Avatar handle={handle} size={28} aria-hidden="true" />
      <Link
        to={routeTo.influencerProfile(venue, handle)}
        css={(theme) => ({ fontWeight: theme.fontWeights.medium })}
      >
        @{handle}
      </Link>
    </span>
  );
}
