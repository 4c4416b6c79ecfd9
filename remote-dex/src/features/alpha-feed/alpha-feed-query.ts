import { PATHS, type ScreenPrefetchContext } from '@flowscope/shared-api';
import { fetchDexAlerts, prefetchFeed, type DexAlertCard } from '@flowscope/shared-api/feeds';
import type { UrlParamValues } from '@flowscope/shared-ui';
import { orderAlerts } from '@flowscope/shared-ui/feed';
import { FILTER_PARAMS } from './filter-params.ts';

export type AlphaFeedDexFilters = UrlParamValues<typeof FILTER_PARAMS>;

/** The feed's call: its answers are cached under it. */
export const ALPHA_FEED_DEX_CALL = PATHS.dexAlerts;

/** The signals for the feed's URL filters, in the order the trader chose. */
export const loadAlphaFeedDex = async (
  filters: AlphaFeedDexFilters,
  signal: AbortSignal,
): Promise<DexAlertCard[]> =>
  orderAlerts(
    await fetchDexAlerts({
      tokenFilter: filters.tokenFilter,
      minActiveWallets: filters.minActiveWallets,
      maxMarketCap: filters.maxMarketCap,
      filterNetwork: filters.network,
      signal,
    }),
    filters.order,
  );

/** The feed for the page's URL, loaded before the screen asks (the page's first load). */
export function prefetchAlphaFeedDex({ queryClient, search }: ScreenPrefetchContext) {
  return prefetchFeed(queryClient, {
    call: ALPHA_FEED_DEX_CALL,
    params: FILTER_PARAMS,
    load: loadAlphaFeedDex,
    search,
  });
}
