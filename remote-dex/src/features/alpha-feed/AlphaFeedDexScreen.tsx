import { Tabs } from '@flowscope/shared-ui';
import { FeedScreen, type FeedContentTexts } from '@flowscope/shared-ui/feed';
import { AlphaFeedFilters } from './components/AlphaFeedFilters.tsx';
import { DexSignalList } from './components/DexSignalList.tsx';
import { SIGNAL_TABS } from './filter-params.ts';
import { useAlphaFeedDex } from './hooks/use-alpha-feed-dex.ts';
import { SCREEN_ROUTES } from '@flowscope/shared-api';

/** The inline failure box and loading text of this feed (data-screens §8). */
const ALPHA_FEED_DEX_TEXTS: FeedContentTexts = {
  loading: 'Loading DEX alerts...',
  errorTitle: 'Failed to load DEX data',
  retry: 'Retry',
};

/** Alpha Feed DEX (/alpha-feed-dex): scalp signals of on-chain tokens bought by active wallets. */
export default function AlphaFeedDexScreen() {
  const { feed, filters, setFilter, maxMarketCap } = useAlphaFeedDex();
  return (
    <FeedScreen
      title={SCREEN_ROUTES.alphaFeedDex.heading}
      texts={ALPHA_FEED_DEX_TEXTS}
      feed={feed}
      description={
        <Tabs
          aria-label="Signals"
          items={SIGNAL_TABS}
          value={filters.tokenFilter}
          onValueChange={(tab) => setFilter('tokenFilter', tab)}
        />
      }
      filters={
        <AlphaFeedFilters
          minActiveWallets={filters.minActiveWallets}
          onMinActiveWalletsChange={(value) => setFilter('minActiveWallets', value)}
          maxMarketCapText={maxMarketCap.text}
          onMaxMarketCapTextChange={maxMarketCap.setText}
          network={filters.network}
          onNetworkChange={(network) => setFilter('network', network)}
          order={filters.order}
          onOrderChange={(order) => setFilter('order', order)}
        />
      }
    >
      <DexSignalList cards={feed.items} />
    </FeedScreen>
  );
}
