import { routeTo, type ProfileVenue } from '@flowscope/shared-api';
import { Avatar, staticStyles, useStaticClasses } from '@flowscope/shared-ui';
import { Link } from 'react-router';

const styles = staticStyles((theme) => ({
  cell: { display: 'inline-flex', alignItems: 'center', gap: theme.spacing.sm },
  handle: { fontWeight: theme.fontWeights.medium },
}));

/** The influencer's picture and @handle, which opens their profile in the app. */
export function InfluencerNameCell({ handle, venue }: { handle: string; venue: ProfileVenue }) {
  const classes = useStaticClasses(styles);
  return (
    <span className={classes.cell}>
      {/* The handle beside it names the row; the picture adds nothing for a screen reader. */}
      <Avatar handle={handle} size={28} aria-hidden="true" />
      <Link to={routeTo.influencerProfile(venue, handle)} className={classes.handle}>
        @{handle}
      </Link>
    </span>
  );
}
