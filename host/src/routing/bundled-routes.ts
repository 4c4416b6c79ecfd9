import { parseRouteManifest, type RouteManifest } from '@flowscope/shared-api';

/**
 * The route manifests a single-bundle build carries (`flowscope build --monolith` defines them;
 * tooling/src/monolith/bundled-routes.ts), by remote name; none in a federated build, which
 * fetches each remote's own.
 */
export function bundledRouteManifests(
  text = process.env.FLOWSCOPE_BUNDLED_ROUTES,
): Readonly<Record<string, RouteManifest>> | undefined {
  if (!text) return undefined;
  const bundled = JSON.parse(text) as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(bundled).map(([name, manifest]) => [name, parseRouteManifest(manifest)]),
  );
}
