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
  /** The page's meta description: what a search result or a shared link says it shows. */
  readonly description: string;
  readonly remote: RemoteId;
}

export const SCREEN_ROUTES = {
  topAccumulationsCex: {
    path: '/top-accumulations',
    title: 'Top Accumulations CEX',
    crumb: 'Top Accumulations',
    remote: 'cex',
    description:
      'Tokens smart-money wallets are accumulating on centralised exchanges: score, netflow and long and short entries over the last 4 hours to 30 days.',
  },
  topAccumulationsDex: {
    path: '/top-accumulations-dex',
    title: 'Top Accumulations DEX',
    crumb: 'Top Accumulations DEX',
    remote: 'dex',
    description:
      'Tokens smart-money wallets are accumulating on decentralised exchanges, by network: score, netflow, market cap, entry price and token age.',
  },
  topHoldingsCex: {
    path: '/top-holdings-cex',
    title: 'Top Holdings CEX',
    crumb: 'Top Holdings CEX',
    remote: 'cex',
    description:
      'What smart-money wallets hold on centralised exchanges: holdings, holdings against market cap, score and long and short wallets per token.',
  },
  topHoldingsDex: {
    path: '/top-holdings-dex',
    title: 'Top Holdings DEX',
    crumb: 'Top Holdings DEX',
    remote: 'dex',
    description:
      'What smart-money wallets hold on decentralised exchanges, by network: holdings, holdings against market cap, score and wallets in.',
  },
  tokenDetail: {
    path: '/top-holdings-cex/:id',
    title: 'Token Detail',
    crumb: 'Token Detail',
    remote: 'cex',
    description:
      "One token's price against smart-money netflow, its holders and its figures over the chosen period.",
  },
  alphaFeedCex: {
    path: '/alpha-feed-cex',
    title: 'Alpha Feed CEX',
    crumb: 'Alpha Feed CEX',
    remote: 'cex',
    description:
      'Alpha signals for centralised-exchange tokens bought by many active smart-money wallets, refreshed every 15 seconds.',
  },
  alphaFeedDex: {
    path: '/alpha-feed-dex',
    title: 'Alpha Feed DEX',
    crumb: 'Alpha Feed DEX',
    remote: 'dex',
    description:
      'Alpha signals for decentralised-exchange tokens bought by many active smart-money wallets, refreshed every 15 seconds.',
  },
  influencerFeedCex: {
    path: '/influencer-feed-cex',
    title: 'Influencer Feed CEX',
    crumb: 'Influencer Feed CEX',
    remote: 'cex',
    description:
      'Buy and sell alerts from the influencers you follow on centralised exchanges: positions, prices and PnL.',
  },
  influencerFeedDex: {
    path: '/influencer-feed-dex',
    title: 'Influencer Feed DEX',
    crumb: 'Influencer Feed DEX',
    remote: 'dex',
    description:
      'Buy and sell alerts from the influencers you follow on decentralised exchanges: amounts, entry prices and PnL.',
  },
  manageFollowingCex: {
    path: '/influencer-feed-cex/manage-following-influencers',
    title: 'Manage Following Influencers CEX',
    crumb: 'Manage Following Influencers CEX',
    remote: 'account',
    description:
      "Choose which influencers' centralised-exchange trades appear in your Influencer Feed.",
  },
  manageFollowingDex: {
    path: '/influencer-feed-dex/manage-following-influencers',
    title: 'Manage Following Influencers DEX',
    crumb: 'Manage Following Influencers DEX',
    remote: 'account',
    description:
      "Choose which influencers' decentralised-exchange trades appear in your Influencer Feed.",
  },
  favorites: {
    path: '/favorites',
    title: 'Favorites',
    crumb: 'Favorites',
    remote: 'account',
    description:
      'Your favourite tokens from centralised and decentralised exchanges, with their scores over 1, 7 and 30 days.',
  },
  premium: {
    path: '/premium',
    title: 'Premium',
    crumb: 'Premium',
    remote: 'account',
    description:
      'Flowscope Premium: every feed and favourite, data at most a minute old, 2800+ wallets and 1270+ influencers tracked.',
  },
  search: {
    path: '/search',
    title: 'Search',
    crumb: 'Search',
    remote: 'account',
    description:
      'Search tokens, contract addresses, keywords and topics across smart-money data on centralised and decentralised exchanges.',
  },
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
