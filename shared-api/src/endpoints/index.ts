export { fetchCexTopAccumulations, type CexTopAccumulationRow } from './cex-top-accumulations.ts';
export { fetchDexTopAccumulations, type DexTopAccumulationRow } from './dex-top-accumulations.ts';
export type { TopAccumulationsParams } from './top-accumulations-payload.ts';
export { fetchCexTopHoldings, type CexTopHoldingRow } from './cex-top-holdings.ts';
export { fetchDexTopHolders, type DexTopHolderRow } from './dex-top-holders.ts';
export { searchTokens, type SearchResultRow } from './search.ts';
export { type CexFavoriteRow, type FavoriteRowBase } from './cex-favorites.ts';
export { type DexFavoriteRow } from './dex-favorites.ts';
export { addCexFavorite, removeCexFavorite } from './cex-favorite-change.ts';
export { addDexFavorite, removeDexFavorite } from './dex-favorite-change.ts';
export type { FavoriteChange, PremiumList } from './shared/results.ts';
export { fetchTokenDetail, type TokenDetailView } from './token-detail.ts';
export { fetchDexTokenDetail, type DexTokenDetailView } from './dex-token-detail.ts';
export { dexRowSparklineToken, sparklineKey, type SparklineToken } from './sparklines.ts';
export {
  cexEssentialsView,
  dexEssentialsView,
  tradeEssentialsView,
  type DexMarketEssentialsView,
  type MarketEssentialsView,
  type TokenRiskView,
  type TradeEssentialsView,
} from './format/essentials.ts';
export { avatarBucketUrl, avatarUrl, xProfileUrl } from './format/influencer.ts';
export { MASKED, tokenDisplayName } from './format/token-name.ts';
export { DEFAULT_WINDOW_HOURS } from './shared/windows.ts';

// Building blocks of the calls, for the feeds entry (@flowscope/shared-api/feeds) to reach
// through this one: relative imports would put a second copy of them (and of the API client
// behind postList) in the page.
export { postList, postPremiumList } from './shared/post-list.ts';
export { mapRecords } from './shared/map-records.ts';
export { runFavoriteAction } from './shared/favorite-action.ts';
export { apiUserId } from './shared/user-id.ts';
export { daysSince, formatDisplayDateTime } from './format/dates.ts';
export {
  formatCompact,
  formatMarketCap,
  formatPercent,
  formatShare,
  formatUsd,
} from './format/numbers.ts';
export { cexTokenIdentity, isMasked, nameOrMasked, tokenIconKey } from './format/token-name.ts';
