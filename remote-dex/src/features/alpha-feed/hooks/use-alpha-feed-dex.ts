import { LIVE_FEEDS, useFeedScreen } from '@flowscope/shared-api/feeds';
import { useUrlParams } from '@flowscope/shared-ui';
import { useCallback } from 'react';
import { ALPHA_FEED_DEX_CALL, loadAlphaFeedDex } from '../alpha-feed-query.ts';
import { FILTER_PARAMS } from '../filter-params.ts';
import { useMaxMarketCapField } from './use-max-market-cap-field.ts';

/** The spec's load-failure notification of this feed (data-screens §8). */
const ALPHA_FEED_DEX_ERROR_TITLE = 'Failed to Load DEX Alerts Data';

/**
 * Everything Alpha Feed DEX shows: the signals for its four URL filters, on the shared feed
 * engine (reloads when a filter really changes, 15 s countdown, Load More).
 */
export function useAlphaFeedDex() {
  const { values, set } = useUrlParams(FILTER_PARAMS);
  const feed = useFeedScreen({
    call: ALPHA_FEED_DEX_CALL,
    load: loadAlphaFeedDex,
    filters: values,
    errorTitle: ALPHA_FEED_DEX_ERROR_TITLE,
    live: LIVE_FEEDS.dexSignals,
  });
  const commitMaxMarketCap = useCallback((next: number | null) => set('maxMarketCap', next), [set]);
  const maxMarketCap = useMaxMarketCapField(values.maxMarketCap, commitMaxMarketCap);
  return { feed, filters: values, setFilter: set, maxMarketCap };
}
