import { useParams } from 'react-router';
import { SCREEN_ROUTES } from '@flowscope/shared-api';
import { ProfileFrame } from '../profile-frame/ProfileFrame.tsx';

/** How the address's venue reads: the two the product knows by their names, any other as given. */
export function venueName(venue: string): string {
  return venue === 'cex' || venue === 'dex' ? venue.toUpperCase() : venue;
}

/** Influencer Profile of one influencer on one venue (/research/influencer/:venue/:handle). */
export default function InfluencerProfileScreen() {
  const { venue = '', handle = '' } = useParams();
  return (
    <ProfileFrame
      title={SCREEN_ROUTES.influencerProfile.title}
      facts={[
        { label: 'Influencer', value: handle },
        { label: 'Exchange', value: venueName(venue) },
      ]}
    />
  );
}
