import { createHmac, timingSafeEqual } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { serve } from '@hono/node-server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ALERT_PATHS, WebhookPayloadSchema } from '@flowscope/shared-api/contract';
import { TEST_WEBHOOK_SINK_PATH, type SinkDelivery } from '../src/webhooks/webhook-sink.ts';
import {
  buy,
  call,
  clusterRule,
  createRule,
  deliveries,
  quietToken,
  ruleAlerts,
} from './alert-helpers.ts';
import { closeServer, LIVE_HISTORY_DAYS, signIn, testApi } from './helpers.ts';

const SEED = 'alert-tests';

beforeEach(() => vi.stubEnv('MOCK_TEST_CONTROL', '1'));
afterEach(() => vi.unstubAllEnvs());

/** What a receiver written from the documentation does to check a delivery. */
function verify(secret: string, headers: IncomingHttpHeaders, rawBody: string): boolean {
  const timestamp = String(headers['x-flowscope-timestamp'] ?? '');
  const given = Buffer.from(String(headers['x-flowscope-signature'] ?? ''));
  const expected = Buffer.from(
    `sha256=${createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex')}`,
  );
  return given.length === expected.length && timingSafeEqual(given, expected);
}

type DocumentedCheck = (
  headers: IncomingHttpHeaders,
  rawBody: string,
  secret: string,
  nowSeconds?: number,
) => boolean;

/** The receiver's check exactly as WEBHOOKS.md prints it, so the documentation cannot drift. */
async function documentedCheck(): Promise<DocumentedCheck> {
  const doc = readFileSync(join(import.meta.dirname, '..', 'WEBHOOKS.md'), 'utf8');
  const code = /```js\n([\s\S]*?)```/.exec(doc)?.[1];
  if (!code) throw new Error('WEBHOOKS.md has no js block');
  const dir = mkdtempSync(join(tmpdir(), 'webhook-doc-'));
  try {
    const file = join(dir, 'verify.mjs');
    writeFileSync(file, code);
    const module = (await import(pathToFileURL(file).href)) as { isFromFlowscope: DocumentedCheck };
    return module.isFromFlowscope;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('a webhook receiver on this machine, over real HTTP', () => {
  it('gets the alert once, signed, after a failed first try', async () => {
    const got: { headers: IncomingHttpHeaders; body: string; path: string }[] = [];
    const receiver = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        got.push({
          headers: request.headers,
          body: Buffer.concat(chunks).toString('utf8'),
          path: request.url ?? '',
        });
        // The first try finds the receiver briefly down.
        response.writeHead(got.length === 1 ? 503 : 200, { 'content-type': 'text/plain' });
        response.end('ok');
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const { port } = receiver.address() as AddressInfo;
    const api = testApi({
      seed: SEED,
      historyDays: LIVE_HISTORY_DAYS,
      webhooks: { retryDelaysMs: [20, 40, 80] },
    });
    try {
      const session = await signIn(api, 'premium');
      const set = await call<{ data: { secret: string } }>(
        api,
        'PUT',
        ALERT_PATHS.webhook,
        session,
        { url: `http://127.0.0.1:${port}/hooks/flowscope?team=1` },
      );
      const token = quietToken(api);
      const rule = await createRule(api, session, clusterRule(token, 2, 1));
      expect((await buy(api, token, 2)).body.rule_alerts).toBe(1);
      const log = await deliveries(api, session);
      const [alert] = await ruleAlerts(api, session, rule.id);

      expect(got).toHaveLength(2);
      expect(log.map((entry) => [entry.attempt, entry.status, entry.ok])).toEqual([
        [2, 200, true],
        [1, 503, false],
      ]);
      const isFromFlowscope = await documentedCheck();
      const nowSeconds = api.clock.now / 1000;
      for (const request of got) {
        expect(
          isFromFlowscope(request.headers, request.body, set.body.data.secret, nowSeconds),
        ).toBe(true);
        expect(
          isFromFlowscope(request.headers, `${request.body} `, set.body.data.secret, nowSeconds),
        ).toBe(false);
        // A delivery replayed ten minutes later is refused.
        expect(
          isFromFlowscope(request.headers, request.body, set.body.data.secret, nowSeconds + 600),
        ).toBe(false);
        expect(request.path).toBe('/hooks/flowscope?team=1');
        expect(request.headers['content-type']).toBe('application/json');
        expect(request.headers['user-agent']).toBe('Flowscope-Webhooks/1.0');
        expect(verify(set.body.data.secret, request.headers, request.body)).toBe(true);
        expect(verify('whsec_another', request.headers, request.body)).toBe(false);
        expect(request.headers['idempotency-key']).toBe(`flowscope-alert-${alert?.id}`);
      }
      const payload = WebhookPayloadSchema.parse(JSON.parse(got[1]?.body ?? '{}'));
      expect(payload).toMatchObject({
        id: alert?.id,
        type: 'rule.cluster_buys',
        title: alert?.title,
        body: alert?.body,
        url: `/search?query=${token.address}`,
      });
    } finally {
      api.close();
      await closeServer(receiver);
    }
  });
});

describe('the test control’s webhook sink', () => {
  it('receives deliveries sent to mock-api itself and lists them for an end-to-end test', async () => {
    const api = testApi({
      seed: SEED,
      historyDays: LIVE_HISTORY_DAYS,
      webhooks: { retryDelaysMs: [10, 10, 10] },
    });
    const server = serve({ fetch: api.app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise<void>((resolve) => server.once('listening', () => resolve()));
    const { port } = server.address() as AddressInfo;
    const sink = `http://127.0.0.1:${port}${TEST_WEBHOOK_SINK_PATH}/journey`;
    try {
      const session = await signIn(api, 'premium');
      const set = await call<{ data: { secret: string } }>(
        api,
        'PUT',
        ALERT_PATHS.webhook,
        session,
        { url: `${sink}?fail_first=1` },
      );
      const first = await call<{ data: { status: number } }>(
        api,
        'POST',
        ALERT_PATHS.webhookTest,
        session,
      );
      expect(first.body.data.status).toBe(503);
      await api.alerts.dispatcher.idle();
      const listed = (await (await fetch(sink)).json()) as { received: SinkDelivery[] };
      expect(listed.received.map((entry) => entry.status)).toEqual([503, 204]);
      const [, delivered] = listed.received;
      expect(delivered?.idempotency_key).toBe(listed.received[0]?.idempotency_key);
      expect(
        verify(
          set.body.data.secret,
          {
            'x-flowscope-timestamp': delivered?.timestamp ?? '',
            'x-flowscope-signature': delivered?.signature ?? '',
          },
          delivered?.body ?? '',
        ),
      ).toBe(true);
      expect(JSON.parse(delivered?.body ?? '{}')).toMatchObject({ type: 'test' });
      expect(await (await fetch(sink, { method: 'DELETE' })).json()).toEqual({ cleared: 2 });
      expect(await (await fetch(sink)).json()).toEqual({ received: [] });
    } finally {
      api.close();
      await closeServer(server);
    }
  });
});
