import {
  answerFor,
  influencerSubject,
  routeTo,
  SCREEN_ROUTES,
  useInfluencerProfile,
  useIsAuthenticated,
  type Venue,
} from '@flowscope/shared-api';
import { DataScreen, NotFoundNotice, useUrlParams } from '@flowscope/shared-ui';
import { useParams } from 'react-router';
import { ProfileHeader } from '../../components/ProfileHeader.tsx';
import { ResearchPremiumLock } from '../../components/ResearchPremiumLock.tsx';
import { InfluencerIdentity } from './InfluencerIdentity.tsx';
import { InfluencerProfileBody } from './InfluencerProfileBody.tsx';
import { INFLUENCER_VIEW, PROFILE_TABLE_PAGES } from './influencer-view.ts';

const IDLE = { loading: false, error: null, lastUpdated: null, retry: () => undefined };

function venueOf(value: string | undefined): Venue | null {
  return value === 'cex' || value === 'dex' ? value : null;
}

/**
 * Influencer Profile (/research/influencer/:venue/:handle?period=): an influencer's trading over
 * all their wallets, for premium traders; others see the lock (and the sign-in when signed out).
 */
export default function InfluencerProfileScreen() {
  const params = useParams();
  const venue = venueOf(params.venue);
  const handle = (params.handle ?? '').trim().replace(/^@/, '');
  const signedIn = useIsAuthenticated();
  const { values, set } = useUrlParams(INFLUENCER_VIEW, { resetKeys: PROFILE_TABLE_PAGES });
  const possible = venue !== null && handle !== '';
  const query = { venue: venue ?? 'cex', handle, period: values.period };
  // Signed out, the API answers 'Non-premium' whatever is asked: the lock shows at once.
  const state = useInfluencerProfile(query, possible && signedIn);
  const answer = answerFor(state.data, influencerSubject(query.venue, handle));
  // The answer on hand right after a sign-in was the visitor's lock: wait for the trader's.
  const locked = !signedIn || (answer.status === 'premium-required' && !state.placeholder);
  const notFound = !possible || answer.status === 'not-found';
  const profile = answer.status === 'found' ? answer.view : null;

  return (
    <DataScreen
      title={SCREEN_ROUTES.influencerProfile.title}
      list={possible && signedIn ? state : IDLE}
      firstLoad="content"
      filters={
        <ProfileHeader
          identity={
            <InfluencerIdentity
              handle={handle}
              venue={venue}
              profile={notFound || locked ? null : profile}
            />
          }
          showPeriods={!notFound && !locked}
          period={values.period}
          onPeriodChange={(period) => set('period', period)}
        />
      }
    >
      {notFound ? (
        <NotFoundNotice
          headingLevel="h2"
          framed
          title="Influencer not found"
          message={
            venue === null
              ? 'The address names no exchange: influencer profiles are on CEX or DEX.'
              : `No ${venue.toUpperCase()} influencer goes by this handle. Pick one from Manage Following.`
          }
          back={{
            to: routeTo.screen(venue === 'dex' ? 'manageFollowingDex' : 'manageFollowingCex'),
            label: 'Manage Following Influencers',
          }}
        />
      ) : locked ? (
        <ResearchPremiumLock offers="Influencer profiles show their PnL curve, open positions, trades, win rate and risk: a premium feature." />
      ) : (
        <InfluencerProfileBody profile={profile} period={values.period} />
      )}
    </DataScreen>
  );
}
