import { parseRouteManifest, type RouteManifest } from '@flowscope/shared-api';

/** Where the page keeps each remote's last route manifest, so a remote down later keeps its routes. */
export interface RoutesStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

const KEY_PREFIX = 'flowscope.route-manifest.';

/** The route manifest last fetched for a configured remote, if one was kept and still reads. */
export function readLastKnownRoutes(
  storage: RoutesStorage | undefined,
  remote: string,
): RouteManifest | undefined {
  try {
    const kept = storage?.getItem(`${KEY_PREFIX}${remote}`);
    return kept ? parseRouteManifest(JSON.parse(kept)) : undefined;
  } catch {
    // Damaged or from a schema this host cannot read: as if none was kept.
    return undefined;
  }
}

export function rememberRoutes(
  storage: RoutesStorage | undefined,
  remote: string,
  manifest: RouteManifest,
): void {
  try {
    storage?.setItem(`${KEY_PREFIX}${remote}`, JSON.stringify(manifest));
  } catch {
    // Storage full or refused (private mode): the routes still serve this page.
  }
}

/** The browser's local storage, or none where it is refused. */
export function browserStorage(): RoutesStorage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}
