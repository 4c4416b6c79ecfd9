export { fetchCexTopAccumulations, type CexTopAccumulationRow } from './cex-top-accumulations.ts';
export { fetchDexTopAccumulations, type DexTopAccumulationRow } from './dex-top-accumulations.ts';
export type { TopAccumulationsParams } from './top-accumulations-payload.ts';
export {
  fetchCexTopHoldings,
  type CexTopHoldingRow,
  type CexTopHoldingsParams,
} from './cex-top-holdings.ts';
export {
  fetchDexTopHolders,
  type DexTopHolderRow,
  type DexTopHoldersParams,
} from './dex-top-holders.ts';
export { fetchCexAlerts, type CexAlertCard, type CexAlertsParams } from './cex-alerts.ts';
export { fetchDexAlerts, type DexAlertCard, type DexAlertsParams } from './dex-alerts.ts';
export type { AlertInfluencer } from './shared/alert-influencers.ts';
export { searchTokens, type SearchResultRow } from './search.ts';
export { fetchCexFavorites, type CexFavoriteRow, type FavoriteRowBase } from './cex-favorites.ts';
export { fetchDexFavorites, type DexFavoriteRow } from './dex-favorites.ts';
export { addCexFavorite, removeCexFavorite, type FavoriteToken } from './cex-favorite-change.ts';
export {
  addDexFavorite,
  DEFAULT_FAVORITE_NETWORK,
  removeDexFavorite,
} from './dex-favorite-change.ts';
export type { FavoriteChange, PremiumList } from './shared/results.ts';
export type {
  CexInfluencersListParams,
  InfluencerSort,
  InfluencersListParams,
} from './influencers-list-payload.ts';
export type { InfluencerRowBase } from './influencer-row.ts';
export { fetchCexInfluencersList, type CexInfluencerListRow } from './cex-influencers-list.ts';
export { fetchDexInfluencersList, type DexInfluencerListRow } from './dex-influencers-list.ts';
export {
  addCexFavoriteInfluencer,
  removeCexFavoriteInfluencer,
} from './cex-influencer-favorite-change.ts';
export {
  addDexFavoriteInfluencer,
  removeDexFavoriteInfluencer,
} from './dex-influencer-favorite-change.ts';
export type { InfluencersDataParams } from './influencers-data-payload.ts';
export { fetchCexInfluencersData, type CexInfluencerFeedItem } from './cex-influencers-data.ts';
export { fetchDexInfluencersData, type DexInfluencerFeedItem } from './dex-influencers-data.ts';
export {
  fetchTokenDetail,
  TOKEN_DETAIL_DEFAULT_HOURS,
  type TokenDetailHolderRow,
  type TokenDetailParams,
  type TokenDetailPointView,
  type TokenDetailView,
} from './token-detail.ts';
export { avatarBucketUrl, avatarUrl, xProfileUrl } from './format/influencer.ts';
export { ANONYMOUS_TOKEN_NAME, MASKED, tokenDisplayName } from './format/token-name.ts';
export { DEFAULT_WINDOW_HOURS } from './shared/windows.ts';
