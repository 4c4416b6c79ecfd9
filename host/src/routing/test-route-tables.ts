import {
  BRAND_SECTION,
  claimScreens,
  SCREEN_ROUTES,
  type ManifestScreen,
  type RouteManifest,
  type ScreenId,
  type SidebarEntry,
} from '@flowscope/shared-api';
import type { RemoteRoutes, RouteTable } from './remote-routes.ts';

/**
 * Test fixtures: route manifests as the remotes publish them (the host never imports a
 * remote, so its tests spell them out), and route tables built from them.
 */

function screen(id: ScreenId, sidebar?: SidebarEntry): ManifestScreen {
  return { id, ...SCREEN_ROUTES[id], ...(sidebar ? { sidebar } : {}) };
}

function manifest(
  name: string,
  label: string,
  screens: ManifestScreen[],
  version = '1.0.0',
): RouteManifest {
  return {
    schemaVersion: 1,
    remote: `remote-${name}`,
    federationName: `remote_${name}`,
    label,
    version,
    screens,
  };
}

const feeds = (section: 'CEX' | 'DEX', market: 'Cex' | 'Dex') => [
  screen(`topAccumulations${market}`, { section, label: 'Top Accumulations', order: 3 }),
  screen(`topHoldings${market}`, { section, label: 'Top Holdings', order: 4 }),
  screen(`alphaFeed${market}`, { section, label: 'Alpha Feed', order: 2 }),
  screen(`influencerFeed${market}`, { section, label: 'Influencer Feed', order: 1 }),
];

export const CEX_ROUTES = manifest('cex', 'CEX', [...feeds('CEX', 'Cex'), screen('tokenDetail')]);
export const DEX_ROUTES = manifest('dex', 'DEX', feeds('DEX', 'Dex'));
export const ACCOUNT_ROUTES = manifest('account', 'Account', [
  screen('favorites', { section: BRAND_SECTION, label: 'Favorites', order: 1 }),
  screen('premium', { section: BRAND_SECTION, label: 'Get Premium', order: 2 }),
  screen('search'),
  screen('manageFollowingCex'),
  screen('manageFollowingDex'),
]);
export const RESEARCH_ROUTES = manifest(
  'research',
  'Research',
  [
    screen('signalTrackRecord', { section: 'Research', label: 'Signal Track Record', order: 1 }),
    screen('walletProfile'),
    screen('influencerProfile'),
  ],
  '0.1.0',
);

/** A table of these manifests, in the order given, as fetched from `http://<name>.test/`. */
export function routeTableOf(...manifests: RouteManifest[]): RouteTable {
  const remotes: RemoteRoutes[] = manifests.map((routes) => ({
    name: routes.remote.replace('remote-', ''),
    manifestUrl: `http://${routes.remote}.test/mf-manifest.json`,
    manifest: routes,
    origin: 'fetched',
  }));
  return { remotes, screens: claimScreens(remotes).claimed };
}

/** The spec's three remotes, as `npm start` configures them. */
export const SPEC_ROUTE_TABLE = routeTableOf(CEX_ROUTES, DEX_ROUTES, ACCOUNT_ROUTES);
