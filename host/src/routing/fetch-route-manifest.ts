import { parseRouteManifest, type RouteManifest } from '@flowscope/shared-api';

/**
 * Exactly what the page's preload hint for a route manifest announces (`as=fetch;
 * crossorigin`: CORS mode, same-origin credentials, the default cache mode), or the browser
 * fetches it a second time. Freshness comes from the server's `no-cache`.
 */
export const ROUTE_MANIFEST_REQUEST: Readonly<RequestInit> = {
  mode: 'cors',
  credentials: 'same-origin',
  cache: 'default',
};

/** Fetches and validates one remote's route manifest; rejects on any failure or timeout. */
export async function fetchRouteManifest(url: string, timeoutMs: number): Promise<RouteManifest> {
  const response = await fetch(url, {
    ...ROUTE_MANIFEST_REQUEST,
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return parseRouteManifest(await response.json());
}
