import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ALERT_PATHS,
  ALERT_RULES_PER_USER,
  alertRulePath,
  type AlertRule,
} from '@flowscope/shared-api/contract';
import { call, createRule } from './alert-helpers.ts';
import { LIVE_HISTORY_DAYS, type Session, signIn, testApi, type TestApi } from './helpers.ts';

const SEED = 'alert-tests';

let api: TestApi;
let premium: Session;
let free: Session;

beforeAll(async () => {
  api = testApi({ seed: SEED, historyDays: LIVE_HISTORY_DAYS });
  premium = await signIn(api, 'premium');
  free = await signIn(api, 'free');
});
afterAll(() => api.close());

const cexCoin = () => api.market().venueTokens.cex[0]?.ticker ?? 'BTC';
const dexToken = () => {
  const token = api.market().venueTokens.dex.find((t) => t.address && t.network !== 'solana');
  if (!token?.address || !token.network) throw new Error('no DEX token');
  return { venue: 'dex' as const, network: token.network, address: token.address };
};
const influencer = (venue: 'cex' | 'dex') => {
  const found = api.market().influencers.find((i) => i.venue === venue);
  if (!found) throw new Error('no influencer');
  return found;
};

describe('alert rules need a sign-in', () => {
  it('answers 401 to every alert call without a valid bearer token', async () => {
    const calls: ['GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', string, unknown?][] = [
      ['GET', ALERT_PATHS.alerts],
      ['POST', ALERT_PATHS.read, {}],
      ['GET', ALERT_PATHS.rules],
      ['POST', ALERT_PATHS.rules, { rule: { kind: 'cluster_buys' } }],
      ['PATCH', alertRulePath(1), { enabled: false }],
      ['DELETE', alertRulePath(1)],
      ['GET', ALERT_PATHS.webhook],
      ['PUT', ALERT_PATHS.webhook, { url: 'https://example.com/hook' }],
      ['DELETE', ALERT_PATHS.webhook],
      ['POST', ALERT_PATHS.webhookSecret],
      ['POST', ALERT_PATHS.webhookTest],
      ['GET', ALERT_PATHS.webhookDeliveries],
      ['GET', ALERT_PATHS.favorites],
    ];
    for (const [method, path, body] of calls) {
      const anonymous = await call<{ message: string }>(api, method, path, undefined, body);
      expect(anonymous.status, `${method} ${path}`).toBe(401);
      expect(anonymous.body.message).toMatch(/bearer token/i);
      const forged = await call(api, method, path, { ...premium, token: 'not-a-token' }, body);
      expect(forged.status, `${method} ${path} with a forged token`).toBe(401);
    }
  });
});

describe('rule validation', () => {
  const bad: [string, unknown, RegExp][] = [
    ['an unknown kind', { kind: 'price_above' }, /kind must be one of: cluster_buys/],
    [
      'no wallets',
      { kind: 'cluster_buys', token: { venue: 'cex', coin: 'BTC' }, wallets: 0, hours: 4 },
      /wallets must be at least 1/,
    ],
    [
      'too many wallets',
      { kind: 'cluster_buys', token: { venue: 'cex', coin: 'BTC' }, wallets: 201, hours: 4 },
      /wallets must be at most 200/,
    ],
    [
      'a cluster window over three days',
      { kind: 'cluster_buys', token: { venue: 'cex', coin: 'BTC' }, wallets: 5, hours: 73 },
      /hours must be at most 72/,
    ],
    [
      'a fractional window',
      { kind: 'netflow_above', token: { venue: 'cex', coin: 'BTC' }, usd: 1e6, hours: 1.5 },
      /hours must be a whole number/,
    ],
    [
      'a netflow level of zero',
      { kind: 'netflow_above', token: { venue: 'cex', coin: 'BTC' }, usd: 0, hours: 4 },
      /usd must be above 0/,
    ],
    [
      'an unknown venue',
      { kind: 'netflow_above', token: { venue: 'nyse', coin: 'BTC' }, usd: 5, hours: 4 },
      /token must be \{ venue: 'cex', coin \} or \{ venue: 'dex', network, address \}/,
    ],
    [
      'an unknown network',
      {
        kind: 'netflow_above',
        token: { venue: 'dex', network: 'mars', address: '0xabc' },
        usd: 5,
        hours: 4,
      },
      /network must be one of/,
    ],
    [
      'a score level past 100',
      {
        kind: 'score_crossing',
        token: { venue: 'cex', coin: 'BTC' },
        level: 101,
        direction: 'up',
        score_kind: 'accumulation',
      },
      /level must be at most 100/,
    ],
    [
      'a sideways crossing',
      {
        kind: 'score_crossing',
        token: { venue: 'cex', coin: 'BTC' },
        level: 50,
        direction: 'sideways',
        score_kind: 'accumulation',
      },
      /direction must be up or down/,
    ],
    [
      'an unknown score',
      {
        kind: 'score_crossing',
        token: { venue: 'cex', coin: 'BTC' },
        level: 50,
        direction: 'up',
        score_kind: 'vibes',
      },
      /score_kind must be accumulation or holdings/,
    ],
    [
      'a wallet that is not an address',
      { kind: 'position_change', subject: { type: 'wallet', address: '0x12' }, event: 'open' },
      /address.*must be an address: 0x and 40 hex digits/,
    ],
    [
      'an unknown subject',
      { kind: 'position_change', subject: { type: 'whale' }, event: 'open' },
      /subject type must be influencer or wallet/,
    ],
    [
      'an unknown event',
      {
        kind: 'position_change',
        subject: { type: 'influencer', venue: 'dex', handle: 'x' },
        event: 'flip',
      },
      /event must be open, close or any/,
    ],
  ];
  it.each(bad)('refuses %s with a 400 that names the field', async (_what, rule, message) => {
    const answer = await call<{ message: string }>(api, 'POST', ALERT_PATHS.rules, premium, {
      rule,
    });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(message);
  });

  it('refuses a body that is not JSON, and a name that is too long', async () => {
    const response = await api.app.request(ALERT_PATHS.rules, {
      method: 'POST',
      headers: { authorization: `Bearer ${premium.token}`, 'content-type': 'application/json' },
      body: '{not json',
    });
    expect(response.status).toBe(400);
    const named = await call<{ message: string }>(api, 'POST', ALERT_PATHS.rules, premium, {
      rule: {
        kind: 'cluster_buys',
        token: { venue: 'cex', coin: cexCoin() },
        wallets: 3,
        hours: 4,
      },
      name: 'x'.repeat(81),
    });
    expect(named.status).toBe(400);
    expect(named.body.message).toMatch(/name must be at most 80 characters/);
  });

  it('answers 404 for a token, influencer or wallet the market does not have', async () => {
    const cases: [unknown, RegExp][] = [
      [
        { kind: 'cluster_buys', token: { venue: 'cex', coin: 'NOSUCHCOIN' }, wallets: 3, hours: 4 },
        /No CEX coin NOSUCHCOIN/,
      ],
      [
        {
          kind: 'netflow_above',
          token: { venue: 'dex', network: 'base', address: `0x${'0'.repeat(40)}` },
          usd: 10,
          hours: 4,
        },
        /No DEX token 0x0+ on base/,
      ],
      [
        {
          kind: 'position_change',
          subject: { type: 'influencer', venue: 'dex', handle: 'nobody_at_all_here' },
          event: 'any',
        },
        /No DEX influencer @nobody_at_all_here/,
      ],
      [
        {
          kind: 'position_change',
          subject: { type: 'wallet', address: `0x${'f'.repeat(40)}` },
          event: 'any',
        },
        /No smart-money wallet/,
      ],
    ];
    for (const [rule, message] of cases) {
      const answer = await call<{ message: string }>(api, 'POST', ALERT_PATHS.rules, premium, {
        rule,
      });
      expect(answer.status).toBe(404);
      expect(answer.body.message).toMatch(message);
    }
    // An influencer of the other venue is not one of this venue's.
    const cex = influencer('cex');
    const wrongVenue = await call(api, 'POST', ALERT_PATHS.rules, premium, {
      rule: {
        kind: 'position_change',
        subject: { type: 'influencer', venue: 'dex', handle: cex.handle },
        event: 'any',
      },
    });
    expect(wrongVenue.status).toBe(404);
  });
});

describe('rule lifecycle', () => {
  it('creates every kind, spelled as the market spells it, and lists them newest first', async () => {
    const trader = await signIn(api, 'free');
    const dex = dexToken();
    const star = influencer('dex');
    const wallet = api.market().wallets[7]?.address ?? '';
    const made = [
      await createRule(api, trader, {
        rule: {
          kind: 'cluster_buys',
          token: { venue: 'cex', coin: cexCoin().toLowerCase() },
          wallets: 5,
          hours: 4,
        },
        name: '  Five on the coin  ',
      }),
      await createRule(api, trader, {
        rule: {
          kind: 'netflow_above',
          token: { ...dex, address: dex.address.toUpperCase().replace('0X', '0x') },
          usd: 250_000,
          hours: 24,
        },
      }),
      await createRule(api, trader, {
        rule: {
          kind: 'score_crossing',
          token: dex,
          level: -20.5,
          direction: 'down',
          score_kind: 'holdings',
        },
        enabled: false,
      }),
      await createRule(api, trader, {
        rule: {
          kind: 'position_change',
          subject: { type: 'influencer', venue: 'dex', handle: `@${star.handle.toUpperCase()}` },
          event: 'open',
        },
      }),
      await createRule(api, trader, {
        rule: {
          kind: 'position_change',
          subject: { type: 'wallet', address: wallet.toUpperCase().replace('0X', '0x') },
          event: 'close',
        },
        name: '',
      }),
    ];
    expect(made[0]?.rule).toEqual({
      kind: 'cluster_buys',
      token: { venue: 'cex', coin: cexCoin() },
      wallets: 5,
      hours: 4,
    });
    expect(made[0]?.name).toBe('Five on the coin');
    const coin = api.market().byCoin.get(cexCoin());
    expect(made[0]?.token).toEqual({
      venue: 'cex',
      ticker: cexCoin(),
      name: coin?.name,
      network: null,
      address: null,
    });
    expect(made[1]?.token).toMatchObject({
      venue: 'dex',
      network: dex.network,
      address: dex.address,
    });
    expect(made[3]?.token).toBeNull();
    expect(made[1]?.rule).toMatchObject({ token: dex });
    expect(made[2]).toMatchObject({ enabled: false, last_fired_at: null });
    expect(made[3]?.rule).toMatchObject({ subject: { handle: star.handle } });
    expect(made[4]).toMatchObject({ name: null, rule: { subject: { address: wallet } } });

    const listed = await call<{ result: string; data: AlertRule[] }>(
      api,
      'GET',
      ALERT_PATHS.rules,
      trader,
    );
    expect(listed.body.result).toBe('ok');
    expect(listed.body.data.map((rule) => rule.id)).toEqual(made.map((rule) => rule.id).reverse());
  });

  it('turns a rule off and on, renames it, changes it, deletes it; another trader cannot touch it', async () => {
    const rule = await createRule(api, premium, {
      rule: {
        kind: 'cluster_buys',
        token: { venue: 'cex', coin: cexCoin() },
        wallets: 3,
        hours: 2,
      },
    });
    const path = alertRulePath(rule.id);

    const off = await call<{ data: AlertRule }>(api, 'PATCH', path, premium, { enabled: false });
    expect(off.status).toBe(200);
    expect(off.body.data).toMatchObject({ enabled: false, rule: rule.rule });
    const renamed = await call<{ data: AlertRule }>(api, 'PATCH', path, premium, {
      name: 'Renamed',
    });
    expect(renamed.body.data).toMatchObject({ enabled: false, name: 'Renamed' });
    const changed = await call<{ data: AlertRule }>(api, 'PATCH', path, premium, {
      enabled: true,
      rule: { kind: 'netflow_above', token: { venue: 'cex', coin: cexCoin() }, usd: 1e6, hours: 8 },
    });
    expect(changed.body.data).toMatchObject({
      enabled: true,
      name: 'Renamed',
      rule: { kind: 'netflow_above', usd: 1e6, hours: 8 },
    });
    expect(Date.parse(changed.body.data.updated_at)).toBeGreaterThanOrEqual(
      Date.parse(rule.created_at),
    );

    expect((await call(api, 'PATCH', path, premium, {})).status).toBe(400);
    expect((await call(api, 'PATCH', path, free, { enabled: false })).status).toBe(404);
    expect((await call(api, 'DELETE', path, free)).status).toBe(404);
    expect(
      (await call(api, 'PATCH', alertRulePath('abc'), premium, { enabled: true })).status,
    ).toBe(404);

    expect((await call(api, 'DELETE', path, premium)).body).toEqual({ result: 'ok' });
    expect((await call(api, 'DELETE', path, premium)).status).toBe(404);
    const left = await call<{ data: AlertRule[] }>(api, 'GET', ALERT_PATHS.rules, premium);
    expect(left.body.data.some((listed) => listed.id === rule.id)).toBe(false);
  });

  it(`keeps at most ${ALERT_RULES_PER_USER} rules per trader`, async () => {
    const trader = await signIn(api, 'free');
    const existing = (await call<{ data: AlertRule[] }>(api, 'GET', ALERT_PATHS.rules, trader)).body
      .data.length;
    for (let i = existing; i < ALERT_RULES_PER_USER; i += 1) {
      await createRule(api, trader, {
        rule: {
          kind: 'netflow_above',
          token: { venue: 'cex', coin: cexCoin() },
          usd: 1e9 + i,
          hours: 1,
        },
      });
    }
    const over = await call<{ message: string }>(api, 'POST', ALERT_PATHS.rules, trader, {
      rule: { kind: 'netflow_above', token: { venue: 'cex', coin: cexCoin() }, usd: 5, hours: 1 },
    });
    expect(over.status).toBe(409);
    expect(over.body.message).toMatch(/delete one first/);
  });

  it('answers 405 for a method a path does not serve', async () => {
    expect((await call(api, 'DELETE', ALERT_PATHS.alerts, premium)).status).toBe(405);
    expect((await call(api, 'GET', alertRulePath(3), premium)).status).toBe(405);
  });
});
