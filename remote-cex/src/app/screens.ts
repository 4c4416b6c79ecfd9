import type { RemoteBuildInfo, RemoteScreensModule } from '@flowscope/shared-api';
import type { routeManifest } from './route-manifest.ts';

/** The public face of remote-cex: one lazily loaded screen per screen of its route manifest. */
export const screens: RemoteScreensModule<typeof routeManifest>['screens'] = {
  topAccumulationsCex: () => import('../features/top-accumulations/TopAccumulationsScreen.tsx'),
  topHoldingsCex: () => import('../features/top-holdings/TopHoldingsScreen.tsx'),
  tokenDetail: () => import('../features/token-detail/TokenDetailScreen.tsx'),
  alphaFeedCex: () => import('../features/alpha-feed/AlphaFeedScreen.tsx'),
  influencerFeedCex: () => import('../features/influencer-feed/InfluencerFeedScreen.tsx'),
};

/** The data a screen shows first, loaded while its code arrives (the page's first load). */
export const prefetch: RemoteScreensModule<typeof routeManifest>['prefetch'] = {
  topAccumulationsCex: (context) =>
    import('../features/top-accumulations/use-top-accumulations.ts').then(
      ({ prefetchTopAccumulations }) => prefetchTopAccumulations(context),
    ),
  topHoldingsCex: (context) =>
    import('../features/top-holdings/use-top-holdings.ts').then(({ prefetchTopHoldings }) =>
      prefetchTopHoldings(context),
    ),
  alphaFeedCex: (context) =>
    import('../features/alpha-feed/alpha-feed-query.ts').then(({ prefetchAlphaFeed }) =>
      prefetchAlphaFeed(context),
    ),
};

export const build: RemoteBuildInfo = {
  remote: 'remote-cex' satisfies (typeof routeManifest)['remote'],
  version: process.env.FLOWSCOPE_PACKAGE_VERSION ?? '0.0.0-dev',
  label: process.env.FLOWSCOPE_BUILD_LABEL ?? '',
};
