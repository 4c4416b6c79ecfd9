// @vitest-environment node
import { mkdtempSync } from 'node:fs';
import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaticServer, listen } from '@flowscope/tooling/static-server';
import { proxyToApi } from './api-proxy.ts';
import { MAX_PROXY_BODY_BYTES } from './request-body.ts';

/** The API's own cap, as mock-api's (64 KiB): its 413 and envelope must reach the browser. */
const API_BODY_LIMIT = 64 * 1024;
const LIST = Array.from({ length: 400 }, (_, i) => ({ id: i, name: `token-${i}`, score: i / 7 }));

let releaseStream: () => void = () => undefined;

/** A stand-in API: echoes bodies, serves a list, an event stream, and its own 413. */
function fakeApi(): Server {
  return createServer((req, res) => {
    if (req.url === '/list') {
      res.setHeader('Content-Type', 'application/json');
      res.end(JSON.stringify({ result: 'ok', data: LIST }));
      return;
    }
    if (req.url === '/events') {
      res.setHeader('Content-Type', 'text/event-stream');
      res.write('data: first\n\n');
      releaseStream = () => {
        releaseStream = () => undefined;
        res.end('data: last\n\n');
      };
      return;
    }
    // /echo takes any size, so only the proxy's cap can refuse a body there.
    const limit = req.url === '/limited' ? API_BODY_LIMIT : Infinity;
    let size = 0;
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) chunks.push(chunk);
    });
    req.on('error', () => undefined);
    req.on('end', () => {
      res.setHeader('Content-Type', 'application/json');
      if (size > limit) {
        res.statusCode = 413;
        res.end(
          JSON.stringify({ message: `Request body too large (limit ${API_BODY_LIMIT} bytes)` }),
        );
        return;
      }
      res.end(
        JSON.stringify({
          body: size < 1024 ? Buffer.concat(chunks).toString('utf8') : `${size} bytes`,
          forwardedFor: req.headers['x-forwarded-for'] ?? null,
          expect: req.headers.expect ?? null,
        }),
      );
    });
  });
}

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
  /** Whether the proxy sent 100 Continue. */
  continued: boolean;
}

let api: Server;
let proxy: Server;
let proxyPort: number;

function send(
  path: string,
  options: {
    method?: string;
    headers?: Record<string, string | number>;
    body?: Buffer;
    chunked?: boolean;
  } = {},
): Promise<Answer> {
  const { method = 'POST', body, chunked = false } = options;
  const headers: Record<string, string | number> = { ...options.headers };
  if (body && !chunked) headers['content-length'] ??= body.length;
  return new Promise((resolve, reject) => {
    let continued = false;
    let answered = false;
    const req = request({ port: proxyPort, path, method, headers }, (res) => {
      answered = true;
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(chunks),
          continued,
        }),
      );
    });
    // Writing the rest of a refused body may hit a closed socket: the answer is what counts.
    req.on('error', (error) => {
      if (!answered) reject(error);
    });
    const expectsContinue = String(headers.expect ?? '') === '100-continue';
    if (expectsContinue) {
      req.on('continue', () => {
        continued = true;
        req.end(body);
      });
      req.flushHeaders();
    } else if (body && chunked) {
      const step = 64 * 1024;
      for (let at = 0; at < body.length; at += step) req.write(body.subarray(at, at + step));
      req.end();
    } else {
      req.end(body);
    }
  });
}

const json = (answer: Answer): unknown => JSON.parse(answer.body.toString('utf8'));

beforeAll(async () => {
  api = fakeApi();
  await listen(api, 0);
  const apiBaseUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
  proxy = createStaticServer({
    root: mkdtempSync(join(tmpdir(), 'proxy-test-')),
    allowedOrigins: [],
    spaFallback: false,
    handle: async (req, res, url) => {
      if (!url.pathname.startsWith('/api/')) return false;
      await proxyToApi(req, res, url, apiBaseUrl);
      return true;
    },
  });
  await listen(proxy, 0);
  proxyPort = (proxy.address() as AddressInfo).port;
});

afterAll(() => {
  releaseStream();
  proxy.closeAllConnections();
  api.closeAllConnections();
  proxy.close();
  api.close();
});

describe('the /api proxy and Expect: 100-continue', () => {
  const small = Buffer.from(JSON.stringify({ user_id: '0', query: 'eth' }));
  const jsonHeaders = { 'content-type': 'application/json' };

  it('gives a small valid request the same answer with and without the expectation', async () => {
    const plain = await send('/api/echo', { headers: jsonHeaders, body: small });
    const expecting = await send('/api/echo', {
      headers: { ...jsonHeaders, expect: '100-continue' },
      body: small,
    });
    expect(plain.status).toBe(200);
    expect(expecting.status).toBe(200);
    expect(expecting.continued).toBe(true);
    expect(json(expecting)).toEqual(json(plain));
    expect(json(plain)).toMatchObject({ body: small.toString('utf8'), expect: null });
  });

  it('answers 413 at once, without 100 Continue, when the declared length is over 1 MB', async () => {
    const big = Buffer.alloc(3 * 1024 * 1024, 'a');
    const answer = await send('/api/echo', {
      headers: { ...jsonHeaders, expect: '100-continue' },
      body: big,
    });
    expect(answer.status).toBe(413);
    expect(answer.continued).toBe(false);
    expect(json(answer)).toEqual({
      message: `Request body too large (limit ${MAX_PROXY_BODY_BYTES} bytes)`,
    });
  });

  it('refuses a 3 MB body with 413 without the expectation, declared or chunked', async () => {
    const big = Buffer.alloc(3 * 1024 * 1024, 'a');
    const declared = await send('/api/echo', { headers: jsonHeaders, body: big });
    expect(declared.status).toBe(413);
    const chunked = await send('/api/echo', { headers: jsonHeaders, body: big, chunked: true });
    expect(chunked.status).toBe(413);
    expect(json(chunked)).toEqual(json(declared));
    // Just under the cap still goes through, streamed.
    const fits = await send('/api/echo', {
      headers: jsonHeaders,
      body: Buffer.alloc(MAX_PROXY_BODY_BYTES, 'a'),
      chunked: true,
    });
    expect(fits.status).toBe(200);
    expect(json(fits)).toMatchObject({ body: `${MAX_PROXY_BODY_BYTES} bytes` });
  });

  it("passes the API's own 413 and its error envelope through", async () => {
    const answer = await send('/api/limited', {
      headers: jsonHeaders,
      body: Buffer.alloc(API_BODY_LIMIT + 1, 'b'),
    });
    expect(answer.status).toBe(413);
    expect(json(answer)).toEqual({
      message: `Request body too large (limit ${API_BODY_LIMIT} bytes)`,
    });
  });

  it('refuses an expectation it cannot meet with 417', async () => {
    const answer = await send('/api/echo', {
      headers: { ...jsonHeaders, expect: 'something-else' },
      body: small,
    });
    expect(answer.status).toBe(417);
  });

  it("tells the API the browser's address", async () => {
    const answer = await send('/api/echo', { headers: jsonHeaders, body: small });
    expect(json(answer)).toMatchObject({ forwardedFor: expect.stringMatching(/127\.0\.0\.1/) });
  });
});

describe('the /api proxy answers', () => {
  it('gzips JSON for a browser that accepts it, and varies on Accept-Encoding', async () => {
    const zipped = await send('/api/list', {
      method: 'GET',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(zipped.status).toBe(200);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toMatch(/Accept-Encoding/);
    const unzipped = gunzipSync(zipped.body);
    expect(JSON.parse(unzipped.toString('utf8'))).toEqual({ result: 'ok', data: LIST });
    expect(zipped.body.length).toBeLessThan(unzipped.length / 3);

    const plain = await send('/api/list', { method: 'GET' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/Accept-Encoding/);
    expect(JSON.parse(plain.body.toString('utf8'))).toEqual({ result: 'ok', data: LIST });
  });

  it('passes an event stream through unbuffered and uncompressed', async () => {
    const first = await new Promise<{ headers: IncomingHttpHeaders; chunk: string }>(
      (resolve, reject) => {
        const req = request(
          {
            port: proxyPort,
            path: '/api/events',
            headers: { 'accept-encoding': 'gzip', accept: 'text/event-stream' },
          },
          (res) => {
            res.setEncoding('utf8');
            // The first event arrives while the API still holds the stream open.
            res.once('data', (chunk: string) => resolve({ headers: res.headers, chunk }));
          },
        );
        req.on('error', reject);
        req.end();
      },
    );
    expect(first.chunk).toBe('data: first\n\n');
    expect(first.headers['content-type']).toMatch(/text\/event-stream/);
    expect(first.headers['content-encoding']).toBeUndefined();
    releaseStream();
  });
});
