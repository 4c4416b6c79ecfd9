import type { Page } from '@playwright/test';

/**
 * For each shared package, how many containers provided a copy that was actually loaded,
 * read from Module Federation's own share scope. A singleton must answer 1.
 */
export async function loadedSharedCopies(page: Page): Promise<Record<string, number>> {
  return page.evaluate(() => {
    type ShareInfo = { loaded?: boolean; from?: string };
    type ShareScope = Record<string, Record<string, Record<string, Record<string, ShareInfo>>>>;
    const scope =
      (globalThis as { __FEDERATION__?: { __SHARE__?: ShareScope } }).__FEDERATION__?.__SHARE__ ??
      {};
    const providers: Record<string, Set<string>> = {};
    for (const scopes of Object.values(scope)) {
      for (const packages of Object.values(scopes)) {
        for (const [name, versions] of Object.entries(packages)) {
          for (const [version, info] of Object.entries(versions)) {
            if (!info.loaded) continue;
            (providers[name] ??= new Set()).add(`${info.from ?? '?'}@${version}`);
          }
        }
      }
    }
    return Object.fromEntries(Object.entries(providers).map(([name, set]) => [name, set.size]));
  });
}
