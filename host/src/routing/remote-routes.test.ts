import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RouteManifest } from '@flowscope/shared-api';
import type { ConfiguredRemote } from '../config/runtime-config.ts';
import { readLastKnownRoutes, rememberRoutes, type RoutesStorage } from './last-known-routes.ts';
import { RemoteRoutesStore, type RouteSources } from './remote-routes.ts';
import { CEX_ROUTES, DEX_ROUTES, RESEARCH_ROUTES } from './test-route-tables.ts';

const CONFIG: Record<string, ConfiguredRemote> = {
  cex: { manifest: 'http://localhost:3001/mf-manifest.json' },
  dex: { manifest: 'https://cdn.example.com/remote-dex/1.2.0/mf-manifest.json' },
  research: { manifest: 'http://localhost:3004/mf-manifest.json' },
};

const SERVED: Record<string, RouteManifest> = {
  'http://localhost:3001/route-manifest.json': CEX_ROUTES,
  'https://cdn.example.com/remote-dex/1.2.0/route-manifest.json': DEX_ROUTES,
  'http://localhost:3004/route-manifest.json': RESEARCH_ROUTES,
};

function memoryStorage(): RoutesStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
  };
}

/** A fetch of the served manifests; `down` origins refuse. */
function fetchFrom(served: Record<string, RouteManifest>, down: readonly string[] = []) {
  return vi.fn(async (url: string) => {
    if (down.some((origin) => url.startsWith(origin))) throw new Error('refused');
    const manifest = served[url];
    if (!manifest) throw new Error(`${url} answered 404`);
    return manifest;
  });
}

function store(
  config: Record<string, ConfiguredRemote>,
  sources: Partial<RouteSources> & Pick<RouteSources, 'fetchManifest'>,
) {
  return new RemoteRoutesStore(config, { knownWaitMs: 50, unknownWaitMs: 1_000, ...sources });
}

const names = (table: { remotes: readonly { name: string }[] }) =>
  table.remotes.map((remote) => remote.name);
const paths = (table: { screens: readonly { screen: { path: string } }[] }) =>
  table.screens.map(({ screen }) => screen.path);

describe('remote routes', () => {
  afterEach(() => vi.useRealTimers());

  it("fetches each remote's route manifest beside its federation manifest, all at once, and keeps it", async () => {
    const storage = memoryStorage();
    let answer: (() => void) | undefined;
    const gate = new Promise<void>((resolve) => (answer = resolve));
    const fetchManifest = vi.fn(async (url: string) => {
      await gate;
      return SERVED[url] as RouteManifest;
    });
    const routes = store(CONFIG, { fetchManifest, storage });
    // Every request is out before any has answered.
    expect(fetchManifest.mock.calls.map(([url]) => url)).toEqual(Object.keys(SERVED));
    answer?.();
    const table = await routes.ready();
    expect(names(table)).toEqual(['cex', 'dex', 'research']);
    expect(table.remotes.every((remote) => remote.origin === 'fetched')).toBe(true);
    expect(paths(table)).toContain('/research/wallet/:address');
    expect(readLastKnownRoutes(storage, 'research')).toEqual(RESEARCH_ROUTES);
  });

  it('shows only the configured remotes, whatever the browser kept of others', async () => {
    const storage = memoryStorage();
    rememberRoutes(storage, 'research', RESEARCH_ROUTES);
    const table = await store(
      { cex: CONFIG.cex as ConfiguredRemote },
      { fetchManifest: fetchFrom(SERVED), storage },
    ).ready();
    expect(names(table)).toEqual(['cex']);
    expect(paths(table)).not.toContain('/research/track-record');
  });

  it('keeps the routes last known for a remote that is down, else those the config declares', async () => {
    const storage = memoryStorage();
    rememberRoutes(storage, 'cex', CEX_ROUTES);
    const config = {
      ...CONFIG,
      research: { ...(CONFIG.research as ConfiguredRemote), routes: RESEARCH_ROUTES },
    };
    const table = await store(config, {
      fetchManifest: fetchFrom(SERVED, ['http://localhost:3001', 'http://localhost:3004']),
      storage,
    }).ready();
    expect(table.remotes.map((remote) => [remote.name, remote.origin])).toEqual([
      ['cex', 'last-known'],
      ['dex', 'fetched'],
      ['research', 'config'],
    ]);
    expect(paths(table)).toEqual(
      expect.arrayContaining(['/top-accumulations', '/research/track-record']),
    );
  });

  it('leaves out a remote that is down with no routes known, or routes it cannot read', async () => {
    const storage = memoryStorage();
    storage.setItem('flowscope.route-manifest.cex', '{ damaged');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const config = {
      ...CONFIG,
      research: { ...(CONFIG.research as ConfiguredRemote), routes: { screens: 'none' } },
    };
    const table = await store(config, {
      fetchManifest: fetchFrom(SERVED, ['http://localhost:3001', 'http://localhost:3004']),
      storage,
    }).ready();
    expect(names(table)).toEqual(['dex']);
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('the routes of remote research are left out'),
      expect.stringContaining('route manifest is invalid'),
    );
  });

  it('does not hold the first view for a remote whose routes are known, and routes by the late ones', async () => {
    vi.useFakeTimers();
    const storage = memoryStorage();
    const before = { ...RESEARCH_ROUTES, screens: RESEARCH_ROUTES.screens.slice(0, 1) };
    rememberRoutes(storage, 'research', before);
    let deliver: ((manifest: RouteManifest) => void) | undefined;
    const late = new Promise<RouteManifest>((resolve) => (deliver = resolve));
    const routes = store(
      { research: CONFIG.research as ConfiguredRemote },
      { fetchManifest: () => late, storage },
    );
    const listener = vi.fn();
    routes.subscribe(listener);
    await vi.advanceTimersByTimeAsync(50);
    const first = await routes.ready();
    expect(paths(first)).toEqual(['/research/track-record']);
    expect(first.remotes[0]?.origin).toBe('last-known');

    // The deployment added the profiles: they are routed once its manifest arrives.
    deliver?.(RESEARCH_ROUTES);
    await vi.advanceTimersByTimeAsync(0);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(paths(routes.getSnapshot())).toEqual([
      '/research/track-record',
      '/research/wallet/:address',
      '/research/influencer/:venue/:handle',
    ]);
    expect(readLastKnownRoutes(storage, 'research')).toEqual(RESEARCH_ROUTES);
  });

  it('changes nothing on screen for a late manifest that differs only in its version', async () => {
    vi.useFakeTimers();
    const storage = memoryStorage();
    rememberRoutes(storage, 'cex', CEX_ROUTES);
    let deliver: ((manifest: RouteManifest) => void) | undefined;
    const late = new Promise<RouteManifest>((resolve) => (deliver = resolve));
    const routes = store(
      { cex: CONFIG.cex as ConfiguredRemote },
      { fetchManifest: () => late, storage },
    );
    const listener = vi.fn();
    routes.subscribe(listener);
    await vi.advanceTimersByTimeAsync(50);
    const first = await routes.ready();
    deliver?.({ ...CEX_ROUTES, version: '1.4.0' });
    await vi.advanceTimersByTimeAsync(0);
    expect(listener).not.toHaveBeenCalled();
    expect(routes.getSnapshot()).toBe(first);
    expect(readLastKnownRoutes(storage, 'cex')?.version).toBe('1.4.0');
  });

  it('waits longer for a remote whose routes it does not know, then goes on without it', async () => {
    vi.useFakeTimers();
    const routes = store(
      { research: CONFIG.research as ConfiguredRemote },
      { fetchManifest: () => new Promise(() => undefined) },
    );
    let ready = false;
    void routes.ready().then(() => (ready = true));
    await vi.advanceTimersByTimeAsync(999);
    expect(ready).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(ready).toBe(true);
    expect(routes.getSnapshot().remotes).toEqual([]);
  });

  it('routes a single-bundle build by its own manifests, fetching none', async () => {
    const fetchManifest = fetchFrom(SERVED);
    const table = await store(
      { cex: CONFIG.cex as ConfiguredRemote },
      { fetchManifest, bundled: { cex: CEX_ROUTES, research: RESEARCH_ROUTES } },
    ).ready();
    expect(fetchManifest).not.toHaveBeenCalled();
    expect(table.remotes.map((remote) => [remote.name, remote.origin])).toEqual([
      ['cex', 'bundled'],
    ]);
  });
});
