import { PATHS, type ScreenPrefetchContext } from '@flowscope/shared-api';
import {
  fetchCexAlerts,
  minActiveWalletsParam,
  prefetchFeed,
  type CexAlertCard,
} from '@flowscope/shared-api/feeds';
import type { UrlParamValues } from '@flowscope/shared-ui';
import { alertOrderParam, orderAlerts } from '@flowscope/shared-ui/feed';

/** The feed's filters in the URL: min active wallets and the order. */
export const FILTER_PARAMS = { minActiveWallets: minActiveWalletsParam, order: alertOrderParam };

export type AlphaFeedFilters = UrlParamValues<typeof FILTER_PARAMS>;

/** The feed's call: its answers are cached under it. */
export const ALPHA_FEED_CALL = PATHS.cexAlerts;

/** The signals for the feed's URL filters, in the order the trader chose. */
export const loadAlphaFeed = async (
  filters: AlphaFeedFilters,
  signal: AbortSignal,
): Promise<CexAlertCard[]> =>
  orderAlerts(
    await fetchCexAlerts({ minActiveWallets: filters.minActiveWallets, signal }),
    filters.order,
  );

/** The feed for the page's URL, loaded before the screen asks (the page's first load). */
export function prefetchAlphaFeed({ queryClient, search }: ScreenPrefetchContext) {
  return prefetchFeed(queryClient, {
    call: ALPHA_FEED_CALL,
    params: FILTER_PARAMS,
    load: loadAlphaFeed,
    search,
  });
}
