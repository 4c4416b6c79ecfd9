/**
 * A path of this app from an alert's `url` (the API's, or a notification's data): anything
 * that is not a plain path on this origin (another site, `//host`, `javascript:`) becomes the
 * home page, so an alert can never send the trader off the site.
 */
export function appPath(url: unknown): string {
  if (typeof url !== 'string' || !url.startsWith('/')) return '/';
  const base = 'https://flowscope.invalid';
  try {
    const parsed = new URL(url, base);
    return parsed.origin === base ? `${parsed.pathname}${parsed.search}${parsed.hash}` : '/';
  } catch {
    return '/';
  }
}
