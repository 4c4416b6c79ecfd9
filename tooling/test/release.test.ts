import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { ManifestScreen, RouteManifest } from '@flowscope/shared-api/routing';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, serviceWorkerContentSecurityPolicy } from '../src/edge/csp.ts';
import { parseEdgeArgs, renderEdgeConfig } from '../src/edge/edge.ts';
import { routeLocation, screenLinks } from '../src/edge/screen-locations.ts';
import { fileFate, isPrecompressed } from '../src/release/file-rules.ts';
import { FIRST_FRAME_SCRIPT_SOURCE } from '../src/webpack/first-frame-script.ts';
import { parseReleaseArgs } from '../src/release/release.ts';
import { releaseRuntimeConfig, type ReleasedRemote } from '../src/release/release-config.ts';
import { copyPackage } from '../src/release/write-release.ts';

/** A route manifest as a remote's build publishes it. */
function routesOf(
  name: string,
  version: string,
  screens: Partial<ManifestScreen>[],
): RouteManifest {
  return {
    schemaVersion: 1,
    remote: `remote-${name}`,
    federationName: `remote_${name}`,
    label: name.toUpperCase(),
    version,
    screens: screens.map((screen, index) => ({
      id: `${name}${index}`,
      path: `/${name}-${index}`,
      title: `${name} ${index}`,
      crumb: `${name} ${index}`,
      description: 'A screen.',
      ...screen,
    })),
  };
}

const REMOTES: ReleasedRemote[] = [
  { name: 'cex', version: '1.4.0', routes: routesOf('cex', '1.4.0', [{}]) },
  { name: 'dex', version: '2.0.1', routes: routesOf('dex', '2.0.1', [{}]) },
  { name: 'research', version: '0.1.0', routes: routesOf('research', '0.1.0', [{}]) },
];

describe('release file rules', () => {
  it('publishes what the browser loads and nothing else', () => {
    expect(fileFate('remote', 'remoteEntry.js')).toBe('publish');
    expect(fileFate('remote', 'mf-manifest.json')).toBe('publish');
    expect(fileFate('remote', '145.604877d8.js')).toBe('publish');
    expect(fileFate('remote', '145.604877d8.js.map')).toBe('map');
    expect(fileFate('remote', 'mf-stats.json')).toBe('skip');
    expect(fileFate('remote', 'index.html')).toBe('skip');
    expect(fileFate('remote', 'main.js')).toBe('skip');
    expect(fileFate('host', 'index.html')).toBe('publish');
    expect(fileFate('host', 'main.js')).toBe('publish');
    expect(fileFate('host', 'main.js.map')).toBe('map');
    expect(fileFate('host', 'mf-manifest.json')).toBe('skip');
  });

  it('precompresses text files except the config edited in place', () => {
    expect(isPrecompressed('remoteEntry.js')).toBe(true);
    expect(isPrecompressed('index.html')).toBe(true);
    expect(isPrecompressed('mf-manifest.json')).toBe(true);
    expect(isPrecompressed('runtime-config.json')).toBe(false);
    expect(isPrecompressed('logo.png')).toBe(false);
  });

  it('copies a dist into the tree and the maps beside it, with .br and .gz that decode', () => {
    const work = mkdtempSync(join(tmpdir(), 'release-test-'));
    const dist = join(work, 'dist');
    mkdirSync(dist);
    const entry = 'var entry = 1;'.repeat(50);
    writeFileSync(join(dist, 'remoteEntry.js'), entry);
    writeFileSync(join(dist, 'remoteEntry.js.map'), '{}');
    writeFileSync(join(dist, 'mf-stats.json'), '{}');
    writeFileSync(join(dist, 'index.html'), '<html></html>');
    const copied = copyPackage(
      'remote',
      dist,
      join(work, 'out', 'remote-cex', '1.4.0'),
      join(work, 'maps'),
    );
    expect(copied).toEqual({ published: ['remoteEntry.js'], maps: ['remoteEntry.js.map'] });
    const out = join(work, 'out', 'remote-cex', '1.4.0');
    expect(existsSync(join(out, 'mf-stats.json'))).toBe(false);
    expect(existsSync(join(out, 'index.html'))).toBe(false);
    expect(existsSync(join(out, 'remoteEntry.js.map'))).toBe(false);
    expect(existsSync(join(work, 'maps', 'remoteEntry.js.map'))).toBe(true);
    expect(brotliDecompressSync(readFileSync(join(out, 'remoteEntry.js.br'))).toString()).toBe(
      entry,
    );
    expect(gunzipSync(readFileSync(join(out, 'remoteEntry.js.gz'))).toString()).toBe(entry);
  });
  it('copies the build’s own .br and .gz as they are, and drops those of skipped files', () => {
    const work = mkdtempSync(join(tmpdir(), 'release-test-'));
    const dist = join(work, 'dist');
    mkdirSync(dist);
    writeFileSync(join(dist, 'remoteEntry.js'), 'var entry = 1;');
    writeFileSync(join(dist, 'remoteEntry.js.br'), 'the build’s brotli');
    writeFileSync(join(dist, 'remoteEntry.js.gz'), 'the build’s gzip');
    writeFileSync(join(dist, 'index.html'), '<html></html>');
    writeFileSync(join(dist, 'index.html.br'), 'standalone page');
    writeFileSync(join(dist, 'index.html.gz'), 'standalone page');
    const out = join(work, 'out');
    const copied = copyPackage('remote', dist, out, join(work, 'maps'));
    expect(copied.published).toEqual(['remoteEntry.js']);
    expect(readFileSync(join(out, 'remoteEntry.js.br'), 'utf8')).toBe('the build’s brotli');
    expect(readFileSync(join(out, 'remoteEntry.js.gz'), 'utf8')).toBe('the build’s gzip');
    expect(existsSync(join(out, 'index.html.br'))).toBe(false);
    expect(existsSync(join(out, 'index.html.gz'))).toBe(false);
  });

  it('judges a sibling by the file it stands for', () => {
    expect(fileFate('remote', 'index.html.br')).toBe('skip');
    expect(fileFate('host', 'mf-manifest.json.gz')).toBe('skip');
    expect(fileFate('host', 'index.html.br')).toBe('publish');
  });
});

describe('release runtime config', () => {
  it('points each remote at its version folder on the same origin, its routes as the fallback, with no secret', () => {
    const config = releaseRuntimeConfig({
      remotes: REMOTES,
      hostVersion: '1.0.0',
      apiBaseUrl: '/api',
      env: { INTERNAL_API_KEY: 'secret' },
    });
    expect(config).toEqual({
      mode: 'production',
      version: '1.0.0',
      apiBaseUrl: '/api',
      remotes: {
        cex: { manifest: '/remote-cex/1.4.0/mf-manifest.json', routes: REMOTES[0]?.routes },
        dex: { manifest: '/remote-dex/2.0.1/mf-manifest.json', routes: REMOTES[1]?.routes },
        research: {
          manifest: '/remote-research/0.1.0/mf-manifest.json',
          routes: REMOTES[2]?.routes,
        },
      },
      discord: {
        clientId: '100000000000000001',
        redirectUri: '/auth/discord/callback',
        authorizeUrl: '/api/oauth2/authorize',
      },
    });
    expect(JSON.stringify(config)).not.toContain('secret');
  });

  it('takes overrides from env and a separate API origin from the flag', () => {
    const config = releaseRuntimeConfig({
      remotes: REMOTES,
      hostVersion: '1.0.0',
      apiBaseUrl: 'https://api.example.com',
      env: {
        REMOTE_DEX_URL: 'https://cdn.example.com/remote-dex/2.1.0/mf-manifest.json',
        REMOTE_ON_CHAIN_URL: 'https://chain.example.com/mf-manifest.json',
        DISCORD_CLIENT_ID: '123456789012345678',
        DISCORD_AUTHORIZE_URL: 'https://discord.com/oauth2/authorize',
      },
    });
    expect(config.remotes.dex).toEqual({
      manifest: 'https://cdn.example.com/remote-dex/2.1.0/mf-manifest.json',
      routes: REMOTES[1]?.routes,
    });
    // A remote that is not in the tree joins by env alone, its routes from its own manifest.
    expect(config.remotes['on-chain']).toEqual({
      manifest: 'https://chain.example.com/mf-manifest.json',
    });
    expect(config.discord.clientId).toBe('123456789012345678');
    expect(config.discord.authorizeUrl).toBe('https://discord.com/oauth2/authorize');
    expect(config.apiBaseUrl).toBe('https://api.example.com');
  });

  it('reads its flags and refuses an odd API base', () => {
    expect(parseReleaseArgs(['--out', 'rel', '--no-build'])).toMatchObject({
      apiBaseUrl: '/api',
      build: false,
    });
    expect(() => parseReleaseArgs([])).toThrow(/usage/);
    expect(() => parseReleaseArgs(['--out', 'rel', '--api-base-url', 'javascript:x'])).toThrow(
      /api-base-url/,
    );
  });
});

describe('edge configuration', () => {
  it('builds a CSP for the configured remote and API origins', () => {
    const csp = contentSecurityPolicy({
      remotes: [
        '/remote-cex/1.0.0/mf-manifest.json',
        'https://cdn.example.com/remote-dex/2/mf-manifest.json',
      ],
      apiBaseUrl: 'https://api.example.com',
    });
    expect(csp).toContain(
      `script-src 'self' ${FIRST_FRAME_SCRIPT_SOURCE} https://cdn.example.com;`,
    );
    expect(csp).not.toContain("'unsafe-inline' https://cdn");
    expect(csp).toContain("connect-src 'self' https://cdn.example.com https://api.example.com;");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain('unsafe-eval');
  });

  it('lets the service worker reach a remote configured after it was installed, and nothing more', () => {
    const sources = { remotes: ['/remote-cex/1.0.0/mf-manifest.json'], apiBaseUrl: '/api' };
    const worker = serviceWorkerContentSecurityPolicy(sources);
    expect(worker).toContain("connect-src 'self' https: http:;");
    // Everything else is the page's own policy.
    const others = (policy: string) =>
      policy.split('; ').filter((directive) => !directive.startsWith('connect-src'));
    expect(others(worker)).toEqual(others(contentSecurityPolicy(sources)));
  });

  it('fills every placeholder of deploy/nginx from the served config', () => {
    const root = mkdtempSync(join(tmpdir(), 'edge-test-'));
    mkdirSync(join(root, 'host'));
    writeFileSync(
      join(root, 'host', 'runtime-config.json'),
      JSON.stringify({
        apiBaseUrl: '/api',
        remotes: { cex: { manifest: '/remote-cex/1.0.0/mf-manifest.json' } },
      }),
    );
    const options = parseEdgeArgs([
      '--root',
      root,
      '--port',
      '8123',
      '--api',
      'http://127.0.0.1:4000/',
    ]);
    const { server, headers } = renderEdgeConfig(
      { ...options, allowedOrigins: ['https://app.example.com'] },
      '/conf',
    );
    expect(`${server}${headers}`).not.toMatch(/__[A-Z_]+__/);
    expect(server).toContain('listen 8123;');
    expect(server).toContain('proxy_pass http://127.0.0.1:4000/;');
    expect(server).toContain('"https://app.example.com" $http_origin;');
    expect(headers).toContain("frame-ancestors 'none'");
    expect(server).toMatch(
      /location = \/sw\.js \{\n\s+add_header Content-Security-Policy "[^"]*connect-src 'self' https: http:;[^"]*frame-ancestors 'none'/,
    );
    // Every page announces the config and the route manifests the shell fetches first.
    expect(server).toContain(
      'add_header Link "</runtime-config.json>; rel=preload; as=fetch; crossorigin, </remote-cex/1.0.0/route-manifest.json>; rel=preload; as=fetch; crossorigin" always;',
    );
    // HSTS on every answer over HTTPS, none over plain HTTP (an empty value sends nothing).
    expect(headers).toContain('add_header Strict-Transport-Security $flowscope_hsts always;');
    expect(server).toMatch(
      /map \$scheme \$flowscope_hsts \{\s+default "";\s+https "max-age=63072000; includeSubDomains";\s+\}/,
    );
  });
});

describe('edge preload hints', () => {
  const CEX_ROUTES = routesOf('cex', '1.2.0', [
    { id: 'topAccumulationsCex', path: '/top-accumulations' },
    { id: 'tokenDetail', path: '/top-holdings-cex/:id' },
  ]);
  const DEX_ROUTES = routesOf('dex', '2.0.0', [
    { id: 'topAccumulationsDex', path: '/top-accumulations-dex' },
  ]);

  function releaseTree(): string {
    const root = mkdtempSync(join(tmpdir(), 'edge-hints-'));
    const cex = join(root, 'remote-cex', '1.2.0');
    mkdirSync(cex, { recursive: true });
    writeFileSync(
      join(cex, 'mf-manifest.json'),
      JSON.stringify({
        metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' }, publicPath: 'auto' },
        exposes: [{ path: './screens', assets: { js: { sync: ['__screens.1a2b3c4d.js'] } } }],
      }),
    );
    writeFileSync(
      join(cex, 'screen-chunks.json'),
      JSON.stringify({ topAccumulationsCex: ['626.76e7c598.js'], tokenDetail: ['77.0a1b2c3d.js'] }),
    );
    writeFileSync(join(cex, 'route-manifest.json'), JSON.stringify(CEX_ROUTES));
    return root;
  }

  const SERVED = {
    cex: { manifest: '/remote-cex/1.2.0/mf-manifest.json' },
    // On another origin: its files are not in the tree, its routes come from the config.
    dex: {
      manifest: 'https://cdn.example.com/remote-dex/2.0.0/mf-manifest.json',
      routes: DEX_ROUTES,
    },
    // Another origin and no routes declared: no screen of it is located.
    account: { manifest: 'https://account.example.com/mf-manifest.json' },
  };

  it('matches a route exactly, or by a regex where it has a parameter', () => {
    expect(routeLocation('/top-accumulations')).toBe('= /top-accumulations');
    expect(routeLocation('/top-holdings-cex/:id')).toBe('~ "^/top-holdings-cex/[^/]+$"');
  });

  it('announces the config, the route manifests and each screen’s remote files', () => {
    const links = new Map(screenLinks(releaseTree(), SERVED).map(({ path, link }) => [path, link]));
    const preload = (url: string, as: string) => `<${url}>; rel=preload; as=${as}; crossorigin`;
    // Same-origin chunks load without crossorigin (webpack's loader), so their hints have none.
    const sameOriginChunk = (url: string) => `<${url}>; rel=preload; as=script`;
    const startup = [
      preload('/runtime-config.json', 'fetch'),
      preload('/remote-cex/1.2.0/route-manifest.json', 'fetch'),
      preload('https://cdn.example.com/remote-dex/2.0.0/route-manifest.json', 'fetch'),
      preload('https://account.example.com/route-manifest.json', 'fetch'),
    ];
    expect(links.get('/top-accumulations')).toBe(
      [
        ...startup,
        preload('/remote-cex/1.2.0/mf-manifest.json', 'fetch'),
        preload('/remote-cex/1.2.0/remoteEntry.js', 'script'),
        preload('/remote-cex/1.2.0/__screens.1a2b3c4d.js', 'script'),
        sameOriginChunk('/remote-cex/1.2.0/626.76e7c598.js'),
      ].join(', '),
    );
    expect(links.get('/top-holdings-cex/:id')).toContain('/remote-cex/1.2.0/77.0a1b2c3d.js');
    // Another origin's files are not in the tree: its manifest alone.
    expect(links.get('/top-accumulations-dex')).toBe(
      [
        ...startup,
        preload('https://cdn.example.com/remote-dex/2.0.0/mf-manifest.json', 'fetch'),
      ].join(', '),
    );
    expect([...links.keys()]).toEqual([
      '/top-accumulations',
      '/top-holdings-cex/:id',
      '/top-accumulations-dex',
    ]);
  });

  it('locates a remote’s screens from its own route manifest before the config’s fallback', () => {
    const root = releaseTree();
    const stale = routesOf('cex', '1.0.0', [{ id: 'old', path: '/old-screen' }]);
    const paths = screenLinks(root, { cex: { ...SERVED.cex, routes: stale } }).map(
      ({ path }) => path,
    );
    expect(paths).toEqual(['/top-accumulations', '/top-holdings-cex/:id']);
    // A folder without a route manifest (an older build) falls back on the config's routes.
    expect(
      screenLinks(root, {
        cex: { manifest: '/remote-cex/0.9.0/mf-manifest.json', routes: stale },
      }).map(({ path }) => path),
    ).toEqual(['/old-screen']);
  });

  it('writes one location a screen into the nginx server block, with the page’s headers', () => {
    const root = releaseTree();
    mkdirSync(join(root, 'host'));
    writeFileSync(
      join(root, 'host', 'runtime-config.json'),
      JSON.stringify({ apiBaseUrl: '/api', remotes: { cex: SERVED.cex } }),
    );
    const { server } = renderEdgeConfig(parseEdgeArgs(['--root', root]), '/conf');
    const block = server.slice(server.indexOf('location = /top-accumulations {'));
    expect(block).toMatch(
      /^location = \/top-accumulations \{\n\s+include \/conf\/security-headers.conf;\n\s+add_header Cache-Control "no-cache" always;\n\s+add_header Link "<\/runtime-config.json>[^"]+626\.76e7c598\.js>; rel=preload; as=script" always;\n\s+try_files \/index.html =404;/,
    );
    expect(server).toContain('location ~ "^/top-holdings-cex/[^/]+$" {');
  });
});
