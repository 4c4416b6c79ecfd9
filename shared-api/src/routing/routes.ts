/**
 * The routing contract between the host and the remotes: every data screen, the remote that
 * owns it, its path and its page-title name. The host builds its router from this table and
 * each remote must expose exactly the screens assigned to it here.
 */
export type RemoteId = 'cex' | 'dex' | 'account';

export interface ScreenRoute {
  readonly path: string;
  /** The `<Name>` of the page title `<Name> - Flowscope`. */
  readonly title: string;
  /** Breadcrumb label, from the spec's route names. */
  readonly crumb: string;
  readonly remote: RemoteId;
}

export const SCREEN_ROUTES = {
  topAccumulationsCex: {
    path: '/top-accumulations',
    title: 'Top Accumulations CEX',
    crumb: 'Top Accumulations',
    remote: 'cex',
  },
  topAccumulationsDex: {
    path: '/top-accumulations-dex',
    title: 'Top Accumulations DEX',
    crumb: 'Top Accumulations DEX',
    remote: 'dex',
  },
  topHoldingsCex: {
    path: '/top-holdings-cex',
    title: 'Top Holdings CEX',
    crumb: 'Top Holdings CEX',
    remote: 'cex',
  },
  topHoldingsDex: {
    path: '/top-holdings-dex',
    title: 'Top Holdings DEX',
    crumb: 'Top Holdings DEX',
    remote: 'dex',
  },
  tokenDetail: {
    path: '/top-holdings-cex/:id',
    title: 'Token Detail',
    crumb: 'Token Detail',
    remote: 'cex',
  },
  alphaFeedCex: {
    path: '/alpha-feed-cex',
    title: 'Alpha Feed CEX',
    crumb: 'Alpha Feed CEX',
    remote: 'cex',
  },
  alphaFeedDex: {
    path: '/alpha-feed-dex',
    title: 'Alpha Feed DEX',
    crumb: 'Alpha Feed DEX',
    remote: 'dex',
  },
  influencerFeedCex: {
    path: '/influencer-feed-cex',
    title: 'Influencer Feed CEX',
    crumb: 'Influencer Feed CEX',
    remote: 'cex',
  },
  influencerFeedDex: {
    path: '/influencer-feed-dex',
    title: 'Influencer Feed DEX',
    crumb: 'Influencer Feed DEX',
    remote: 'dex',
  },
  manageFollowingCex: {
    path: '/influencer-feed-cex/manage-following-influencers',
    title: 'Manage Following Influencers CEX',
    crumb: 'Manage Following Influencers CEX',
    remote: 'account',
  },
  manageFollowingDex: {
    path: '/influencer-feed-dex/manage-following-influencers',
    title: 'Manage Following Influencers DEX',
    crumb: 'Manage Following Influencers DEX',
    remote: 'account',
  },
  favorites: { path: '/favorites', title: 'Favorites', crumb: 'Favorites', remote: 'account' },
  premium: { path: '/premium', title: 'Premium', crumb: 'Premium', remote: 'account' },
  search: { path: '/search', title: 'Search', crumb: 'Search', remote: 'account' },
} as const satisfies Record<string, ScreenRoute>;

export type ScreenId = keyof typeof SCREEN_ROUTES;

/** Screens owned by one remote, e.g. `ScreensOf<'cex'>`. */
export type ScreensOf<R extends RemoteId> = {
  [K in ScreenId]: (typeof SCREEN_ROUTES)[K]['remote'] extends R ? K : never;
}[ScreenId];

export const SCREEN_IDS = Object.keys(SCREEN_ROUTES) as ScreenId[];

export function screensOf<R extends RemoteId>(remote: R): ScreensOf<R>[] {
  return SCREEN_IDS.filter((id) => SCREEN_ROUTES[id].remote === remote) as ScreensOf<R>[];
}

/** Typed links, so a renamed path breaks the build rather than a user's click. */
export const routeTo = {
  home: () => '/',
  tokenDetail: (id: string) => `/top-holdings-cex/${encodeURIComponent(id)}`,
  search: (query: string) => `/search?${new URLSearchParams({ query: query.trim() }).toString()}`,
  screen: (id: Exclude<ScreenId, 'tokenDetail'>) => SCREEN_ROUTES[id].path,
} as const;
