/** 'top-holdings-cex' from '/top-holdings-cex', 'top-holdings-cex-btc' from '/top-holdings-cex/BTC'. */
export function screenSlugFromPath(pathname: string): string {
  const slug = pathname
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug === '' ? 'flowscope' : slug;
}

/**
 * `<screen>-<UTC time to the minute>.csv`, e.g. 'top-holdings-cex-2026-11-24T14-05.csv':
 * colons are not allowed in Windows file names, so the time uses dashes.
 */
export function csvFileName(screen: string, now: Date): string {
  const minute = now.toISOString().slice(0, 16).replace(':', '-');
  return `${screenSlugFromPath(screen)}-${minute}.csv`;
}
