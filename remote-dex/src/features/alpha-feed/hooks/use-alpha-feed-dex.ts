import { PATHS } from '@flowscope/shared-api';
import {
  fetchDexAlerts,
  LIVE_FEEDS,
  useFeedScreen,
  type DexAlertCard,
} from '@flowscope/shared-api/feeds';
import { useUrlParams, type UrlParamValues } from '@flowscope/shared-ui';
import { orderAlerts } from '@flowscope/shared-ui/feed';
import { useCallback } from 'react';
import { FILTER_PARAMS } from '../filter-params.ts';
import { useMaxMarketCapField } from './use-max-market-cap-field.ts';

/** The spec's load-failure notification of this feed (data-screens §8). */
const ALPHA_FEED_DEX_ERROR_TITLE = 'Failed to Load DEX Alerts Data';

type Filters = UrlParamValues<typeof FILTER_PARAMS>;

const loadAlerts = async (filters: Filters, signal: AbortSignal): Promise<DexAlertCard[]> =>
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

/**
 * Everything Alpha Feed DEX shows: the signals for its four URL filters, on the shared feed
 * engine (reloads when a filter really changes, 15 s countdown, Load More).
 */
export function useAlphaFeedDex() {
  const { values, set } = useUrlParams(FILTER_PARAMS);
  const feed = useFeedScreen({
    call: PATHS.dexAlerts,
    load: loadAlerts,
    filters: values,
    errorTitle: ALPHA_FEED_DEX_ERROR_TITLE,
    live: LIVE_FEEDS.dexSignals,
  });
  const commitMaxMarketCap = useCallback((next: number | null) => set('maxMarketCap', next), [set]);
  const maxMarketCap = useMaxMarketCapField(values.maxMarketCap, commitMaxMarketCap);
  return { feed, filters: values, setFilter: set, maxMarketCap };
}
