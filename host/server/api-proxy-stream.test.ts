// @vitest-environment node
import { mkdtempSync } from 'node:fs';
import {
  createServer,
  request,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createStaticServer, listen } from '@flowscope/tooling/static-server';
import { proxyToApi } from './api-proxy.ts';

/**
 * The proxy's time for the API to start answering: short for the call that never answers,
 * longer for the stream (room for a busy machine), which must then run on past it.
 */
const HUNG_ANSWER_START_MS = 300;
const STREAM_ANSWER_START_MS = 2_000;

/** The upstream stream of the test: one event now, the next only when the test says so. */
let upstream: ServerResponse | null = null;
let upstreamClosed = false;
let api: Server;
let proxy: Server;

beforeAll(async () => {
  api = createServer((req: IncomingMessage, res: ServerResponse) => {
    if (req.url === '/hung') return; // accepts and never answers
    res.setHeader('Content-Type', 'text/event-stream');
    res.setHeader('Cache-Control', 'no-cache');
    res.write(
      `id: 1\nevent: heartbeat\ndata: {"lastEventId":"${req.headers['last-event-id'] ?? ''}"}\n\n`,
    );
    upstream = res;
    req.on('close', () => (upstreamClosed = true));
  });
  await listen(api, 0);
  const apiBaseUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
  proxy = createStaticServer({
    root: mkdtempSync(join(tmpdir(), 'proxy-stream-test-')),
    allowedOrigins: [],
    spaFallback: false,
    handle: async (req, res, url) => {
      if (!url.pathname.startsWith('/api/')) return false;
      const startMs = url.pathname === '/api/hung' ? HUNG_ANSWER_START_MS : STREAM_ANSWER_START_MS;
      await proxyToApi(req, res, url, apiBaseUrl, undefined, startMs);
      return true;
    },
  });
  await listen(proxy, 0);
});

afterAll(async () => {
  await new Promise((resolve) => proxy.close(resolve));
  await new Promise((resolve) => api.close(resolve));
});

it('passes the live stream through /api as each event comes, uncompressed, with Last-Event-ID', async () => {
  const port = (proxy.address() as AddressInfo).port;
  const received: string[] = [];
  let onData: () => void = () => undefined;
  const response = await new Promise<IncomingMessage>((resolve, reject) => {
    const req = request(
      {
        port,
        path: '/api/stream',
        headers: { accept: 'text/event-stream', 'accept-encoding': 'gzip', 'last-event-id': '41' },
      },
      resolve,
    );
    req.on('error', reject);
    req.end();
  });
  response.setEncoding('utf8');
  response.on('data', (chunk: string) => {
    received.push(chunk);
    onData();
  });
  const arrived = (text: string) =>
    new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`not arrived: ${text}`)), 2_000);
      const check = () => {
        if (!received.join('').includes(text)) return;
        clearTimeout(timer);
        resolve();
      };
      onData = check;
      check();
    });

  expect(response.headers['content-type']).toMatch(/^text\/event-stream/);
  expect(response.headers['content-encoding']).toBeUndefined();
  // The first event arrives while the upstream is still open: nothing waits for the end.
  await arrived('"lastEventId":"41"');
  upstream?.write('id: 2\nevent: signal\ndata: {"n":2}\n\n');
  await arrived('data: {"n":2}');
  // Past the time the API had to start answering, the stream still flows.
  await new Promise((resolve) => setTimeout(resolve, STREAM_ANSWER_START_MS + 500));
  upstream?.write('id: 3\nevent: signal\ndata: {"n":3}\n\n');
  await arrived('data: {"n":3}');
  expect(upstreamClosed).toBe(false);
  // The browser leaving ends the upstream request too, so the API forgets the client.
  response.destroy();
  await expect.poll(() => upstreamClosed, { timeout: 2_000 }).toBe(true);
});

it('answers 502 when the API accepts a call and never starts its answer', async () => {
  const port = (proxy.address() as AddressInfo).port;
  const started = Date.now();
  const response = await fetch(`http://127.0.0.1:${port}/api/hung`);
  expect(response.status).toBe(502);
  expect(Date.now() - started).toBeGreaterThanOrEqual(HUNG_ANSWER_START_MS - 20);
});
