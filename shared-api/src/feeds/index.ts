/**
 * @flowscope/shared-api/feeds: the feed screens' engine (list state, auto-refresh, live
 * reload, Load More), the alert and influencer calls, and the followed-influencers store that
 * the feeds and Manage Following share. A shared module of its own, so a table screen's first
 * view does not carry it. Everything else it needs comes from '@flowscope/shared-api' (or the
 * contract), never by a relative path: the page must hold one copy of each module, the session
 * store and the API client above all (lint enforces it).
 */
export {
  AUTO_REFRESH_SECONDS,
  useAutoRefresh,
  type AutoRefresh,
} from './lists/use-auto-refresh.ts';
export {
  canLoadMore,
  FEED_PAGE_SIZE,
  feedTotalPages,
  nextFeedPage,
  type FeedPage,
} from './lists/feed-pager.ts';
export { useFeedPager, type FeedPager, type UseFeedPagerOptions } from './lists/use-feed-pager.ts';
export {
  useFeedScreen,
  type FeedScreenState,
  type UseFeedScreenOptions,
} from './lists/use-feed-screen.ts';
export { LIVE_FEEDS, type LiveFeed } from './lists/live-feeds.ts';
export { prefetchFeed, type FeedLoad, type FeedPrefetch } from './lists/feed-load.ts';
export {
  LIVE_RELOAD_MIN_MS,
  useLiveReload,
  type LiveReloadOptions,
} from './lists/use-live-reload.ts';
export { useNewItems, type NewItems } from './lists/use-new-items.ts';
export { minActiveWalletsParam } from './lists/min-active-wallets.ts';
export { fetchCexAlerts, type CexAlertCard, type CexAlertsParams } from './endpoints/cex-alerts.ts';
export { fetchDexAlerts, type DexAlertCard, type DexAlertsParams } from './endpoints/dex-alerts.ts';
export type { AlertInfluencer } from './endpoints/shared/alert-influencers.ts';
export type {
  CexInfluencersListParams,
  InfluencerSort,
  InfluencersListParams,
} from './endpoints/influencers-list-payload.ts';
export type { InfluencerRowBase } from './endpoints/influencer-row.ts';
export {
  fetchCexInfluencersList,
  type CexInfluencerListRow,
} from './endpoints/cex-influencers-list.ts';
export {
  fetchDexInfluencersList,
  type DexInfluencerListRow,
} from './endpoints/dex-influencers-list.ts';
export {
  addCexFavoriteInfluencer,
  removeCexFavoriteInfluencer,
} from './endpoints/cex-influencer-favorite-change.ts';
export {
  addDexFavoriteInfluencer,
  removeDexFavoriteInfluencer,
} from './endpoints/dex-influencer-favorite-change.ts';
export type { InfluencersDataParams } from './endpoints/influencers-data-payload.ts';
export {
  fetchCexInfluencersData,
  type CexInfluencerFeedItem,
} from './endpoints/cex-influencers-data.ts';
export {
  fetchDexInfluencersData,
  type DexInfluencerFeedItem,
} from './endpoints/dex-influencers-data.ts';
export {
  followedKeys,
  followedQueryOptions,
  type InfluencerMarket,
} from './influencers/followed-query.ts';
export { useFollowToggle, type FollowOutcome } from './influencers/use-follow-toggle.ts';
export {
  useFollowedInfluencers,
  useFollowedInfluencersStatus,
  useIsFollowing,
  type FollowedInfluencersStatus,
} from './influencers/use-followed-influencers.ts';
export { useInfluencerFeed, type InfluencerFeed } from './influencers/use-influencer-feed.ts';
