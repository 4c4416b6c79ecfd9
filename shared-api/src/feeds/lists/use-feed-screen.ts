import { useCallback } from 'react';
import {
  type PremiumList,
  type LiveStatus,
  useLiveStatus,
  useSignIn,
  preferredSignInMode,
  useListState,
  useSessionStore,
  type QueryCall,
} from '@flowscope/shared-api';
import { useAutoRefresh } from './use-auto-refresh.ts';
import { feedListLoad, type FeedLoad } from './feed-load.ts';
import { useFeedPager } from './use-feed-pager.ts';
import type { LiveFeed } from './live-feeds.ts';
import { useLiveReload } from './use-live-reload.ts';
import { useNewItems } from './use-new-items.ts';

export interface UseFeedScreenOptions<Item, Filters> {
  /** The call, e.g. PATHS.dexAlerts: its answers are cached under it. */
  call: QueryCall;
  /** Loads the whole feed for these filters; a premium-gated feed reports its lock. */
  load: FeedLoad<Item, Filters>;
  /** API-relevant filters: the feed reloads (and pages from 1) only when they change in content. */
  filters: Filters;
  /** The spec's load-failure notification title, e.g. 'Failed to Load DEX Alerts Data'. */
  errorTitle: string;
  /** False holds the feed empty and stops the countdown (e.g. nothing to show signed out). */
  enabled?: boolean;
  /**
   * A premium feed: signed out it is locked from the start (the API answers anonymous
   * visitors with its lock), so nothing on the page moves when that answer arrives.
   */
  premiumOnly?: boolean;
  /**
   * Follows the live stream (LIVE_FEEDS): a matching event reloads the feed at once, and
   * items that arrive while the reader looks wait behind a 'N new' pill.
   */
  live?: LiveFeed<Item>;
}

export interface FeedScreenState<Item> {
  loading: boolean;
  error: string | null;
  retry: () => void;
  lastUpdated: number | null;
  premiumRequired: boolean;
  /** Every loaded item; `items` is what Load More has revealed so far. */
  totalCount: number;
  items: Item[];
  hasMore: boolean;
  loadMore: () => void;
  secondsLeft: number;
  refresh: () => void;
  /** False while the countdown rests (a locked feed would only fetch the lock again). */
  countdownActive: boolean;
  /** Signed out: how the feed's premium lock starts a sign-in; null when signed in. */
  signIn: { start: () => void; busy: boolean } | null;
  /** Loaded items held back until the reader asks for them (the 'N new' pill). */
  newCount: number;
  showNew: () => void;
  /** The live stream's state; 'down' means the countdown refresh is all there is. */
  liveStatus: LiveStatus;
}

const NOTHING: PremiumList<never> = { items: [], premiumRequired: false };
const LOCKED: PremiumList<never> = { items: [], premiumRequired: true };
const NEVER = (): boolean => false;
const NO_KEY = (): string => '';

/**
 * The engine of every feed (alpha and influencer, CEX and DEX): the list state, the 15 s
 * countdown refresh, and Load More paging (data-screens §4). The countdown waits while a
 * call is in flight, so a slow answer is never cut off by the next refresh: it either
 * arrives or ends in the error state with Retry when the client's timeout fires.
 */
export function useFeedScreen<Item, Filters>(
  options: UseFeedScreenOptions<Item, Filters>,
): FeedScreenState<Item> {
  const { filters, enabled = true, premiumOnly = false } = options;
  const session = useSignIn();
  const list = useListState<PremiumList<Item>, Filters>({
    call: options.call,
    load: feedListLoad(options.load),
    filters,
    initialData: (premiumOnly && !session.isAuthenticated ? LOCKED : NOTHING) as PremiumList<Item>,
    errorTitle: options.errorTitle,
    enabled,
  });
  const premiumRequired = list.data.premiumRequired;
  // A locked feed has nothing to refresh until the visitor signs in (which reloads it).
  const countdownActive = enabled && !premiumRequired;
  const countdown = useAutoRefresh(list.reload, { enabled: countdownActive && !list.loading });
  const live = options.live ?? null;
  const liveStatus = useLiveStatus();
  useLiveReload(() => list.reload({ silent: true }), {
    matches: live?.matches ?? NEVER,
    enabled: live !== null && countdownActive,
    loading: list.loading,
  });
  // Signing in or out is a new view too: its first answer is all shown, like new filters'.
  const viewerId = useSessionStore((state) => state.user?.id ?? null);
  const fresh = useNewItems(list.data.items, live?.keyOf ?? NO_KEY, [filters, viewerId], {
    placeholder: list.placeholder,
    slotKey: live?.slotKey,
  });
  // Without a live side every item is shown as it comes, as before.
  const items = live === null ? list.data.items : fresh.shown;
  const pager = useFeedPager(items, { loading: list.loading, resetKey: filters });
  const { refresh: countdownRefresh } = countdown;
  const { showAllOfNext } = fresh;
  const refresh = useCallback(() => {
    showAllOfNext();
    countdownRefresh();
  }, [showAllOfNext, countdownRefresh]);
  return {
    loading: list.loading,
    error: list.error,
    retry: list.retry,
    lastUpdated: list.lastUpdated,
    premiumRequired,
    totalCount: items.length,
    items: pager.visibleItems,
    hasMore: pager.hasMore,
    loadMore: pager.loadMore,
    secondsLeft: countdown.secondsLeft,
    refresh,
    countdownActive,
    signIn: session.isAuthenticated
      ? null
      : { start: () => void session.signIn(preferredSignInMode()), busy: session.busy },
    newCount: live === null ? 0 : fresh.newCount,
    showNew: fresh.showAll,
    liveStatus,
  };
}
