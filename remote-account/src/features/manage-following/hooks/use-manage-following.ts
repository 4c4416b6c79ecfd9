import { useMemo } from 'react';
import { useIsAuthenticated } from '@flowscope/shared-api';
import { useFollowedInfluencersStatus, type InfluencerRowBase } from '@flowscope/shared-api/feeds';
import { useUrlParams } from '@flowscope/shared-ui';
import type { ManageMarket } from '../markets.tsx';
import { emptyStateOf, MANAGE_PARAMS, visibleInfluencers } from '../manage-view.ts';
import { useInfluencerList } from './use-influencer-list.ts';

/** A new tab or search starts the table on page 1. */
const RESET_ON_CHANGE = ['page'];

/**
 * Everything the manage screen shows: the list (premium), the tab and search from the URL,
 * the followed handles from the shared store, and the rows of the selected tab.
 */
export function useManageFollowing<Row extends InfluencerRowBase>(config: ManageMarket<Row>) {
  const signedIn = useIsAuthenticated();
  const params = useUrlParams(MANAGE_PARAMS, { resetKeys: RESET_ON_CHANGE });
  const { tab, search } = params.values;
  const list = useInfluencerList(config, search, signedIn);
  const followed = useFollowedInfluencersStatus(config.market);
  const followedSet = useMemo(
    () => new Set(followed.handles.map((handle) => handle.toLowerCase())),
    [followed.handles],
  );
  const rows = useMemo(
    () => visibleInfluencers(list.data.items, { tab, followed: followedSet, search }),
    [list.data.items, tab, followedSet, search],
  );
  return {
    signedIn,
    // The table waits for the followed list too, so no row shows 'Follow' for a moment.
    list: {
      ...list,
      loading: list.loading || !followed.loaded,
      lastUpdated: followed.loaded ? list.lastUpdated : null,
    },
    premiumRequired: list.data.premiumRequired,
    tab,
    setTab: (next: typeof tab) => params.set('tab', next),
    search,
    setSearch: (next: string) => params.set('search', next),
    chosenCount: followed.handles.length,
    rows,
    emptyState: emptyStateOf(tab, followed.handles.length),
  };
}
