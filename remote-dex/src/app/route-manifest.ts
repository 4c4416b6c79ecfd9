// The routing subpath, not the package's main entry: the build reads this file in Node. The
// browser code imports it for its type only (screens.ts), so none of it is bundled.
import { defineRouteManifest, SCREEN_ROUTES } from '@flowscope/shared-api/routing';

/**
 * The screens remote-dex serves, as the host routes, titles and lists them: published by the
 * build as route-manifest.json beside mf-manifest.json; `./screens` has a loader for each id.
 */
export const routeManifest = defineRouteManifest({
  remote: 'remote-dex',
  federationName: 'remote_dex',
  label: 'DEX',
  screens: [
    {
      id: 'topAccumulationsDex',
      ...SCREEN_ROUTES.topAccumulationsDex,
      sidebar: { section: 'DEX', label: 'Top Accumulations', order: 3 },
    },
    {
      id: 'topHoldingsDex',
      ...SCREEN_ROUTES.topHoldingsDex,
      sidebar: { section: 'DEX', label: 'Top Holdings', order: 4 },
    },
    {
      id: 'alphaFeedDex',
      ...SCREEN_ROUTES.alphaFeedDex,
      sidebar: { section: 'DEX', label: 'Alpha Feed', order: 2 },
    },
    {
      id: 'influencerFeedDex',
      ...SCREEN_ROUTES.influencerFeedDex,
      sidebar: { section: 'DEX', label: 'Influencer Feed', order: 1 },
    },
    { id: 'tokenDetailDex', ...SCREEN_ROUTES.tokenDetailDex },
  ],
});
