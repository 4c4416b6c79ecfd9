import { PATHS } from '@flowscope/shared-api';
import {
  fetchCexAlerts,
  LIVE_FEEDS,
  minActiveWalletsParam,
  useFeedScreen,
  type CexAlertCard,
} from '@flowscope/shared-api/feeds';
import { useUrlParams } from '@flowscope/shared-ui';
import { alertOrderParam, orderAlerts, type AlertOrder } from '@flowscope/shared-ui/feed';

/** The spec's load-failure notification of this feed (data-screens §8). */
const ALPHA_FEED_ERROR_TITLE = 'Failed to Load CEX Alerts Data';

const FILTER_PARAMS = { minActiveWallets: minActiveWalletsParam, order: alertOrderParam };

const loadAlerts = async (
  filters: { minActiveWallets: number; order: AlertOrder },
  signal: AbortSignal,
): Promise<CexAlertCard[]> =>
  orderAlerts(
    await fetchCexAlerts({ minActiveWallets: filters.minActiveWallets, signal }),
    filters.order,
  );

/**
 * Everything Alpha Feed CEX shows: the signals for the min-active-wallets filter, highest
 * score first or newest first (both kept in the URL), on the shared feed engine (reloads,
 * 15 s countdown, Load More).
 */
export function useAlphaFeed() {
  const { values, set } = useUrlParams(FILTER_PARAMS);
  const feed = useFeedScreen({
    call: PATHS.cexAlerts,
    load: loadAlerts,
    filters: values,
    errorTitle: ALPHA_FEED_ERROR_TITLE,
    live: LIVE_FEEDS.cexSignals,
  });
  return {
    feed,
    minActiveWallets: values.minActiveWallets,
    setMinActiveWallets: (value: number) => set('minActiveWallets', value),
    order: values.order,
    setOrder: (value: AlertOrder) => set('order', value),
  };
}
