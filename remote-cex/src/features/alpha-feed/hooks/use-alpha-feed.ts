import { LIVE_FEEDS, useFeedScreen } from '@flowscope/shared-api/feeds';
import { useUrlParams } from '@flowscope/shared-ui';
import type { AlertOrder } from '@flowscope/shared-ui/feed';
import { ALPHA_FEED_CALL, FILTER_PARAMS, loadAlphaFeed } from '../alpha-feed-query.ts';

/** The spec's load-failure notification of this feed (data-screens §8). */
const ALPHA_FEED_ERROR_TITLE = 'Failed to Load CEX Alerts Data';

/**
 * Everything Alpha Feed CEX shows: the signals for the min-active-wallets filter, highest
 * score first or newest first (both kept in the URL), on the shared feed engine (reloads,
 * 15 s countdown, Load More).
 */
export function useAlphaFeed() {
  const { values, set } = useUrlParams(FILTER_PARAMS);
  const feed = useFeedScreen({
    call: ALPHA_FEED_CALL,
    load: loadAlphaFeed,
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
