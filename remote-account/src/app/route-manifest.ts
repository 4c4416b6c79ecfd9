// The routing subpath, not the package's main entry: the build reads this file in Node. The
// browser code imports it for its type only (screens.ts), so none of it is bundled.
import { BRAND_SECTION, defineRouteManifest, SCREEN_ROUTES } from '@flowscope/shared-api/routing';

/**
 * The screens remote-account serves, as the host routes, titles and lists them: published by the
 * build as route-manifest.json beside mf-manifest.json; `./screens` has a loader for each id.
 */
export const routeManifest = defineRouteManifest({
  remote: 'remote-account',
  federationName: 'remote_account',
  label: 'Account',
  screens: [
    {
      id: 'favorites',
      ...SCREEN_ROUTES.favorites,
      sidebar: { section: BRAND_SECTION, label: 'Favorites', order: 1 },
    },
    {
      id: 'premium',
      ...SCREEN_ROUTES.premium,
      sidebar: { section: BRAND_SECTION, label: 'Get Premium', order: 2 },
    },
    { id: 'search', ...SCREEN_ROUTES.search },
    { id: 'manageFollowingCex', ...SCREEN_ROUTES.manageFollowingCex },
    { id: 'manageFollowingDex', ...SCREEN_ROUTES.manageFollowingDex },
  ],
});
