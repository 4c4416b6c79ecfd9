// The routing subpath, not the package's main entry: the build reads this file in Node. The
// browser code imports it for its type only (screens.ts), so none of it is bundled.
import { defineRouteManifest, SCREEN_ROUTES } from '@flowscope/shared-api/routing';

/**
 * The screens remote-cex serves, as the host routes, titles and lists them: published by the
 * build as route-manifest.json beside mf-manifest.json; `./screens` has a loader for each id.
 */
export const routeManifest = defineRouteManifest({
  remote: 'remote-cex',
  federationName: 'remote_cex',
  label: 'CEX',
  screens: [
    {
      id: 'topAccumulationsCex',
      ...SCREEN_ROUTES.topAccumulationsCex,
      sidebar: { section: 'CEX', label: 'Top Accumulations', order: 3 },
    },
    {
      id: 'topHoldingsCex',
      ...SCREEN_ROUTES.topHoldingsCex,
      sidebar: { section: 'CEX', label: 'Top Holdings', order: 4 },
    },
    { id: 'tokenDetail', ...SCREEN_ROUTES.tokenDetail },
    {
      id: 'alphaFeedCex',
      ...SCREEN_ROUTES.alphaFeedCex,
      sidebar: { section: 'CEX', label: 'Alpha Feed', order: 2 },
    },
    {
      id: 'influencerFeedCex',
      ...SCREEN_ROUTES.influencerFeedCex,
      sidebar: { section: 'CEX', label: 'Influencer Feed', order: 1 },
    },
  ],
});
