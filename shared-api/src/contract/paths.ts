/** Every path the API serves, exactly as the spec names them (§7 of both documents). */
export const PATHS = {
  health: '/health',
  /** The auth host's own health check, called by the debug page (shell §7). */
  authHealth: '/auth/health',

  cexTopAccumulations: '/cex_top_accumulations',
  dexTopAccumulations: '/dex_top_accumulations',
  cexTopHoldings: '/cex_top_holdings',
  dexTopHolders: '/dex_top_holders',
  cexAlerts: '/get_cex_alerts',
  dexAlerts: '/get_dex_alerts',
  search: '/search',
  tokenDetail: '/token_detail',
  /** The in-app DEX token page's call (dex-token-detail.ts). */
  dexTokenDetail: '/dex_token_detail',
  /** One batched call for the sparklines of a page of rows (sparklines.ts). */
  sparklines: '/sparklines',

  /** Research (this contract's own calls, added to the spec's): see row-wallets.ts etc. */
  rowWallets: '/row_wallets',
  walletProfile: '/wallet_profile',
  influencerProfile: '/influencer_profile',
  signalTrackRecord: '/signal_track_record',

  cexFavorites: '/get_cex_favorites',
  dexFavorites: '/get_dex_favorites',
  addCexFavorite: '/add_to_cex_favorites',
  removeCexFavorite: '/remove_from_cex_favorites',
  addDexFavorite: '/add_to_dex_favorites',
  removeDexFavorite: '/remove_from_dex_favorites',

  dexInfluencersList: '/get_dex_influencers_list',
  cexInfluencersList: '/get_cex_influencers_list',
  addDexFavoriteInfluencer: '/add_to_dex_favorite_influencers',
  removeDexFavoriteInfluencer: '/remove_from_dex_influencer_favorites',
  addCexFavoriteInfluencer: '/add_to_cex_favorite_influencers',
  /** The spec names the CEX remove path twice with different spellings; both are served. */
  removeCexFavoriteInfluencer: '/remove_from_cex_favorites_influencers',
  removeCexFavoriteInfluencerAlt: '/remove_from_cex_influencer_favorites',
  dexInfluencersData: '/get_dex_influencers_data',
  cexInfluencersData: '/get_cex_influencers_data',

  discordToken: '/auth/discord/token',
  discordRefresh: '/auth/discord/refresh',
  login: '/auth/login',
  logout: '/auth/logout',
  refresh: '/auth/refresh',
  profile: '/auth/profile',

  /** The OAuth stand-in's consent page (mock-api only; the real one is the platform's). */
  oauthAuthorize: '/oauth2/authorize',
} as const;

export type ApiPath = (typeof PATHS)[keyof typeof PATHS];

/** `/users/{id}` and `/users/{id}/preferences`. */
export const userPath = (id: string | number): string => `/users/${encodeURIComponent(String(id))}`;
export const userPreferencesPath = (id: string | number): string => `${userPath(id)}/preferences`;

/**
 * Token logos: `GET /logos/{key}.svg`, an SVG per token, the same bytes for ever (served
 * `immutable`). Records carry the path as logo_url, relative to the API like every path here.
 * key: `cex-{coin in lower case}` or `{network}-{address}` (EVM addresses in lower case).
 */
export const LOGOS_PREFIX = '/logos';
export const logoPath = (key: string): string => `${LOGOS_PREFIX}/${encodeURIComponent(key)}.svg`;
