// The routing subpath, not the package's main entry: the build reads this file in Node. The
// browser code imports it for its type only (screens.ts), so none of it is bundled.
import { defineRouteManifest, SCREEN_ROUTES } from '@flowscope/shared-api/routing';

/**
 * The screens remote-research serves, as the host routes, titles and lists them: published by
 * the build as route-manifest.json beside mf-manifest.json; `./screens` has a loader for each id.
 * The profiles are reached by links (routeTo.walletProfile, routeTo.influencerProfile), so
 * only the track record is a sidebar entry.
 */
export const routeManifest = defineRouteManifest({
  remote: 'remote-research',
  federationName: 'remote_research',
  label: 'Research',
  screens: [
    {
      id: 'signalTrackRecord',
      ...SCREEN_ROUTES.signalTrackRecord,
      sidebar: { section: 'Research', label: 'Signal Track Record', order: 1 },
    },
    { id: 'walletProfile', ...SCREEN_ROUTES.walletProfile },
    { id: 'influencerProfile', ...SCREEN_ROUTES.influencerProfile },
  ],
});
