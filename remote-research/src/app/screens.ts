import type { RemoteBuildInfo, RemoteScreensModule } from '@flowscope/shared-api';
import type { routeManifest } from './route-manifest.ts';

/** The public face of remote-research: one lazily loaded screen per screen of its route manifest. */
export const screens: RemoteScreensModule<typeof routeManifest>['screens'] = {
  signalTrackRecord: () => import('../features/track-record/SignalTrackRecordScreen.tsx'),
  walletProfile: () => import('../features/wallet-profile/WalletProfileScreen.tsx'),
  influencerProfile: () => import('../features/influencer-profile/InfluencerProfileScreen.tsx'),
};

export const build: RemoteBuildInfo = {
  remote: 'remote-research' satisfies (typeof routeManifest)['remote'],
  version: process.env.FLOWSCOPE_PACKAGE_VERSION ?? '0.0.0-dev',
  label: process.env.FLOWSCOPE_BUILD_LABEL ?? '',
};
