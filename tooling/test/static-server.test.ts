import { mkdtempSync, writeFileSync } from 'node:fs';
import { request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cacheControlFor,
  createStaticServer,
  listen,
  parseAllowedOrigins,
} from '../src/server/static-server.ts';

describe('cacheControlFor', () => {
  it('caches content-hashed chunks forever', () => {
    expect(cacheControlFor('/dist/145.e1c5926c.js')).toBe('public, max-age=31536000, immutable');
  });
  it('revalidates the moving pointers of a deployment', () => {
    expect(cacheControlFor('/dist/mf-manifest.json')).toBe('no-cache');
    expect(cacheControlFor('/dist/remoteEntry.js')).toBe('no-cache');
    expect(cacheControlFor('/dist/main.js')).toBe('no-cache');
    expect(cacheControlFor('/dist/index.html')).toBe('no-cache');
  });
});

describe('parseAllowedOrigins', () => {
  it('splits a comma list and drops blanks', () => {
    expect(parseAllowedOrigins(' http://a.test , ,http://b.test', [])).toEqual([
      'http://a.test',
      'http://b.test',
    ]);
  });
  it('falls back when unset or blank', () => {
    expect(parseAllowedOrigins(undefined, ['http://x'])).toEqual(['http://x']);
    expect(parseAllowedOrigins('  ', ['http://x'])).toEqual(['http://x']);
  });
});

const ENTRY = 'var remoteEntry = "remote_cex";\n'.repeat(40);

/** A request with exactly these headers (fetch would add its own Accept-Encoding and decode). */
function rawGet(
  url: string,
  headers: Record<string, string>,
  method = 'GET',
): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

describe('HSTS', () => {
  it('is sent only where the public address is HTTPS', async () => {
    const root = mkdtempSync(join(tmpdir(), 'flowscope-hsts-'));
    writeFileSync(join(root, 'index.html'), '<!doctype html><title>app</title>');
    const headerOf = async (servedOverHttps: boolean) => {
      const server = createStaticServer({
        root,
        allowedOrigins: [],
        spaFallback: true,
        servedOverHttps,
      });
      await listen(server, 0);
      try {
        const answer = await fetch(`http://localhost:${(server.address() as AddressInfo).port}/`);
        return answer.headers.get('strict-transport-security');
      } finally {
        server.close();
        server.closeAllConnections();
      }
    };
    expect(await headerOf(true)).toBe('max-age=63072000; includeSubDomains');
    expect(await headerOf(false)).toBeNull();
  });
});

describe('static server', () => {
  let server: Server;
  let base: string;

  beforeAll(async () => {
    const root = mkdtempSync(join(tmpdir(), 'flowscope-static-'));
    writeFileSync(join(root, 'index.html'), '<!doctype html><title>app</title>');
    writeFileSync(join(root, 'mf-manifest.json'), '{"id":"remote"}');
    writeFileSync(join(root, '12.abcdef12.js'), 'console.log(1)');
    writeFileSync(join(root, 'main.js.map'), '{"sourcesContent":["secret"]}');
    writeFileSync(join(root, 'mf-stats.json'), '{}');
    writeFileSync(join(root, 'remoteEntry.js'), ENTRY);
    writeFileSync(join(root, 'remoteEntry.js.br'), brotliCompressSync(ENTRY));
    writeFileSync(join(root, 'remoteEntry.js.gz'), gzipSync(ENTRY));
    writeFileSync(join(root, 'only-gzip.js'), ENTRY);
    writeFileSync(join(root, 'only-gzip.js.gz'), gzipSync(ENTRY));
    server = createStaticServer({
      root,
      allowedOrigins: ['http://localhost:3000'],
      spaFallback: true,
    });
    await listen(server, 0);
    base = `http://localhost:${(server.address() as AddressInfo).port}`;
  });

  afterAll(() => {
    server.close();
    server.closeAllConnections();
  });

  it('sends CORS only to an allowed origin', async () => {
    const allowed = await fetch(`${base}/mf-manifest.json`, {
      headers: { Origin: 'http://localhost:3000' },
    });
    expect(allowed.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    expect(await allowed.json()).toEqual({ id: 'remote' });
    const other = await fetch(`${base}/mf-manifest.json`, {
      headers: { Origin: 'http://evil.test' },
    });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('marks hashed chunks immutable and the manifest no-cache', async () => {
    expect((await fetch(`${base}/12.abcdef12.js`)).headers.get('cache-control')).toContain(
      'immutable',
    );
    expect((await fetch(`${base}/mf-manifest.json`)).headers.get('cache-control')).toBe('no-cache');
  });

  it('answers 304 to a matching ETag', async () => {
    const first = await fetch(`${base}/mf-manifest.json`);
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    const second = await fetch(`${base}/mf-manifest.json`, {
      headers: { 'If-None-Match': etag ?? '' },
    });
    expect(second.status).toBe(304);
  });

  it('sends the precompressed brotli sibling to a client that accepts br, and varies on it', async () => {
    const answer = await rawGet(`${base}/remoteEntry.js`, { 'Accept-Encoding': 'gzip, br' });
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(answer.headers.vary).toBe('Origin, Accept-Encoding');
    expect(answer.body.equals(brotliCompressSync(ENTRY))).toBe(true);
    expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
    expect(brotliDecompressSync(answer.body).toString()).toBe(ENTRY);
  });

  it('sends the gzip sibling when brotli is refused or missing, the file as is otherwise', async () => {
    const gzip = await rawGet(`${base}/remoteEntry.js`, { 'Accept-Encoding': 'gzip, br;q=0' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.body.equals(gzipSync(ENTRY))).toBe(true);
    const onlyGzip = await rawGet(`${base}/only-gzip.js`, { 'Accept-Encoding': 'br, gzip' });
    expect(onlyGzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(onlyGzip.body).toString()).toBe(ENTRY);
    const plain = await rawGet(`${base}/remoteEntry.js`, {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toContain('Accept-Encoding');
    expect(plain.body.toString()).toBe(ENTRY);
  });

  it('gives each encoding its own ETag, so a 304 never confirms the wrong bytes', async () => {
    const br = await rawGet(`${base}/remoteEntry.js`, { 'Accept-Encoding': 'br' });
    const plain = await rawGet(`${base}/remoteEntry.js`, {});
    expect(br.headers.etag).not.toBe(plain.headers.etag);
    const revalidated = await rawGet(`${base}/remoteEntry.js`, {
      'Accept-Encoding': 'br',
      'If-None-Match': br.headers.etag ?? '',
    });
    expect(revalidated.status).toBe(304);
    const otherEncoding = await rawGet(`${base}/remoteEntry.js`, {
      'If-None-Match': br.headers.etag ?? '',
    });
    expect(otherEncoding.status).toBe(200);
  });

  it('answers HEAD with the length of what GET would send', async () => {
    const head = await rawGet(`${base}/remoteEntry.js`, { 'Accept-Encoding': 'br' }, 'HEAD');
    expect(head.headers['content-encoding']).toBe('br');
    expect(Number(head.headers['content-length'])).toBe(brotliCompressSync(ENTRY).length);
    expect(head.body.length).toBe(0);
  });

  it('serves index.html for app routes but 404 for missing files', async () => {
    const route = await fetch(`${base}/top-accumulations`);
    expect(route.status).toBe(200);
    expect(await route.text()).toContain('<title>app</title>');
    expect((await fetch(`${base}/missing.js`)).status).toBe(404);
  });

  it('sends the security headers with every answer, a 404 and a preflight too', async () => {
    for (const response of [
      await fetch(`${base}/top-accumulations`),
      await fetch(`${base}/missing.js`),
      await fetch(`${base}/mf-manifest.json`, { method: 'OPTIONS' }),
    ]) {
      expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    }
  });

  it('serves the app for a deep link with a dot in a segment', async () => {
    const response = await fetch(`${base}/top-holdings-cex/ETH2.0`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<title>app</title>');
  });

  it('never serves source maps or federation stats, however the name is spelled', async () => {
    for (const path of ['/main.js.map', '/main.js%2emap', '/mf-stats.json']) {
      expect((await fetch(`${base}${path}`)).status).toBe(404);
    }
  });

  it('varies on Origin even when the request has none', async () => {
    const response = await fetch(`${base}/mf-manifest.json`);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    expect(response.headers.get('vary')).toMatch(/Origin/);
  });

  it('never serves files outside its root', async () => {
    // An escaping path is no file of the build: at most the app's page (a route), never the file.
    const response = await fetch(`${base}/..%2f..%2fetc%2fpasswd`);
    expect([200, 404]).toContain(response.status);
    expect(await response.text()).not.toMatch(/root:.*:0:0:/);
    const asset = await fetch(`${base}/..%2f..%2fetc%2fpasswd.js`);
    expect(asset.status).toBe(404);
  });
});
