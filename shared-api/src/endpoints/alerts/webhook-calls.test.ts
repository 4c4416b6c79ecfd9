import { describe, expect, it } from 'vitest';
import type { WebhookDelivery, WebhookSettings } from '../../contract/index.ts';
import { setupEndpointTests } from '../test-setup.ts';
import { captureRequests, jsonResponse } from '../../http/test-support.ts';
import {
  fetchWebhook,
  fetchWebhookDeliveries,
  removeWebhook,
  rotateWebhookSecret,
  sendTestWebhook,
  setWebhookUrl,
  webhookUrlProblem,
} from './webhook-calls.ts';

setupEndpointTests();

const settings: WebhookSettings = {
  url: 'https://hooks.example.com/x',
  format: 'json',
  secret_hint: '…a1B2',
  created_at: '2025-06-02T10:00:00.000Z',
  updated_at: '2025-06-02T10:00:00.000Z',
  secret_created_at: '2025-06-02T10:00:00.000Z',
};

const delivery = (overrides: Partial<WebhookDelivery> = {}): WebhookDelivery => ({
  id: 9,
  alert_id: 41,
  test: false,
  idempotency_key: 'flowscope-alert-41',
  attempt: 1,
  time: '2025-06-02T11:00:00.000Z',
  ok: false,
  status: 503,
  error: 'HTTP 503',
  next_retry_at: '2025-06-02T11:00:01.000Z',
  ...overrides,
});

const sent = (request: Request | undefined) =>
  request ? [request.method, new URL(request.url).pathname] : [];

describe('webhook calls', () => {
  it('set the URL and hand back the secret only when it was just made', async () => {
    const { requests } = captureRequests(() =>
      jsonResponse({ result: 'ok', data: { webhook: settings, secret: 'whsec_abc' } }),
    );
    const first = await setWebhookUrl('https://hooks.example.com/x');
    expect(first).toEqual({
      secret: 'whsec_abc',
      webhook: {
        url: 'https://hooks.example.com/x',
        format: 'json',
        secretHint: '…a1B2',
        createdAt: settings.created_at,
        updatedAt: settings.updated_at,
        secretCreatedAt: settings.secret_created_at,
      },
    });
    expect(sent(requests[0])).toEqual(['PUT', '/api/alerts/webhook']);
    expect(await requests[0]?.json()).toEqual({ url: 'https://hooks.example.com/x' });
  });

  it('read the webhook (or none), rotate its secret and remove it', async () => {
    let answer: unknown = { result: 'ok', data: null };
    const { requests } = captureRequests(() => jsonResponse(answer));
    expect(await fetchWebhook()).toBeNull();
    answer = { result: 'ok', data: { ...settings, format: 'discord' } };
    expect((await fetchWebhook())?.format).toBe('discord');
    answer = { result: 'ok', data: { webhook: settings, secret: 'whsec_new' } };
    expect((await rotateWebhookSecret()).secret).toBe('whsec_new');
    answer = { result: 'ok' };
    await removeWebhook();
    expect(requests.map(sent)).toEqual([
      ['GET', '/api/alerts/webhook'],
      ['GET', '/api/alerts/webhook'],
      ['POST', '/api/alerts/webhook/secret'],
      ['DELETE', '/api/alerts/webhook'],
    ]);
  });

  it('send a test and read the delivery log, each attempt with its outcome and next retry', async () => {
    let answer: unknown = { result: 'ok', data: delivery({ test: true, alert_id: null }) };
    const { requests } = captureRequests(() => jsonResponse(answer));
    expect(await sendTestWebhook()).toMatchObject({
      test: true,
      alertId: null,
      outcome: 'HTTP 503',
      nextRetryAt: '2025-06-02T11:00:01.000Z',
    });
    answer = {
      result: 'ok',
      data: [
        delivery({ id: 11, attempt: 2, ok: true, status: 200, error: null, next_retry_at: null }),
        delivery({ id: 10, status: null, error: 'timed out after 10 s' }),
      ],
    };
    const log = await fetchWebhookDeliveries();
    expect(log.map((entry) => [entry.attempt, entry.outcome, entry.ok])).toEqual([
      [2, 'HTTP 200', true],
      [1, 'timed out after 10 s', false],
    ]);
    expect(log[0]?.nextRetryFormatted).toBe('');
    expect(log[1]?.timeFormatted).toBe('02/06/2025 13:00 CEST');
    expect(requests.map(sent)).toEqual([
      ['POST', '/api/alerts/webhook/test'],
      ['GET', '/api/alerts/webhook/deliveries'],
    ]);
  });

  it('tell a URL the API will refuse before it is sent', () => {
    expect(webhookUrlProblem('https://discord.com/api/webhooks/1/a')).toBeNull();
    expect(webhookUrlProblem('ftp://x.example.com')).toBe(
      'url must use https:// or http://, not ftp://',
    );
    expect(webhookUrlProblem('https://me:pw@x.example.com')).toBe(
      'url must not carry a user name or password',
    );
    expect(webhookUrlProblem('')).toBe('url must not be empty');
  });
});
