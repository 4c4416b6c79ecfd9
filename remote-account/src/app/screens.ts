import type { RemoteBuildInfo, RemoteScreensModule } from '@flowscope/shared-api';
import type { routeManifest } from './route-manifest.ts';

/** The public face of remote-account: one lazily loaded screen per screen of its route manifest. */
export const screens: RemoteScreensModule<typeof routeManifest>['screens'] = {
  favorites: () => import('../features/favorites/FavoritesScreen.tsx'),
  premium: () => import('../features/premium/PremiumScreen.tsx'),
  search: () => import('../features/search/SearchScreen.tsx'),
  manageFollowingCex: () => import('../features/manage-following/ManageFollowingCexScreen.tsx'),
  manageFollowingDex: () => import('../features/manage-following/ManageFollowingDexScreen.tsx'),
};

export const build: RemoteBuildInfo = {
  remote: 'remote-account' satisfies (typeof routeManifest)['remote'],
  version: process.env.FLOWSCOPE_PACKAGE_VERSION ?? '0.0.0-dev',
  label: process.env.FLOWSCOPE_BUILD_LABEL ?? '',
};
