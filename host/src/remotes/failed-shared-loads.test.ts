import { describe, expect, it } from 'vitest';
import type { ModuleFederation } from '@module-federation/enhanced/runtime';
import { forgetFailedSharedLoads } from './failed-shared-loads.ts';

type Scopes = ModuleFederation['shareScopeMap'];
type Entry = Scopes[string][string][string];

function entry(fields: Partial<Entry>): Entry {
  return { version: '1.0.0', from: 'remote_cex', ...fields } as Entry;
}

describe('forgetFailedSharedLoads', () => {
  it('forgets a shared module whose load failed, so the next consumer loads it again', async () => {
    const failed = Promise.reject(new Error('Loading chunk 816 failed'));
    failed.catch(() => undefined);
    const feeds = entry({ loading: failed, loaded: false });
    const scopes: Scopes = { default: { '@flowscope/shared-api/feeds': { '1.0.0': feeds } } };
    await expect(forgetFailedSharedLoads(scopes)).resolves.toBe(1);
    expect(feeds.loading).toBeNull();
  });

  it('leaves loads in flight and loaded modules alone', async () => {
    const inFlight = new Promise(() => undefined);
    const pending = entry({ loading: inFlight, loaded: false });
    const loadedLib = () => ({});
    const loaded = entry({ loading: Promise.resolve(loadedLib), loaded: true, lib: loadedLib });
    const scopes: Scopes = {
      default: { a: { '1.0.0': pending }, b: { '1.0.0': loaded } },
    };
    await expect(forgetFailedSharedLoads(scopes)).resolves.toBe(0);
    expect(pending.loading).toBe(inFlight);
    expect(loaded.lib).toBe(loadedLib);
  });
});
