import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

const runtime = vi.hoisted(() => ({
  loadRemote: vi.fn<(id: string) => Promise<unknown>>(),
  registerRemotes: vi.fn(),
  registerPlugins: vi.fn(),
}));
vi.mock('@module-federation/enhanced/runtime', () => runtime);

const URLS = {
  cex: 'http://localhost:3001/mf-manifest.json',
  dex: 'http://localhost:3002/mf-manifest.json',
  account: 'http://localhost:3003/mf-manifest.json',
};

async function freshRegistry() {
  vi.resetModules();
  const registry = await import('./remote-registry.ts');
  registry.registerFederatedRemotes(URLS);
  return registry;
}

const Screen = () => null;
const screensModule = {
  screens: { topAccumulationsDex: () => Promise.resolve({ default: Screen }) },
  build: { remote: 'dex', version: '1.0.0', label: '' },
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

  it('retry re-registers the remote with force and loads it anew', async () => {
    const registry = await freshRegistry();
    runtime.loadRemote.mockRejectedValueOnce(new Error('offline'));
    await expect(registry.loadScreen('dex', 'topAccumulationsDex')).rejects.toThrow(
      /could not be loaded/,
    );
    runtime.loadRemote.mockResolvedValueOnce(screensModule);
    registry.resetRemote('dex');
    expect(runtime.registerRemotes).toHaveBeenLastCalledWith(
      [{ name: 'remote_dex', entry: URLS.dex }],
      {
        force: true,
      },
    );
    await expect(registry.loadScreen('dex', 'topAccumulationsDex')).resolves.toBe(Screen);
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
