import { afterEach, describe, expect, it, vi } from 'vitest';
import { SCREEN_IDS, SCREEN_ROUTES } from '@flowscope/shared-api/routing';
import { PreloadHints, screenOfPath } from './preload-hints.ts';

const MANIFEST_URL = 'http://localhost:3001/mf-manifest.json';
const manifest = {
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' }, publicPath: 'auto' },
  exposes: [
    {
      path: './screens',
      assets: { js: { sync: ['__federation_expose_screens.1a2b3c4d.js'] } },
    },
  ],
};
const screenChunks = { topAccumulationsCex: ['626.76e7c598.js', '485.db325c3d.js'] };

describe('preload hints', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('finds the screen of every route of the contract, parameters included', () => {
    for (const id of SCREEN_IDS) {
      const path = SCREEN_ROUTES[id].path.replace(/:[^/]+/g, 'ETH2.0');
      expect(screenOfPath(path), path).toBe(id);
    }
    expect(screenOfPath('/about')).toBeUndefined();
    expect(screenOfPath('/top-accumulations/extra/segments')).toBeUndefined();
  });

  it('hints a screen page from the manifests read at start-up, and never waits for a remote', async () => {
    const fetchMock = vi.fn(async (input: string | URL) => {
      const url = String(input);
      if (url.endsWith('/mf-manifest.json')) return Response.json(manifest);
      if (url.endsWith('/screen-chunks.json')) return Response.json(screenChunks);
      return new Response('not found', { status: 404 });
    });
    vi.stubGlobal('fetch', fetchMock);
    const hints = new PreloadHints({
      cex: MANIFEST_URL,
      dex: 'http://localhost:3002/mf-manifest.json',
      account: '/remote-account/1.0.0/mf-manifest.json',
    });
    await hints.warm();
    const cex = hints.linkFor('/top-accumulations');
    expect(cex).toContain('</runtime-config.json>; rel=preload; as=fetch');
    expect(cex).toContain('<http://localhost:3001/626.76e7c598.js>; rel=preload; as=script');
    // A page of no remote gets the runtime config alone; a relative manifest is hinted alone.
    expect(hints.linkFor('/about')).toBe(
      '</runtime-config.json>; rel=preload; as=fetch; crossorigin',
    );
    expect(hints.linkFor('/favorites')).toContain('</remote-account/1.0.0/mf-manifest.json>');
    // The relative manifest was never fetched from the server.
    expect(fetchMock.mock.calls.map(([url]) => String(url))).not.toContain(
      '/remote-account/1.0.0/mf-manifest.json',
    );
  });

  it('hints the manifest alone while a remote does not answer', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new Error('refused'))),
    );
    const hints = new PreloadHints({
      cex: MANIFEST_URL,
      dex: 'http://localhost:3002/mf-manifest.json',
      account: 'http://localhost:3003/mf-manifest.json',
    });
    await hints.warm();
    expect(hints.linkFor('/top-accumulations')).toBe(
      '</runtime-config.json>; rel=preload; as=fetch; crossorigin, ' +
        `<${MANIFEST_URL}>; rel=preload; as=fetch; crossorigin`,
    );
  });
});
