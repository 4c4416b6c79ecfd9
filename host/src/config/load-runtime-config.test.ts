import { afterEach, describe, expect, it, vi } from 'vitest';
import { PreloadHints } from '../../server/preload-hints.ts';
import { preloadRequestOf } from '../../server/preload-request-of.ts';
import { loadRuntimeConfig } from './load-runtime-config.ts';

const SERVED = {
  mode: 'production',
  version: '1.0.0',
  apiBaseUrl: '/api',
  remotes: {
    cex: { manifest: '/remote-cex/1.0.0/mf-manifest.json' },
    dex: { manifest: '/remote-dex/1.0.0/mf-manifest.json' },
    account: { manifest: '/remote-account/1.0.0/mf-manifest.json' },
  },
  discord: {
    clientId: '100000000000000001',
    redirectUri: '/auth/discord/callback',
    authorizeUrl: '/api/oauth2/authorize',
  },
};

describe('loading the runtime config', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('requests it the way the page preloads it, so the preloaded answer is the one used', async () => {
    const fetchMock = vi.fn(async () => Response.json(SERVED));
    vi.stubGlobal('fetch', fetchMock);
    await loadRuntimeConfig('https://flowscope.test');

    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit | undefined];
    const made = {
      url,
      mode: init?.mode ?? 'cors',
      credentials: init?.credentials ?? 'same-origin',
      cache: init?.cache ?? 'default',
    };
    const link = new PreloadHints(SERVED.remotes).linkFor('/top-accumulations');
    expect(preloadRequestOf(link, url)).toEqual(made);
  });

  it('resolves the served paths against the page origin', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json(SERVED)),
    );
    const config = await loadRuntimeConfig('https://flowscope.test');
    expect(config.remotes.cex?.manifest).toBe(
      'https://flowscope.test/remote-cex/1.0.0/mf-manifest.json',
    );
  });

  it('fails with the status when the server does not answer with the config', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('gone', { status: 503 })),
    );
    await expect(loadRuntimeConfig('https://flowscope.test')).rejects.toThrow(
      'runtime-config.json answered 503',
    );
  });
});
