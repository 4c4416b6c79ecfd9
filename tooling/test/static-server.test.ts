import { mkdtempSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
