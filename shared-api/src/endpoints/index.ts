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
export { searchTokens, type SearchResultRow } from './search.ts';
export { fetchCexFavorites, type CexFavoriteRow, type FavoriteRowBase } from './cex-favorites.ts';
export { fetchDexFavorites, type DexFavoriteRow } from './dex-favorites.ts';
export { addCexFavorite, removeCexFavorite, type FavoriteToken } from './cex-favorite-change.ts';
export {
  addDexFavorite,
  DEFAULT_FAVORITE_NETWORK,
  removeDexFavorite,
} from './dex-favorite-change.ts';
export type { FavoriteChange, PremiumList, PremiumObject } from './shared/results.ts';
export {
  fetchTokenDetail,
  TOKEN_DETAIL_DEFAULT_HOURS,
  type TokenDetailHolderRow,
  type TokenDetailParams,
  type TokenDetailPointView,
  type TokenDetailView,
} from './token-detail.ts';
export {
  fetchDexTokenDetail,
  type DexTokenDetailParams,
  type DexTokenDetailView,
} from './dex-token-detail.ts';
export {
  dexRowSparklineToken,
  fetchSparklines,
  sparklineKey,
  type SparklineToken,
  type SparklinesParams,
  type SparklineView,
} from './sparklines.ts';
export {
  cexEssentialsView,
  dexEssentialsView,
  mapTokenRisk,
  TOP10_CONCENTRATED_PCT,
  tradeEssentialsView,
  type DexMarketEssentialsView,
  type MarketEssentialsView,
  type TokenRiskFlag,
  type TokenRiskLevel,
  type TokenRiskView,
  type TradeEssentialsView,
} from './format/essentials.ts';
export { logoUrlFromApi } from './format/logo.ts';
export { avatarBucketUrl, avatarUrl, xProfileUrl } from './format/influencer.ts';
export { ANONYMOUS_TOKEN_NAME, MASKED, tokenDisplayName } from './format/token-name.ts';
export { DEFAULT_WINDOW_HOURS } from './shared/windows.ts';

// Building blocks of the calls, for the feeds entry (@flowscope/shared-api/feeds) to reach
// through this one: relative imports would put a second copy of them (and of the API client
// behind postList) in the page.
export { postList, postPremiumList, type ListCall } from './shared/post-list.ts';
export { runFavoriteAction } from './shared/favorite-action.ts';
export { isNonPremium, NON_PREMIUM_MESSAGE } from './shared/results.ts';
export { apiUserId } from './shared/user-id.ts';
export { daysSince, formatDisplayDateTime } from './format/dates.ts';
export {
  formatCompact,
  formatMarketCap,
  formatPercent,
  formatShare,
  formatUsd,
} from './format/numbers.ts';
export {
  cexTokenIdentity,
  dexTokenIdentity,
  isMasked,
  nameOrMasked,
  tokenIconKey,
} from './format/token-name.ts';
