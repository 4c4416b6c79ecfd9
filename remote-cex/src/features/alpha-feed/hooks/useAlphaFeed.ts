import {
  fetchCexAlerts,
  useAutoRefresh,
  useFeedPager,
  useListState,
  type CexAlertCard,
} from '@flowscope/shared-api';
import { useMinActiveWalletsParam } from './useMinActiveWalletsParam.ts';

/** The spec's load-failure notification of this feed (data-screens §8). */
export const ALPHA_FEED_ERROR_TITLE = 'Failed to Load CEX Alerts Data';

interface AlphaFeedFilters {
  minActiveWallets: number;
}

const NO_ALERTS: CexAlertCard[] = [];

const loadAlerts = (filters: AlphaFeedFilters, signal: AbortSignal) =>
  fetchCexAlerts({ minActiveWallets: filters.minActiveWallets, signal });

/**
 * Everything Alpha Feed CEX shows: the signals for the min-active-wallets filter (kept in
 * the URL), reloaded when the filter or the sign-in changes and every 15 seconds, paged by
 * Load More.
 */
export function useAlphaFeed() {
  const [minActiveWallets, setMinActiveWallets] = useMinActiveWalletsParam();
  const filters: AlphaFeedFilters = { minActiveWallets };
  const list = useListState({
    load: loadAlerts,
    filters,
    initialData: NO_ALERTS,
    errorTitle: ALPHA_FEED_ERROR_TITLE,
  });
  const countdown = useAutoRefresh(list.reload);
  const pager = useFeedPager(list.data, { loading: list.loading, resetKey: filters });

  return {
    minActiveWallets,
    setMinActiveWallets,
    loading: list.loading,
    error: list.error,
    retry: list.retry,
    totalCount: list.data.length,
    cards: pager.visibleItems,
    hasMore: pager.hasMore,
    loadMore: pager.loadMore,
    secondsLeft: countdown.secondsLeft,
    refresh: countdown.refresh,
  };
}
