import { describe, expect, it } from 'vitest';
import type { AlertRule } from '../../contract/index.ts';
import { setupEndpointTests } from '../test-setup.ts';
import { isApiError } from '../../http/api-error.ts';
import { captureRequests, jsonResponse, signInForTest } from '../../http/test-support.ts';
import {
  createAlertRule,
  deleteAlertRule,
  fetchAlertRules,
  updateAlertRule,
  validateAlertRule,
} from './alert-rule-calls.ts';
import { describeAlertRule } from '../../alerts/alert-rule-views.ts';

setupEndpointTests();

const ADDRESS = `0x${'ab'.repeat(20)}`;

const stored = (overrides: Partial<AlertRule> = {}): AlertRule => ({
  id: 7,
  enabled: true,
  name: null,
  rule: {
    kind: 'score_crossing',
    token: { venue: 'dex', network: 'base', address: ADDRESS },
    level: 60,
    direction: 'up',
    score_kind: 'holdings',
  },
  token: { venue: 'dex', ticker: 'PEPE', name: 'Pepe', network: 'base', address: ADDRESS },
  created_at: '2025-06-02T10:00:00.000Z',
  updated_at: '2025-06-02T10:00:00.000Z',
  last_fired_at: '2025-06-02T11:00:00.000Z',
  ...overrides,
});

const path = (request: Request) => new URL(request.url).pathname;

describe('alert rule calls', () => {
  it('list the trader’s rules with their words, signed in with the bearer token', async () => {
    signInForTest('123456789012345678', 'token-abc');
    const { requests } = captureRequests(() =>
      jsonResponse({
        result: 'ok',
        data: [
          stored(),
          stored({
            id: 8,
            name: 'Whale exits',
            rule: {
              kind: 'position_change',
              subject: { type: 'wallet', address: ADDRESS },
              event: 'close',
            },
            token: null,
            last_fired_at: null,
          }),
        ],
      }),
    );
    const rules = await fetchAlertRules();
    expect(requests.map((r) => [r.method, path(r), r.headers.get('authorization')])).toEqual([
      ['GET', '/api/alerts/rules', 'Bearer token-abc'],
    ]);
    expect(rules[0]).toMatchObject({
      id: 7,
      kind: 'score_crossing',
      rule: { scoreKind: 'holdings', level: 60, direction: 'up' },
      summary: 'PEPE holdings score rises to 60 or above',
      lastFiredAt: '2025-06-02T11:00:00.000Z',
    });
    expect(rules[0]?.lastFiredFormatted).toMatch(/^02\/06\/2025 13:00 CEST$/);
    expect(rules[1]).toMatchObject({
      name: 'Whale exits',
      summary: 'Wallet 0xabab…abab closes a position',
      lastFiredFormatted: '',
    });
  });

  it('send a new rule in the contract’s words and map the answer', async () => {
    const { requests } = captureRequests(() => jsonResponse({ result: 'ok', data: stored() }, 201));
    const made = await createAlertRule({
      rule: {
        kind: 'score_crossing',
        token: { venue: 'dex', network: 'base', address: ADDRESS },
        level: 60,
        direction: 'up',
        scoreKind: 'holdings',
      },
      name: 'Holders piling in',
    });
    expect(made.id).toBe(7);
    expect(requests[0]?.method).toBe('POST');
    expect(path(requests[0] as Request)).toBe('/api/alerts/rules');
    expect(await requests[0]?.json()).toEqual({
      rule: {
        kind: 'score_crossing',
        token: { venue: 'dex', network: 'base', address: ADDRESS },
        level: 60,
        direction: 'up',
        score_kind: 'holdings',
      },
      name: 'Holders piling in',
    });
  });

  it('edit and delete one rule by its path', async () => {
    const { requests } = captureRequests((request) =>
      request.method === 'DELETE'
        ? jsonResponse({ result: 'ok' })
        : jsonResponse({ result: 'ok', data: stored({ enabled: false }) }),
    );
    expect((await updateAlertRule(7, { enabled: false })).enabled).toBe(false);
    await updateAlertRule(7, {
      rule: {
        kind: 'cluster_buys',
        token: { venue: 'cex', coin: 'BTC' },
        wallets: 9,
        hours: 6,
      },
    });
    await deleteAlertRule(7);
    expect(requests.map((r) => [r.method, path(r)])).toEqual([
      ['PATCH', '/api/alerts/rules/7'],
      ['PATCH', '/api/alerts/rules/7'],
      ['DELETE', '/api/alerts/rules/7'],
    ]);
    expect(await requests[0]?.json()).toEqual({ enabled: false });
    expect(await requests[1]?.json()).toEqual({
      rule: { kind: 'cluster_buys', token: { venue: 'cex', coin: 'BTC' }, wallets: 9, hours: 6 },
    });
  });

  it('raise the API’s refusal as an ApiError with its status and message', async () => {
    captureRequests(() => jsonResponse({ message: 'No CEX coin NOPE' }, 404));
    const failure = await createAlertRule({
      rule: { kind: 'cluster_buys', token: { venue: 'cex', coin: 'NOPE' }, wallets: 3, hours: 1 },
    }).catch((error: unknown) => error);
    expect(isApiError(failure) && failure.status).toBe(404);
    expect(isApiError(failure) && failure.data).toEqual({ message: 'No CEX coin NOPE' });
  });

  it('refuse an answer that is not a rule', async () => {
    captureRequests(() => jsonResponse({ result: 'ok', data: [{ id: 'seven' }] }));
    await expect(fetchAlertRules()).rejects.toMatchObject({ kind: 'invalid-response' });
  });
});

describe('checking a rule before it is sent', () => {
  it('passes a valid rule and names each bad field as the contract words it', () => {
    expect(
      validateAlertRule({
        rule: {
          kind: 'position_change',
          subject: { type: 'influencer', venue: 'dex', handle: '@alpha' },
          event: 'any',
        },
      }),
    ).toMatchObject({ ok: true });
    const bad = validateAlertRule({
      rule: { kind: 'cluster_buys', token: { venue: 'cex', coin: ' ' }, wallets: 0, hours: 100 },
      name: 'x'.repeat(81),
    });
    expect(bad).toEqual({
      ok: false,
      errors: {
        'token.coin': 'coin must not be empty',
        wallets: 'wallets must be at least 1',
        hours: 'hours must be at most 72',
        name: 'name must be at most 80 characters',
      },
    });
    const netflow = validateAlertRule({
      rule: {
        kind: 'netflow_above',
        token: { venue: 'dex', network: 'base', address: ADDRESS },
        usd: -5,
        hours: 200,
      },
    });
    expect(netflow).toEqual({
      ok: false,
      errors: { usd: 'usd must be above 0', hours: 'hours must be at most 168' },
    });
  });
});

describe('rules in words', () => {
  it('say what each kind watches', () => {
    const pepe = { venue: 'dex', ticker: 'PEPE', name: 'Pepe', network: 'base', address: ADDRESS };
    expect(
      describeAlertRule({
        kind: 'cluster_buys',
        token: { venue: 'cex', coin: 'BTC' },
        wallets: 1,
        hours: 1,
      }),
    ).toBe('1 smart-money wallet buys BTC within 1 hour');
    expect(
      describeAlertRule(
        {
          kind: 'netflow_above',
          token: { venue: 'dex', network: 'base', address: ADDRESS },
          usd: 1_500_000,
          hours: 24,
        },
        pepe as never,
      ),
    ).toBe('Netflow into PEPE reaches $1.50M within 24 hours');
    expect(
      describeAlertRule({
        kind: 'netflow_above',
        token: { venue: 'dex', network: 'base', address: ADDRESS },
        usd: 999,
        hours: 2,
      }),
    ).toBe('Netflow into 0xabab…abab reaches $999.00 within 2 hours');
    expect(
      describeAlertRule({
        kind: 'score_crossing',
        token: { venue: 'cex', coin: 'ETH' },
        level: -20,
        direction: 'down',
        scoreKind: 'accumulation',
      }),
    ).toBe('ETH accumulation score falls to -20 or below');
    expect(
      describeAlertRule({
        kind: 'position_change',
        subject: { type: 'influencer', venue: 'cex', handle: 'alpha' },
        event: 'open',
      }),
    ).toBe('@alpha opens a position');
  });
});
