import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

interface FakeFederation {
  shareScopeMap: Record<string, Record<string, Record<string, Record<string, unknown>>>>;
  moduleCache: Map<string, { inited: boolean }>;
}

const runtime = vi.hoisted(() => ({
  loadRemote: vi.fn<(id: string) => Promise<unknown>>(),
  registerRemotes: vi.fn(),
  registerPlugins: vi.fn(),
  getInstance: vi.fn<() => FakeFederation | null>(),
}));
vi.mock('@module-federation/enhanced/runtime', () => runtime);

const URLS = {
  cex: 'http://localhost:3001/mf-manifest.json',
  dex: 'http://localhost:3002/mf-manifest.json',
  account: 'http://localhost:3003/mf-manifest.json',
};

/** The remotes as the shell registers them from its route table. */
const REMOTES = (['cex', 'dex', 'account'] as const).map((name) => ({
  name,
  federationName: `remote_${name}`,
  manifestUrl: URLS[name],
  label: name.toUpperCase(),
}));

async function freshRegistry() {
  vi.resetModules();
  const registry = await import('./remote-registry.ts');
  registry.registerFederatedRemotes(REMOTES);
  return registry;
}

const Screen = () => null;
const screensModule = {
  screens: { topAccumulationsDex: () => Promise.resolve({ default: Screen }) },
  build: { remote: 'remote-dex', version: '1.0.0', label: '' },
};

describe('remote registry', () => {
  // The first import transforms shared-api's whole module graph: slow while other suites
  // share a busy 2-core machine. Later fresh imports reuse the transforms.
  beforeAll(async () => {
    await import('./remote-registry.ts');
  }, 120_000);

  beforeEach(() => {
    runtime.loadRemote.mockReset();
    runtime.registerRemotes.mockReset();
    runtime.registerPlugins.mockReset();
    runtime.getInstance.mockReset();
    runtime.getInstance.mockReturnValue({ shareScopeMap: {}, moduleCache: new Map() });
  });

  it('registers every remote by its manifest URL without fetching anything', async () => {
    await freshRegistry();
    expect(runtime.registerRemotes).toHaveBeenCalledWith(
      [
        { name: 'remote_cex', entry: URLS.cex },
        { name: 'remote_dex', entry: URLS.dex },
        { name: 'remote_account', entry: URLS.account },
      ],
      { force: false },
    );
    expect(runtime.loadRemote).not.toHaveBeenCalled();
    expect(runtime.registerPlugins).toHaveBeenCalledWith([
      expect.objectContaining({ name: 'flowscope-remote-script-guard' }),
    ]);
  });

  it('registers a remote that joins later, and again only one whose container changed', async () => {
    const registry = await freshRegistry();
    runtime.registerRemotes.mockClear();
    const research = {
      name: 'research',
      federationName: 'remote_research',
      manifestUrl: 'http://localhost:3004/mf-manifest.json',
      label: 'Research',
    };
    registry.registerFederatedRemotes([...REMOTES, research]);
    expect(runtime.registerRemotes).toHaveBeenCalledTimes(1);
    expect(runtime.registerRemotes).toHaveBeenCalledWith(
      [{ name: 'remote_research', entry: research.manifestUrl }],
      { force: false },
    );
    const moved = { ...research, manifestUrl: 'https://cdn.example.com/research/mf-manifest.json' };
    registry.registerFederatedRemotes([...REMOTES, moved]);
    expect(runtime.registerRemotes).toHaveBeenLastCalledWith(
      [{ name: 'remote_research', entry: moved.manifestUrl }],
      { force: true },
    );
  });

  it('names a remote by its label, and refuses one that is not configured', async () => {
    const registry = await freshRegistry();
    runtime.loadRemote.mockRejectedValueOnce(new Error('refused'));
    await expect(registry.loadScreensModule('dex')).rejects.toThrow(
      'The DEX section could not be loaded: it is unreachable',
    );
    await expect(registry.loadScreen('research', 'walletProfile')).rejects.toThrow(
      'it is not configured',
    );
  });

  it("says a screen its route manifest named is no longer in the remote's module", async () => {
    const registry = await freshRegistry();
    runtime.loadRemote.mockResolvedValue(screensModule);
    await expect(registry.loadScreen('dex', 'droppedScreen')).rejects.toThrow(
      'it no longer serves the screen droppedScreen',
    );
  });

  it('loads a screen through the remote and reuses the same promise', async () => {
    const registry = await freshRegistry();
    runtime.loadRemote.mockResolvedValue(screensModule);
    const first = registry.loadScreen('dex', 'topAccumulationsDex');
    expect(registry.loadScreen('dex', 'topAccumulationsDex')).toBe(first);
    await expect(first).resolves.toBe(Screen);
    expect(runtime.loadRemote).toHaveBeenCalledTimes(1);
    expect(runtime.loadRemote).toHaveBeenCalledWith('remote_dex/screens');
  });

  it('turns a refused manifest or a null module into RemoteUnavailableError', async () => {
    const registry = await freshRegistry();
    runtime.loadRemote.mockRejectedValueOnce(new Error('[ Federation Runtime ]: RUNTIME-003'));
    await expect(registry.loadScreensModule('dex')).rejects.toBeInstanceOf(
      registry.RemoteUnavailableError,
    );
    const again = await freshRegistry();
    runtime.loadRemote.mockResolvedValueOnce(null);
    await expect(again.loadScreensModule('cex')).rejects.toThrow('it sent no screens');
  });

  it('a remote that died mid-session comes back with one retry, its container kept', async () => {
    const registry = await freshRegistry();
    // The container started and its first screen loaded before the remote went down.
    runtime.getInstance.mockReturnValue({
      shareScopeMap: {},
      moduleCache: new Map([['remote_dex', { inited: true }]]),
    });
    const chunkFailure = new Error(
      'Loading chunk 593 failed. (error: http://localhost:3002/593.js)',
    );
    const alphaFeed = vi
      .fn<() => Promise<{ default: typeof Screen }>>()
      .mockRejectedValueOnce(chunkFailure)
      .mockResolvedValue({ default: Screen });
    runtime.loadRemote.mockResolvedValue({
      ...screensModule,
      screens: { ...screensModule.screens, alphaFeedDex: alphaFeed },
    });
    await expect(registry.loadScreen('dex', 'topAccumulationsDex')).resolves.toBe(Screen);
    await expect(registry.loadScreen('dex', 'alphaFeedDex')).rejects.toThrow(
      'a part of it failed to download',
    );

    registry.resetRemote('dex');
    await expect(registry.loadScreen('dex', 'alphaFeedDex')).resolves.toBe(Screen);
    // Only the failed chunk was asked for again: same container, no second registration.
    expect(runtime.loadRemote).toHaveBeenCalledTimes(1);
    expect(runtime.registerRemotes).not.toHaveBeenCalledWith(expect.anything(), { force: true });
  });

  it('forgets a shared module whose load failed while the remote was down', async () => {
    const registry = await freshRegistry();
    const failed = Promise.reject(new Error('Loading chunk 816 failed'));
    failed.catch(() => undefined);
    const feeds: Record<string, unknown> = { from: 'remote_dex', loading: failed, loaded: false };
    runtime.getInstance.mockReturnValue({
      shareScopeMap: { default: { '@flowscope/shared-api/feeds': { '1.0.0': feeds } } },
      moduleCache: new Map([['remote_dex', { inited: true }]]),
    });
    runtime.loadRemote.mockResolvedValue(screensModule);
    await expect(registry.loadScreen('dex', 'topAccumulationsDex')).resolves.toBe(Screen);
    expect(feeds.loading).toBeNull();
  });

  it('opened while the remote was down, one retry gets past every failed preload', async () => {
    const registry = await freshRegistry();
    runtime.loadRemote.mockRejectedValueOnce(
      new Error('RUNTIME-003 http://localhost:3002/mf-manifest.json'),
    );
    await expect(registry.loadScreen('dex', 'topAccumulationsDex')).rejects.toThrow(
      /could not be loaded/,
    );
    // The browser answers each hinted URL once more with its failed preload, one stage a time.
    runtime.loadRemote
      .mockRejectedValueOnce(new Error('RUNTIME-003 http://localhost:3002/mf-manifest.json'))
      .mockRejectedValueOnce(new Error('ScriptNetworkError http://localhost:3002/remoteEntry.js'))
      .mockRejectedValueOnce(new Error('Loading chunk 919 failed (http://localhost:3002/919.js)'))
      .mockResolvedValueOnce(screensModule);
    registry.resetRemote('dex');
    await expect(registry.loadScreen('dex', 'topAccumulationsDex')).resolves.toBe(Screen);
    expect(runtime.loadRemote).toHaveBeenCalledTimes(5);
  });

  it('a retry while the remote is still down stops at the repeated failure', async () => {
    const registry = await freshRegistry();
    runtime.loadRemote.mockRejectedValue(
      new Error('refused http://localhost:3002/mf-manifest.json'),
    );
    await expect(registry.loadScreen('dex', 'topAccumulationsDex')).rejects.toThrow();
    registry.resetRemote('dex');
    await expect(registry.loadScreen('dex', 'topAccumulationsDex')).rejects.toThrow(
      /could not be loaded/,
    );
    expect(runtime.loadRemote).toHaveBeenCalledTimes(3);
  });

  it("fires the preload-error event when a screen's code fails to load", async () => {
    const registry = await freshRegistry();
    const { PRELOAD_ERROR_EVENT } = await import('./preload-error-event.ts');
    const heard = vi.fn<(event: Event) => void>();
    window.addEventListener(PRELOAD_ERROR_EVENT, heard);
    try {
      runtime.loadRemote.mockRejectedValueOnce(new Error('offline'));
      await expect(registry.loadScreen('dex', 'topAccumulationsDex')).rejects.toThrow(
        /could not be loaded/,
      );
      expect(heard).toHaveBeenCalledTimes(1);
      const event = heard.mock.calls[0]?.[0] as CustomEvent<{ remote: string }>;
      expect(event.detail.remote).toBe('dex');
      expect(event.cancelable).toBe(true);
    } finally {
      window.removeEventListener(PRELOAD_ERROR_EVENT, heard);
    }
  });

  it('retry re-registers a remote whose container never started and loads it anew', async () => {
    const registry = await freshRegistry();
    runtime.loadRemote.mockRejectedValueOnce(new Error('offline'));
    await expect(registry.loadScreen('dex', 'topAccumulationsDex')).rejects.toThrow(
      /could not be loaded/,
    );
    runtime.loadRemote.mockResolvedValueOnce(screensModule);
    registry.resetRemote('dex');
    await expect(registry.loadScreen('dex', 'topAccumulationsDex')).resolves.toBe(Screen);
    expect(runtime.registerRemotes).toHaveBeenLastCalledWith(
      [{ name: 'remote_dex', entry: URLS.dex }],
      { force: true },
    );
  });

  it('after a retry, a second screen opened while the first still loads gets past the failures too', async () => {
    const registry = await freshRegistry();
    runtime.loadRemote.mockRejectedValueOnce(new Error('offline'));
    await expect(registry.loadScreen('dex', 'topAccumulationsDex')).rejects.toThrow(
      /could not be loaded/,
    );
    const twoScreens = {
      ...screensModule,
      screens: {
        ...screensModule.screens,
        alphaFeedDex: () => Promise.resolve({ default: Screen }),
      },
    };
    // As a browser answers a remote that was down: each preloaded file's failure once more.
    runtime.loadRemote
      .mockRejectedValueOnce(new Error('mf-manifest.json failed'))
      .mockRejectedValueOnce(new Error('remoteEntry.js failed'))
      .mockResolvedValue(twoScreens);
    registry.resetRemote('dex');
    const first = registry.loadScreen('dex', 'topAccumulationsDex');
    // The trader follows another of the remote's links while the first screen loads.
    await Promise.resolve();
    const second = registry.loadScreen('dex', 'alphaFeedDex');
    await expect(Promise.all([first, second])).resolves.toEqual([Screen, Screen]);
  });

  it('gives up on a remote that never answers', async () => {
    vi.useFakeTimers();
    try {
      const registry = await freshRegistry();
      runtime.loadRemote.mockReturnValue(new Promise(() => undefined));
      const pending = registry.loadScreensModule('account');
      vi.advanceTimersByTime(registry.REMOTE_LOAD_TIMEOUT_MS);
      await expect(pending).rejects.toThrow('it did not answer in time');
    } finally {
      vi.useRealTimers();
    }
  });
});
