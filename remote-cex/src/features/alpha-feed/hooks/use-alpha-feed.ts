import {
  fetchCexAlerts,
  LIVE_FEEDS,
  minActiveWalletsParam,
  useFeedScreen,
  type CexAlertCard,
} from '@flowscope/shared-api/feeds';
import { useUrlParams } from '@flowscope/shared-ui';

/** The spec's load-failure notification of this feed (data-screens §8). */
export const ALPHA_FEED_ERROR_TITLE = 'Failed to Load CEX Alerts Data';

const FILTER_PARAMS = { minActiveWallets: minActiveWalletsParam };

const loadAlerts = (
  filters: { minActiveWallets: number },
  signal: AbortSignal,
): Promise<CexAlertCard[]> =>
  fetchCexAlerts({ minActiveWallets: filters.minActiveWallets, signal });

/**
 * Everything Alpha Feed CEX shows: the signals for the min-active-wallets filter (kept in
 * the URL), on the shared feed engine (reloads, 15 s countdown, Load More).
 */
export function useAlphaFeed() {
  const { values, set } = useUrlParams(FILTER_PARAMS);
  const feed = useFeedScreen({
    load: loadAlerts,
    filters: values,
    errorTitle: ALPHA_FEED_ERROR_TITLE,
    live: LIVE_FEEDS.cexSignals,
  });
  return {
    feed,
    minActiveWallets: values.minActiveWallets,
    setMinActiveWallets: (value: number) => set('minActiveWallets', value),
  };
}
