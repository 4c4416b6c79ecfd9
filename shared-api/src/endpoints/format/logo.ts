import { getApiConfig } from '../../config/api-config.ts';
import { buildApiUrl, currentPageLocation } from '../../http/address.ts';

/** A path on the API (one leading slash, not a protocol-relative `//host`). */
const API_PATH = /^\/(?!\/)[^\s\\]*$/;

/**
 * Where a token's logo loads from. Records name it relative to the API (`/logos/{key}.svg`),
 * so it follows the API's address rules as the avatars beside it do (on localhost under the
 * page's /api prefix, elsewhere on the configured base). An absolute http(s) URL is kept; any
 * other value (a `javascript:` or `data:` URL, a `//host` path, junk) gives no logo at all.
 */
export function logoUrlFromApi(logoUrl: string | null | undefined): string | null {
  if (!logoUrl) return null;
  if (API_PATH.test(logoUrl)) return buildApiUrl(logoUrl, getApiConfig(), currentPageLocation());
  try {
    const url = new URL(logoUrl);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}
