import { afterEach, describe, expect, it, vi } from 'vitest';
import { ROUTE_MANIFEST_REQUEST } from '../src/routing/fetch-route-manifest.ts';
import {
  ACCOUNT_ROUTES,
  CEX_ROUTES,
  DEX_ROUTES,
  RESEARCH_ROUTES,
} from '../src/routing/test-route-tables.ts';
import { PreloadHints } from './preload-hints.ts';
import { preloadRequestOf } from './preload-request-of.ts';

const CEX = 'http://localhost:3001/mf-manifest.json';
const DEX = 'http://localhost:3002/mf-manifest.json';
const RESEARCH = 'http://localhost:3004/mf-manifest.json';
const manifest = {
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' }, publicPath: 'auto' },
  exposes: [
    {
      path: './screens',
      assets: { js: { sync: ['__federation_expose_screens.1a2b3c4d.js'] } },
    },
  ],
};
const screenChunks = {
  topAccumulationsCex: ['626.76e7c598.js', '485.db325c3d.js'],
  walletProfile: ['91.0badc0de.js'],
};
const ROUTES_BY_ORIGIN: Record<string, unknown> = {
  'http://localhost:3001': CEX_ROUTES,
  'http://localhost:3002': DEX_ROUTES,
  'http://localhost:3004': RESEARCH_ROUTES,
};

/** Remotes that answer: each with its manifests; any other origin refuses. */
function serveRemotes(up: readonly string[]) {
  const fetchMock = vi.fn(async (input: string | URL) => {
    const url = new URL(String(input));
    if (!up.includes(url.origin)) throw new Error('refused');
    if (url.pathname === '/mf-manifest.json') return Response.json(manifest);
    if (url.pathname === '/screen-chunks.json') return Response.json(screenChunks);
    if (url.pathname === '/route-manifest.json') return Response.json(ROUTES_BY_ORIGIN[url.origin]);
    return new Response('not found', { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const urlsOf = (link: string) => [...link.matchAll(/<([^>]+)>/g)].map(([, url]) => url);

describe('preload hints', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('hints the first page fully when a remote comes up a moment after the host', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'Date'] });
    serveRemotes([]);
    const hints = new PreloadHints({ cex: { manifest: CEX, routes: CEX_ROUTES } });
    await hints.warm();
    expect(urlsOf(hints.linkFor('/top-accumulations')).at(-1)).toBe(CEX);
    // The remote starts after the host; no page is asked for in between.
    serveRemotes(['http://localhost:3001']);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(urlsOf(hints.linkFor('/top-accumulations')).slice(-5)).toEqual([
      CEX,
      'http://localhost:3001/remoteEntry.js',
      'http://localhost:3001/__federation_expose_screens.1a2b3c4d.js',
      'http://localhost:3001/626.76e7c598.js',
      'http://localhost:3001/485.db325c3d.js',
    ]);
  });

  it('stops asking a remote that stays down after a minute', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'Date'] });
    const fetchMock = serveRemotes([]);
    const hints = new PreloadHints({ cex: { manifest: CEX, routes: CEX_ROUTES } });
    await hints.warm();
    await vi.advanceTimersByTimeAsync(60_000);
    const askedInTheMinute = fetchMock.mock.calls.length;
    expect(askedInTheMinute).toBeGreaterThanOrEqual(3 * 50);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fetchMock.mock.calls.length).toBe(askedInTheMinute);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('schedules nothing for a remote whose manifest the browser reads by a root path', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'Date'] });
    const fetchMock = serveRemotes([]);
    const hints = new PreloadHints({ cex: { manifest: '/remotes/cex/mf-manifest.json' } });
    await hints.warm();
    expect(vi.getTimerCount()).toBe(0);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("announces on every page the config and every remote's route manifest, fetched as the page fetches it", async () => {
    serveRemotes([]);
    const hints = new PreloadHints({
      cex: { manifest: CEX },
      account: { manifest: '/remote-account/1.0.0/mf-manifest.json' },
    });
    await hints.warm();
    const link = hints.linkFor('/about');
    expect(urlsOf(link)).toEqual([
      '/runtime-config.json',
      'http://localhost:3001/route-manifest.json',
      '/remote-account/1.0.0/route-manifest.json',
    ]);
    const url = 'http://localhost:3001/route-manifest.json';
    expect(preloadRequestOf(link, url)).toEqual({ url, ...ROUTE_MANIFEST_REQUEST });
  });

  it('hints a screen page by the route manifests read at start-up, and never waits for a remote', async () => {
    serveRemotes(['http://localhost:3001', 'http://localhost:3002']);
    const hints = new PreloadHints({ cex: { manifest: CEX }, dex: { manifest: DEX } });
    await hints.warm();
    const cex = hints.linkFor('/top-accumulations');
    expect(cex).toContain('<http://localhost:3001/remoteEntry.js>; rel=preload; as=script');
    expect(cex).toContain('<http://localhost:3001/626.76e7c598.js>; rel=preload; as=script');
    expect(urlsOf(hints.linkFor('/top-holdings-dex'))).toContain(
      'http://localhost:3002/remoteEntry.js',
    );
    // A screen of no configured remote is just a page.
    expect(urlsOf(hints.linkFor('/favorites'))).toEqual([
      '/runtime-config.json',
      'http://localhost:3001/route-manifest.json',
      'http://localhost:3002/route-manifest.json',
    ]);
  });

  it("hints a research screen only while research is configured, by research's own manifest", async () => {
    serveRemotes(['http://localhost:3001', 'http://localhost:3004']);
    const withResearch = new PreloadHints({
      cex: { manifest: CEX },
      research: { manifest: RESEARCH },
    });
    await withResearch.warm();
    expect(urlsOf(withResearch.linkFor('/research/wallet/0xabc'))).toEqual(
      expect.arrayContaining([
        'http://localhost:3004/route-manifest.json',
        'http://localhost:3004/remoteEntry.js',
        'http://localhost:3004/91.0badc0de.js',
      ]),
    );
    const without = new PreloadHints({ cex: { manifest: CEX } });
    await without.warm();
    expect(urlsOf(without.linkFor('/research/wallet/0xabc'))).toEqual([
      '/runtime-config.json',
      'http://localhost:3001/route-manifest.json',
    ]);
  });

  it("hints a down remote's screen by its manifest alone, from the routes the config declares", async () => {
    serveRemotes([]);
    const hints = new PreloadHints({
      cex: { manifest: CEX, routes: CEX_ROUTES },
      account: { manifest: '/remote-account/1.0.0/mf-manifest.json', routes: ACCOUNT_ROUTES },
    });
    await hints.warm();
    expect(hints.linkFor('/top-accumulations')).toBe(
      [
        '</runtime-config.json>; rel=preload; as=fetch; crossorigin',
        '<http://localhost:3001/route-manifest.json>; rel=preload; as=fetch; crossorigin',
        '</remote-account/1.0.0/route-manifest.json>; rel=preload; as=fetch; crossorigin',
        `<${CEX}>; rel=preload; as=fetch; crossorigin`,
      ].join(', '),
    );
    // A root path is not readable from the server: never fetched, its manifest hinted alone.
    expect(urlsOf(hints.linkFor('/favorites')).at(-1)).toBe(
      '/remote-account/1.0.0/mf-manifest.json',
    );
    const fetched = vi.mocked(fetch).mock.calls.map(([url]) => String(url));
    expect(fetched.some((url) => url.startsWith('/'))).toBe(false);
  });
});
