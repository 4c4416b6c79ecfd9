import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ALERT_PATHS,
  WEBHOOK_LOG_LIMIT,
  WebhookPayloadSchema,
  type WebhookDelivery,
  type WebhookSettings,
} from '@flowscope/shared-api/contract';
import {
  call,
  clusterRule,
  createRule,
  deliveries,
  buy,
  quietToken,
  ruleAlerts,
} from './alert-helpers.ts';
import { LIVE_HISTORY_DAYS, NOW, type Session, signIn, testApi, type TestApi } from './helpers.ts';
import {
  connectionRefused,
  expectedSignature,
  fakeReceiver,
  recordedWaits,
  type Answer,
} from './webhook-helpers.ts';
import type { WebhookOptions } from '../src/webhooks/webhook-options.ts';

const SEED = 'alert-tests';
const HOOK = 'https://hooks.example.com/flowscope';

beforeEach(() => vi.stubEnv('MOCK_TEST_CONTROL', '1'));
afterEach(() => vi.unstubAllEnvs());

interface Setup {
  api: TestApi;
  session: Session;
  received: ReturnType<typeof fakeReceiver>['received'];
  waits: number[];
  secret: string;
}

async function setup(
  script: readonly Answer[] = [204],
  options: Partial<WebhookOptions> = {},
  url = HOOK,
): Promise<Setup> {
  const receiver = fakeReceiver(script);
  const { waits, wait } = recordedWaits();
  const api = testApi({
    seed: SEED,
    historyDays: LIVE_HISTORY_DAYS,
    webhooks: { fetch: receiver.fetch, wait, ...options },
  });
  const session = await signIn(api, 'premium');
  const set = await call<{ data: { secret: string } }>(api, 'PUT', ALERT_PATHS.webhook, session, {
    url,
  });
  expect(set.status).toBe(200);
  return { api, session, received: receiver.received, waits, secret: set.body.data.secret };
}

const sendTest = (api: TestApi, session: Session) =>
  call<{ data: WebhookDelivery; message?: string }>(api, 'POST', ALERT_PATHS.webhookTest, session);

describe('webhook settings', () => {
  it('shows the secret once, never again, and a rotated one once', async () => {
    const api = testApi({
      seed: SEED,
      historyDays: LIVE_HISTORY_DAYS,
      webhooks: { fetch: fakeReceiver().fetch },
    });
    const session = await signIn(api, 'premium');
    expect((await call(api, 'GET', ALERT_PATHS.webhook, session)).body).toEqual({
      result: 'ok',
      data: null,
    });
    const first = await call<{ data: { webhook: WebhookSettings; secret: string } }>(
      api,
      'PUT',
      ALERT_PATHS.webhook,
      session,
      { url: `  ${HOOK}  ` },
    );
    expect(first.status).toBe(200);
    const secret = first.body.data.secret;
    expect(secret).toMatch(/^whsec_[\w-]{43}$/);
    expect(first.body.data.webhook).toMatchObject({
      url: HOOK,
      format: 'json',
      secret_hint: `…${secret.slice(-4)}`,
      created_at: new Date(NOW).toISOString(),
    });

    const got = await api.app.request(ALERT_PATHS.webhook, {
      headers: { authorization: `Bearer ${session.token}` },
    });
    const text = await got.text();
    expect(text).not.toContain(secret);
    expect(text).not.toContain('"secret"');

    const moved = await call<{ data: { webhook: WebhookSettings; secret: null } }>(
      api,
      'PUT',
      ALERT_PATHS.webhook,
      session,
      { url: 'https://discord.com/api/webhooks/1234567890/abcDEF_-123' },
    );
    expect(moved.body.data).toMatchObject({
      secret: null,
      webhook: { format: 'discord', secret_hint: `…${secret.slice(-4)}` },
    });

    const rotated = await call<{ data: { webhook: WebhookSettings; secret: string } }>(
      api,
      'POST',
      ALERT_PATHS.webhookSecret,
      session,
    );
    expect(rotated.body.data.secret).toMatch(/^whsec_/);
    expect(rotated.body.data.secret).not.toBe(secret);
    const after = await call<{ data: WebhookSettings }>(api, 'GET', ALERT_PATHS.webhook, session);
    expect(after.body.data.secret_hint).toBe(`…${rotated.body.data.secret.slice(-4)}`);

    expect((await call(api, 'DELETE', ALERT_PATHS.webhook, session)).body).toEqual({
      result: 'ok',
    });
    expect((await call(api, 'GET', ALERT_PATHS.webhook, session)).body.data).toBeNull();
    expect((await call(api, 'DELETE', ALERT_PATHS.webhook, session)).status).toBe(404);
    expect((await sendTest(api, session)).status).toBe(404);
    expect((await call(api, 'POST', ALERT_PATHS.webhookSecret, session)).status).toBe(404);
    api.close();
  });

  it.each([
    ['ftp://files.example.com/hook', /https:\/\/ or http:\/\/, not ftp:\/\//],
    ['javascript:alert(1)', /https:\/\/ or http:\/\//],
    ['hooks.example.com/no-scheme', /absolute URL/],
    ['https://user:secret@hooks.example.com/', /user name or password/],
    ['', /must not be empty/],
  ])('refuses %s with a 400 that says why', async (url, message) => {
    const api = testApi({ seed: SEED, historyDays: LIVE_HISTORY_DAYS });
    const session = await signIn(api, 'premium');
    const answer = await call<{ message: string }>(api, 'PUT', ALERT_PATHS.webhook, session, {
      url,
    });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(message);
    api.close();
  });
});

const PRIVATE_TARGETS: [string, RegExp][] = [
  ['http://localhost:8080/hook', /localhost is localhost \(this machine\)/],
  ['http://app.localhost/hook', /a name of this machine/],
  ['http://127.0.0.1:9000/hook', /127\.0\.0\.1 is a loopback address/],
  ['http://2130706433/hook', /127\.0\.0\.1 is a loopback address/],
  ['http://[::1]/hook', /\[::1\] is a loopback address/],
  ['http://[::ffff:127.0.0.1]/hook', /loopback address/],
  ['http://10.0.0.8/hook', /a private network address/],
  ['http://192.168.1.1/hook', /a private network address/],
  ['http://172.20.0.1/hook', /a private network address/],
  ['http://169.254.169.254/latest/meta-data', /a link-local address/],
  ['http://[fe80::1]/hook', /a link-local address/],
  ['http://[fd12:3456::1]/hook', /unique local/],
  ['http://0.0.0.0/hook', /"this network"/],
  ['http://router/hook', /single-label name/],
  ['http://printer.local/hook', /\.local name/],
  ['http://metadata.google.internal/', /private network/],
];

describe('private targets', () => {
  it('are refused in production mode, each with the reason', async () => {
    vi.stubEnv('APP_MODE', 'production');
    const api = testApi({ seed: SEED, historyDays: LIVE_HISTORY_DAYS });
    const session = await signIn(api, 'premium');
    for (const [url, reason] of PRIVATE_TARGETS) {
      const answer = await call<{ message: string }>(api, 'PUT', ALERT_PATHS.webhook, session, {
        url,
      });
      expect(answer.status, url).toBe(400);
      expect(answer.body.message, url).toMatch(reason);
      expect(answer.body.message).toMatch(/public hosts only/);
    }
    const publicHost = await call(api, 'PUT', ALERT_PATHS.webhook, session, {
      url: 'https://hooks.example.com/x',
    });
    expect(publicHost.status).toBe(200);
    api.close();
  });

  it('are allowed in development (and when production explicitly allows them)', async () => {
    const development = testApi({ seed: SEED, historyDays: LIVE_HISTORY_DAYS });
    const session = await signIn(development, 'premium');
    for (const [url] of PRIVATE_TARGETS) {
      expect((await call(development, 'PUT', ALERT_PATHS.webhook, session, { url })).status).toBe(
        200,
      );
    }
    development.close();
    vi.stubEnv('APP_MODE', 'production');
    vi.stubEnv('WEBHOOK_ALLOW_PRIVATE_TARGETS', '1');
    const allowed = testApi({ seed: SEED, historyDays: LIVE_HISTORY_DAYS });
    const again = await signIn(allowed, 'premium');
    expect(
      (await call(allowed, 'PUT', ALERT_PATHS.webhook, again, { url: 'http://127.0.0.1:1/' }))
        .status,
    ).toBe(200);
    allowed.close();
  });

  it('are checked again at delivery: a public name that resolves into the network is not called', async () => {
    const lookups: string[] = [];
    let addresses = ['10.0.0.5'];
    const { api, session, received } = await setup([204], {
      allowPrivateTargets: false,
      lookup: async (host) => {
        lookups.push(host);
        return addresses;
      },
    });
    const refused = await sendTest(api, session);
    expect(refused.body.data).toMatchObject({
      attempt: 1,
      ok: false,
      status: null,
      next_retry_at: null,
    });
    expect(refused.body.data.error).toMatch(
      /hooks\.example\.com resolves to 10\.0\.0\.5, a private network address/,
    );
    await api.alerts.dispatcher.idle();
    expect(received).toHaveLength(0);
    expect(lookups).toEqual(['hooks.example.com']);

    addresses = ['93.184.216.34'];
    expect((await sendTest(api, session)).body.data).toMatchObject({ ok: true, status: 204 });
    expect(received).toHaveLength(1);
    api.close();
  });
});

describe('delivery', () => {
  it('signs the raw body with the secret, as documented, and sends the idempotency key', async () => {
    const { api, session, received, secret } = await setup();
    const answer = await sendTest(api, session);
    expect(answer.body.data).toMatchObject({
      ok: true,
      status: 204,
      attempt: 1,
      test: true,
      alert_id: null,
      error: null,
      next_retry_at: null,
    });
    expect(received).toHaveLength(1);
    const [request] = received;
    if (!request) throw new Error('nothing received');
    expect(request.url).toBe(HOOK);
    expect(request.headers.get('content-type')).toBe('application/json');
    const timestamp = request.headers.get('x-flowscope-timestamp') ?? '';
    expect(timestamp).toBe(String(Math.floor(api.clock.now / 1000)));
    expect(request.headers.get('x-flowscope-signature')).toBe(
      expectedSignature(secret, timestamp, request.body),
    );
    expect(request.headers.get('x-flowscope-signature')).not.toBe(
      expectedSignature(secret, timestamp, request.body.replace('Test', 'Fake')),
    );
    const payload = WebhookPayloadSchema.parse(JSON.parse(request.body));
    expect(payload).toMatchObject({ id: null, type: 'test', title: 'Test alert from Flowscope' });
    expect(request.headers.get('idempotency-key')).toBe(payload.idempotency_key);
    expect(answer.body.data.idempotency_key).toBe(payload.idempotency_key);

    // After a rotation, deliveries are signed with the new secret.
    const rotated = await call<{ data: { secret: string } }>(
      api,
      'POST',
      ALERT_PATHS.webhookSecret,
      session,
    );
    await sendTest(api, session);
    const second = received[1];
    expect(second?.headers.get('x-flowscope-signature')).toBe(
      expectedSignature(
        rotated.body.data.secret,
        second?.headers.get('x-flowscope-timestamp') ?? '',
        second?.body ?? '',
      ),
    );
    api.close();
  });

  it('retries a 5xx after 1 s and 4 s, logging every attempt with the next retry, until it lands', async () => {
    const { api, session, received, waits, secret } = await setup([503, 502, 200]);
    const first = await sendTest(api, session);
    expect(first.body.data).toMatchObject({
      attempt: 1,
      ok: false,
      status: 503,
      error: 'HTTP 503',
      next_retry_at: new Date(NOW + 1_000).toISOString(),
    });
    const log = await deliveries(api, session);
    expect(waits).toEqual([1_000, 4_000]);
    expect(log.map((entry) => [entry.attempt, entry.status, entry.ok])).toEqual([
      [3, 200, true],
      [2, 502, false],
      [1, 503, false],
    ]);
    expect(log[0]?.next_retry_at).toBeNull();
    expect(log[1]?.next_retry_at).toBe(new Date(NOW + 4_000).toISOString());
    expect(new Set(log.map((entry) => entry.idempotency_key)).size).toBe(1);
    expect(new Set(received.map((request) => request.body)).size).toBe(1);
    for (const request of received) {
      expect(request.headers.get('idempotency-key')).toBe(log[0]?.idempotency_key);
      expect(request.headers.get('x-flowscope-signature')).toBe(
        expectedSignature(secret, request.headers.get('x-flowscope-timestamp') ?? '', request.body),
      );
    }
    api.close();
  });

  it('retries network errors and 429 (honouring Retry-After), and gives up after 3 retries', async () => {
    const flaky = await setup([
      connectionRefused(),
      { status: 429, headers: { 'retry-after': '30' } },
      204,
    ]);
    await sendTest(flaky.api, flaky.session);
    const log = await deliveries(flaky.api, flaky.session);
    expect(flaky.waits).toEqual([1_000, 30_000]);
    expect(log.map((entry) => [entry.status, entry.error])).toEqual([
      [204, null],
      [429, 'HTTP 429'],
      [null, 'network error (ECONNREFUSED)'],
    ]);
    flaky.api.close();

    const down = await setup([500]);
    await sendTest(down.api, down.session);
    const given = await deliveries(down.api, down.session);
    expect(down.waits).toEqual([1_000, 4_000, 16_000]);
    expect(given.map((entry) => entry.attempt)).toEqual([4, 3, 2, 1]);
    expect(given[0]).toMatchObject({ ok: false, status: 500, next_retry_at: null });
    down.api.close();
  });

  it('does not retry a 4xx or a redirect, and times a silent receiver out', async () => {
    for (const [answer, error] of [
      [400, 'HTTP 400'],
      [410, 'HTTP 410'],
      [302, 'HTTP 302: redirects are not followed'],
    ] as const) {
      const { api, session, waits } = await setup([answer]);
      expect((await sendTest(api, session)).body.data).toMatchObject({
        error,
        next_retry_at: null,
      });
      expect(await deliveries(api, session)).toHaveLength(1);
      expect(waits).toEqual([]);
      api.close();
    }
    const silent = await setup(['hang', 204], { timeoutMs: 50 });
    expect((await sendTest(silent.api, silent.session)).body.data).toMatchObject({
      ok: false,
      status: null,
      error: 'timed out after 0.05 s',
    });
    expect((await deliveries(silent.api, silent.session))[0]).toMatchObject({
      attempt: 2,
      ok: true,
    });
    silent.api.close();
  });

  it(`keeps the last ${WEBHOOK_LOG_LIMIT} attempts, newest first`, async () => {
    const { api, session } = await setup();
    for (let i = 0; i < WEBHOOK_LOG_LIMIT + 7; i += 1) await sendTest(api, session);
    const log = await deliveries(api, session);
    expect(log).toHaveLength(WEBHOOK_LOG_LIMIT);
    const ids = log.map((entry) => entry.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(new Set(log.map((entry) => entry.idempotency_key)).size).toBe(WEBHOOK_LOG_LIMIT);
    api.close();
  });

  it('sends a Discord webhook a Discord message, signed the same way', async () => {
    const discord = 'https://discord.com/api/webhooks/1234567890/abcDEF_-123';
    const { api, session, received, secret } = await setup([204], {}, discord);
    const token = quietToken(api);
    const rule = await createRule(api, session, { ...clusterRule(token, 2, 1), name: 'big_buys' });
    await buy(api, token, 2);
    await api.alerts.dispatcher.idle();
    const [alert] = await ruleAlerts(api, session, rule.id);
    expect(received).toHaveLength(1);
    const [request] = received;
    if (!request || !alert) throw new Error('no delivery');
    expect(request.url).toBe(discord);
    expect(request.headers.get('x-flowscope-signature')).toBe(
      expectedSignature(secret, request.headers.get('x-flowscope-timestamp') ?? '', request.body),
    );
    expect(request.headers.get('idempotency-key')).toBe(`flowscope-alert-${alert.id}`);
    const message = JSON.parse(request.body) as Record<string, unknown>;
    expect(Object.keys(message).sort()).toEqual([
      'allowed_mentions',
      'content',
      'embeds',
      'username',
    ]);
    expect(message).toMatchObject({
      username: 'Flowscope',
      content: alert.title,
      allowed_mentions: { parse: [] },
      embeds: [
        {
          title: alert.title,
          description: alert.body,
          url: `http://localhost:3000${alert.url}`,
          timestamp: alert.time,
          fields: [
            { name: 'Token', value: `${token.ticker} (DEX · ${token.network})`, inline: true },
            { name: 'Rule', value: 'big\\_buys', inline: true },
          ],
          footer: { text: `Flowscope · flowscope-alert-${alert.id}` },
        },
      ],
    });
    api.close();
  });
});
