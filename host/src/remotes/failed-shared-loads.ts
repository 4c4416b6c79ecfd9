import type { ModuleFederation } from '@module-federation/enhanced/runtime';

type ShareScopeMap = ModuleFederation['shareScopeMap'];
type SharedEntry = ShareScopeMap[string][string][string];

/** Settles after every promise already settled has run its handlers (a macrotask later). */
function hasRejected(promise: Promise<unknown>): Promise<boolean> {
  let rejected = false;
  promise.catch(() => {
    rejected = true;
  });
  return new Promise((resolve) => setTimeout(() => resolve(rejected), 0));
}

function pendingEntries(scopes: ShareScopeMap): SharedEntry[] {
  const entries: SharedEntry[] = [];
  for (const scope of Object.values(scopes)) {
    for (const versions of Object.values(scope)) {
      for (const entry of Object.values(versions)) {
        if (entry.loading && !entry.loaded && !entry.lib) entries.push(entry);
      }
    }
  }
  return entries;
}

/**
 * Forgets shared-module loads that failed. The federation runtime keeps the promise of a shared
 * module's first load and hands that same promise to every later consumer, so a shared module
 * whose chunk came from a remote that was down at that moment (the feed parts a remote provides
 * when the host has not loaded them yet) would fail every screen using it until a page reload.
 * Loads still in flight are left alone: restarting one could create a second singleton.
 */
export async function forgetFailedSharedLoads(scopes: ShareScopeMap): Promise<number> {
  const candidates = pendingEntries(scopes);
  const outcomes = await Promise.all(
    candidates.map((entry) => (entry.loading ? hasRejected(entry.loading) : false)),
  );
  let forgotten = 0;
  candidates.forEach((entry, index) => {
    if (!outcomes[index]) return;
    entry.loading = null;
    forgotten += 1;
  });
  return forgotten;
}
