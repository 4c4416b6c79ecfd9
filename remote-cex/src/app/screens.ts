import type { RemoteBuildInfo, RemoteScreensModule } from '@flowscope/shared-api';

/** The public face of remote-cex: one lazily loaded screen per route it owns. */
export const screens: RemoteScreensModule<'cex'>['screens'] = {
  topAccumulationsCex: () => import('../features/top-accumulations/TopAccumulationsScreen.tsx'),
  topHoldingsCex: () => import('../features/top-holdings/TopHoldingsScreen.tsx'),
  tokenDetail: () => import('../features/token-detail/TokenDetailScreen.tsx'),
  alphaFeedCex: () => import('../features/alpha-feed/AlphaFeedScreen.tsx'),
  influencerFeedCex: () => import('../features/influencer-feed/InfluencerFeedScreen.tsx'),
};

export const build: RemoteBuildInfo = {
  remote: 'cex',
  version: process.env.FLOWSCOPE_PACKAGE_VERSION ?? '0.0.0-dev',
  label: process.env.FLOWSCOPE_BUILD_LABEL ?? '',
};
