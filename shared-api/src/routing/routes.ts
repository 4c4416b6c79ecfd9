import {
  linkedTokenParam,
  linkedTokenSegment,
  queryOf,
  type LinkedToken,
  type PeriodLinkOptions,
  type RowWalletsLinkOptions,
  type TrackRecordLinkOptions,
  type WalletProfileLinkOptions,
} from './research-links.ts';

/**
 * The paths contract: every screen whose address the product fixes (the spec's routes and the
 * research profiles), with its page-title name, breadcrumb label and description, so a remote
 * can link to another's screen with `routeTo` and a renamed path breaks the build. Which remote
 * serves a screen is not said here: each remote's route manifest (route-manifest.ts) claims its
 * screens, and the host routes by the manifests it is configured with.
 */
export interface ScreenRoute {
  readonly path: string;
  /** The `<Name>` of the page title `<Name> - Flowscope`. */
  readonly title: string;
  /** Breadcrumb label, from the spec's route names. */
  readonly crumb: string;
  /** The page's meta description: what a search result or a shared link says it shows. */
  readonly description: string;
  /**
   * The page's `h1` when its data does not name it (token detail names its token): the page's
   * HTML and the shell draw it at once, before the screen's code arrives.
   */
  readonly heading?: string;
}

export const SCREEN_ROUTES = {
  topAccumulationsCex: {
    path: '/top-accumulations',
    title: 'Top Accumulations CEX',
    crumb: 'Top Accumulations',
    description:
      'Tokens smart-money wallets are accumulating on centralised exchanges: score, netflow and long and short entries over the last 4 hours to 30 days.',
    heading: 'Top Accumulations',
  },
  topAccumulationsDex: {
    path: '/top-accumulations-dex',
    title: 'Top Accumulations DEX',
    crumb: 'Top Accumulations DEX',
    description:
      'Tokens smart-money wallets are accumulating on decentralised exchanges, by network: score, netflow, market cap, entry price and token age.',
    heading: 'Top Accumulations',
  },
  topHoldingsCex: {
    path: '/top-holdings-cex',
    title: 'Top Holdings CEX',
    crumb: 'Top Holdings CEX',
    description:
      'What smart-money wallets hold on centralised exchanges: holdings, holdings against market cap, score and long and short wallets per token.',
    heading: 'Top Holdings',
  },
  topHoldingsDex: {
    path: '/top-holdings-dex',
    title: 'Top Holdings DEX',
    crumb: 'Top Holdings DEX',
    description:
      'What smart-money wallets hold on decentralised exchanges, by network: holdings, holdings against market cap, score and wallets in.',
    heading: 'Top Holdings',
  },
  tokenDetail: {
    path: '/top-holdings-cex/:id',
    title: 'Token Detail',
    crumb: 'Token Detail',
    description:
      "One token's price against smart-money netflow, its holders and its figures over the chosen period.",
  },
  tokenDetailDex: {
    path: '/token/dex/:network/:address',
    title: 'Token Detail',
    crumb: 'Token Detail',
    description:
      'One DEX token on its chain: price, liquidity and risk checks, its price against smart-money netflow and the wallets holding it.',
  },
  alphaFeedCex: {
    path: '/alpha-feed-cex',
    title: 'Alpha Feed CEX',
    crumb: 'Alpha Feed CEX',
    description:
      'Alpha signals for centralised-exchange tokens bought by many active smart-money wallets, refreshed every 15 seconds.',
    heading: 'Alpha Feed',
  },
  alphaFeedDex: {
    path: '/alpha-feed-dex',
    title: 'Alpha Feed DEX',
    crumb: 'Alpha Feed DEX',
    description:
      'Alpha signals for decentralised-exchange tokens bought by many active smart-money wallets, refreshed every 15 seconds.',
    heading: 'Alpha Feed',
  },
  influencerFeedCex: {
    path: '/influencer-feed-cex',
    title: 'Influencer Feed CEX',
    crumb: 'Influencer Feed CEX',
    description:
      'Buy and sell alerts from the influencers you follow on centralised exchanges: positions, prices and PnL.',
    heading: 'Influencer Feed',
  },
  influencerFeedDex: {
    path: '/influencer-feed-dex',
    title: 'Influencer Feed DEX',
    crumb: 'Influencer Feed DEX',
    description:
      'Buy and sell alerts from the influencers you follow on decentralised exchanges: amounts, entry prices and PnL.',
    heading: 'Influencer Feed',
  },
  manageFollowingCex: {
    path: '/influencer-feed-cex/manage-following-influencers',
    title: 'Manage Following Influencers CEX',
    crumb: 'Manage Following Influencers CEX',
    description:
      "Choose which influencers' centralised-exchange trades appear in your Influencer Feed.",
  },
  manageFollowingDex: {
    path: '/influencer-feed-dex/manage-following-influencers',
    title: 'Manage Following Influencers DEX',
    crumb: 'Manage Following Influencers DEX',
    description:
      "Choose which influencers' decentralised-exchange trades appear in your Influencer Feed.",
  },
  favorites: {
    path: '/favorites',
    title: 'Favorites',
    crumb: 'Favorites',
    description:
      'Your favourite tokens from centralised and decentralised exchanges, with their scores over 1, 7 and 30 days.',
    heading: 'Favorites',
  },
  alerts: {
    path: '/alerts',
    title: 'Alerts',
    crumb: 'Alerts',
    description:
      'Your alert rules on tokens, influencers and wallets, with the webhook and browser notifications that bring alerts to you outside the tab.',
    heading: 'Alerts',
  },
  premium: {
    path: '/premium',
    title: 'Premium',
    crumb: 'Premium',
    description:
      'Flowscope Premium: every feed and favourite, data at most a minute old, 2800+ wallets and 1270+ influencers tracked.',
    heading: 'Get Premium',
  },
  search: {
    path: '/search',
    title: 'Search',
    crumb: 'Search',
    description:
      'Search tokens, contract addresses, keywords and topics across smart-money data on centralised and decentralised exchanges.',
    heading: 'Search Engine',
  },
  signalTrackRecord: {
    path: '/research/track-record',
    title: 'Signal Track Record',
    crumb: 'Signal Track Record',
    description:
      'How the alpha signals turned out: the share whose price rose and the median return 1, 4 and 24 hours after a signal, by score band, exchange and period.',
    heading: 'Signal Track Record',
  },
  walletProfile: {
    path: '/research/wallet/:address',
    title: 'Wallet Profile',
    crumb: 'Wallet Profile',
    description:
      "One smart-money wallet's profile: what it holds, what it bought and sold and how its trades turned out.",
  },
  influencerProfile: {
    path: '/research/influencer/:venue/:handle',
    title: 'Influencer Profile',
    crumb: 'Influencer Profile',
    description:
      "One influencer's profile on a centralised or decentralised exchange: their trades, positions and results.",
  },
  rowWallets: {
    path: '/research/token/:venue/:token/wallets',
    title: 'Smart-Money Wallets',
    crumb: 'Smart-Money Wallets',
    description:
      "The smart-money wallets behind a Top row's Wallets count: who bought or sold the token in the period, or who holds it now, with their positions and PnL.",
  },
} as const satisfies Record<string, ScreenRoute>;

export type ScreenId = keyof typeof SCREEN_ROUTES;

/** Screens whose path has no parameter, so a link to them needs nothing but their id. */
export type StaticScreenId = {
  [K in ScreenId]: (typeof SCREEN_ROUTES)[K]['path'] extends `${string}:${string}` ? never : K;
}[ScreenId];

/** The venue part of an influencer's profile address. */
export type ProfileVenue = 'cex' | 'dex';

const segment = (value: string) => encodeURIComponent(value);

/**
 * Typed links, so a renamed path breaks the build rather than a user's click. The research
 * links' options are their screens' URL state (research-links.ts); left out, the screen opens
 * on its default.
 */
export const routeTo = {
  home: () => '/',
  tokenDetail: (id: string) => `/top-holdings-cex/${segment(id)}`,
  dexTokenDetail: (network: string, address: string) =>
    `/token/dex/${segment(network)}/${segment(address)}`,
  search: (query: string) => `/search?${new URLSearchParams({ query: query.trim() }).toString()}`,
  /** `with`: the tokens of the row it was opened from, shown as the tokens in common. */
  walletProfile: (address: string, options: WalletProfileLinkOptions = {}) =>
    `/research/wallet/${segment(address)}${queryOf([
      ...(options.with ?? []).map((token) => ['with', linkedTokenParam(token)] as const),
      ['period', options.period],
    ])}`,
  influencerProfile: (venue: ProfileVenue, handle: string, options: PeriodLinkOptions = {}) =>
    `/research/influencer/${venue}/${segment(handle)}${queryOf([['period', options.period]])}`,
  /** The wallets behind a Top row: its token, its list, and its period or day range. */
  rowWallets: (token: LinkedToken, options: RowWalletsLinkOptions = {}) =>
    `/research/token/${token.venue}/${linkedTokenSegment(token)}/wallets${queryOf([
      ['list', options.list],
      ['period', options.period],
      ['from', options.range?.from],
      ['to', options.range?.to],
    ])}`,
  signalTrackRecord: (options: TrackRecordLinkOptions = {}) =>
    `${SCREEN_ROUTES.signalTrackRecord.path}${queryOf([
      ['venue', options.venue],
      ['period', options.period],
    ])}`,
  alerts: () => SCREEN_ROUTES.alerts.path,
  screen: (id: StaticScreenId) => SCREEN_ROUTES[id].path,
} as const;
