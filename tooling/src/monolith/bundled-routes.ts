import type { RouteManifest } from '@flowscope/shared-api/routing';

/**
 * The monolith build's route manifests, keyed by remote name (`cex`), defined into the bundle
 * as `process.env.FLOWSCOPE_BUNDLED_ROUTES` (JSON text): the host routes by them instead of
 * fetching any, and its federation stand-in finds each remote's screens by them. Empty in
 * every other build.
 */
export const BUNDLED_ROUTES_DEFINE = 'process.env.FLOWSCOPE_BUNDLED_ROUTES';

export type BundledRoutes = Readonly<Record<string, RouteManifest>>;
