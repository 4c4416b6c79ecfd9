import type { RemoteBuildInfo, RemoteScreensModule } from '@flowscope/shared-api';
import type { routeManifest } from './route-manifest.ts';

/** The public face of remote-dex: one lazily loaded screen per screen of its route manifest. */
export const screens: RemoteScreensModule<typeof routeManifest>['screens'] = {
  topAccumulationsDex: () => import('../features/top-accumulations/TopAccumulationsDexScreen.tsx'),
  topHoldingsDex: () => import('../features/top-holdings/TopHoldingsDexScreen.tsx'),
  alphaFeedDex: () => import('../features/alpha-feed/AlphaFeedDexScreen.tsx'),
  influencerFeedDex: () => import('../features/influencer-feed/InfluencerFeedDexScreen.tsx'),
  tokenDetailDex: () => import('../features/token-detail-dex/TokenDetailDexScreen.tsx'),
};

/** The data a screen shows first, loaded while its code arrives (the page's first load). */
export const prefetch: RemoteScreensModule<typeof routeManifest>['prefetch'] = {
  topAccumulationsDex: (context) =>
    import('../features/top-accumulations/use-top-accumulations-dex.ts').then(
      ({ prefetchTopAccumulationsDex }) => prefetchTopAccumulationsDex(context),
    ),
  topHoldingsDex: (context) =>
    import('../features/top-holdings/use-top-holdings-dex.ts').then(({ prefetchTopHoldingsDex }) =>
      prefetchTopHoldingsDex(context),
    ),
  alphaFeedDex: (context) =>
    import('../features/alpha-feed/alpha-feed-query.ts').then(({ prefetchAlphaFeedDex }) =>
      prefetchAlphaFeedDex(context),
    ),
};

export const build: RemoteBuildInfo = {
  remote: 'remote-dex' satisfies (typeof routeManifest)['remote'],
  version: process.env.FLOWSCOPE_PACKAGE_VERSION ?? '0.0.0-dev',
  label: process.env.FLOWSCOPE_BUILD_LABEL ?? '',
};
