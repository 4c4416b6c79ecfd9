import type { Venue } from '../contract/token-ref.ts';
import { useListState, type ListState } from '../lists/use-list-state.ts';
import {
  fetchInfluencerProfile,
  type InfluencerProfileView,
} from '../endpoints/research/influencer-profile.ts';
import { IDLE_ANSWER, premiumAnswerOf, type ResearchAnswer } from './research-answer.ts';
import {
  RESEARCH_CALLS,
  RESEARCH_LOAD_FAILED_TITLE,
  RESEARCH_REFETCH_INTERVAL_MS,
} from './research-calls.ts';
import { periodWindow, type ProfilePeriod } from './research-periods.ts';

/** What the Influencer Profile asks for (its address and URL state): its query key's view. */
export interface InfluencerProfileQuery {
  venue: Venue;
  /** With or without the leading @. */
  handle: string;
  period: ProfilePeriod;
}

/** Handles are one influencer in any case, with or without '@'. */
export function influencerSubject(venue: Venue, handle: string): string {
  return `${venue}/${handle.replace(/^@/, '').toLowerCase()}`;
}

export function loadInfluencerProfile(
  query: InfluencerProfileQuery,
  signal: AbortSignal,
  now: number = Date.now(),
): Promise<ResearchAnswer<InfluencerProfileView>> {
  return premiumAnswerOf(influencerSubject(query.venue, query.handle), () =>
    fetchInfluencerProfile({
      venue: query.venue,
      twitterHandle: query.handle,
      ...periodWindow(query.period, now),
      signal,
    }),
  );
}

/**
 * One influencer's profile on the page's query cache, refetched every minute. `enabled` false
 * holds it idle without a call (a signed-out visitor, whom the API would refuse anyway).
 */
export function useInfluencerProfile(
  query: InfluencerProfileQuery,
  enabled: boolean,
): ListState<ResearchAnswer<InfluencerProfileView>> {
  return useListState<ResearchAnswer<InfluencerProfileView>, InfluencerProfileQuery>({
    call: RESEARCH_CALLS.influencerProfile,
    load: loadInfluencerProfile,
    filters: query,
    initialData: IDLE_ANSWER,
    errorTitle: RESEARCH_LOAD_FAILED_TITLE,
    enabled,
    refetchIntervalMs: RESEARCH_REFETCH_INTERVAL_MS,
  });
}
