import { fetchCexInfluencersList, useIsAuthenticated, useListState } from '@flowscope/shared-api';

const NOBODY: string[] = [];
const NO_FILTERS = {};

/**
 * Spec §4: fetched only when signed in; a failure (or a 'Non-premium' answer, which comes
 * with an empty list) counts as following nobody, without a message.
 */
async function loadFollowedHandles(_filters: object, signal: AbortSignal): Promise<string[]> {
  try {
    const { items } = await fetchCexInfluencersList({ onlyForUser: true, signal });
    return items.map((item) => item.twitterHandle);
  } catch {
    return NOBODY;
  }
}

/** Handles of the CEX influencers the signed-in user follows ("chosen"); none when signed out. */
export function useFollowedInfluencers(): string[] {
  const signedIn = useIsAuthenticated();
  const list = useListState({
    load: loadFollowedHandles,
    filters: NO_FILTERS,
    initialData: NOBODY,
    // Never raised: the load turns failures into an empty list.
    errorTitle: 'Failed to Load CEX Influencers Data',
    enabled: signedIn,
  });
  return list.data;
}
