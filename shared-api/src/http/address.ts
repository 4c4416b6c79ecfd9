import type { ApiConfig } from '../config/api-config.ts';

/** The prefix the host serves and proxies to the API on a developer's machine (spec §7). */
const LOCAL_API_PREFIX = '/api';

const LOCAL_HOSTNAMES = new Set(['localhost', '127.0.0.1']);

export function isLocalHost(hostname: string): boolean {
  return LOCAL_HOSTNAMES.has(hostname);
}

/** Where the page runs; only origin and hostname matter for addressing. */
export interface PageLocation {
  origin: string;
  hostname: string;
}

export function currentPageLocation(): PageLocation {
  return { origin: window.location.origin, hostname: window.location.hostname };
}

export function withLeadingSlash(path: string): string {
  return path.startsWith('/') ? path : `/${path}`;
}

function versionSegment(version: string): string {
  return version.replace(/^\/+|\/+$/g, '');
}

function pathHasVersion(path: string, version: string): boolean {
  return path === `/${version}` || path.startsWith(`/${version}/`);
}

/**
 * Spec §7 'Address building': leading slash; on localhost under the page's own /api prefix;
 * elsewhere base without trailing slash + optional version segment + path.
 */
export function buildApiUrl(
  rawPath: string,
  config: Pick<ApiConfig, 'apiBaseUrl' | 'apiVersion'>,
  page: PageLocation,
): string {
  const path = withLeadingSlash(rawPath);
  if (isLocalHost(page.hostname)) return `${page.origin}${LOCAL_API_PREFIX}${path}`;

  // An unset base means the API is served from the page's own host (spec §9 default {host}).
  const base = (config.apiBaseUrl.trim() || page.origin).replace(/\/+$/, '');
  const version = versionSegment(config.apiVersion);
  const versioned = version !== '' && !pathHasVersion(path, version) ? `/${version}${path}` : path;
  return `${base}${versioned}`;
}
