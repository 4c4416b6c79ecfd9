import type { RemoteBuildInfo, RemoteScreensModule } from '@flowscope/shared-api';

/** The public face of remote-dex: one lazily loaded screen per route it owns. */
export const screens: RemoteScreensModule<'dex'>['screens'] = {
  topAccumulationsDex: () => import('../features/top-accumulations/TopAccumulationsDexScreen.tsx'),
  topHoldingsDex: () => import('../features/top-holdings/TopHoldingsDexScreen.tsx'),
  alphaFeedDex: () => import('../features/alpha-feed/AlphaFeedDexScreen.tsx'),
  influencerFeedDex: () => import('../features/influencer-feed/InfluencerFeedDexScreen.tsx'),
};

export const build: RemoteBuildInfo = {
  remote: 'dex',
  version: process.env.FLOWSCOPE_PACKAGE_VERSION ?? '0.0.0-dev',
  label: process.env.FLOWSCOPE_BUILD_LABEL ?? '',
};
