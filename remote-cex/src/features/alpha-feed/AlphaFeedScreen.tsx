import {
  AlertOrderSelect,
  FeedScreen,
  MinActiveWalletsSelect,
  type FeedContentTexts,
} from '@flowscope/shared-ui/feed';
import { AlphaSignalList } from './components/AlphaSignalList.tsx';
import { useAlphaFeed } from './hooks/use-alpha-feed.ts';
import { SCREEN_ROUTES } from '@flowscope/shared-api';

/** The inline failure box and loading text of this feed (data-screens §8). */
const ALPHA_FEED_TEXTS: FeedContentTexts = {
  loading: 'Loading CEX alerts...',
  errorTitle: 'Failed to load data',
  retry: 'Retry',
};

/** Alpha Feed CEX (/alpha-feed-cex): scalp signals of CEX tokens bought by active wallets. */
export default function AlphaFeedScreen() {
  const { feed, minActiveWallets, setMinActiveWallets, order, setOrder } = useAlphaFeed();
  return (
    <FeedScreen
      title={SCREEN_ROUTES.alphaFeedCex.heading}
      texts={ALPHA_FEED_TEXTS}
      feed={feed}
      filters={
        <>
          <MinActiveWalletsSelect value={minActiveWallets} onChange={setMinActiveWallets} />
          <AlertOrderSelect value={order} onChange={setOrder} />
        </>
      }
    >
      <AlphaSignalList cards={feed.items} />
    </FeedScreen>
  );
}
