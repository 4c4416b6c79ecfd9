import { beforeAll, describe, expect, it } from 'vitest';
import { userPreferencesPath } from '@flowscope/shared-api/contract';
import { signIn, testApi, type Session, type TestApi } from './helpers.ts';

describe('preferences.tables (column sets and density)', () => {
  let api: TestApi;
  let trader: Session;
  const call = (method: string, body?: unknown) =>
    api.app.request(userPreferencesPath(trader.userId), {
      method,
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${trader.token}`,
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  const view = { hidden: ['ticker', 'walletsInteracted'], order: ['score'], density: 'compact' };

  beforeAll(async () => {
    api = testApi();
    trader = await signIn(api, 'free');
  });

  it('stores table views and answers them on the next read, beside the other preferences', async () => {
    const saved = await call('PATCH', {
      preferences: { tables: { 'top-accumulations-dex:Top Accumulations': view } },
    });
    expect(saved.status).toBe(200);
    const read = (await (await call('GET')).json()) as {
      preferences: { currency: string; tables: Record<string, unknown> };
    };
    expect(read.preferences.tables).toEqual({ 'top-accumulations-dex:Top Accumulations': view });
    expect(read.preferences.currency).toBe('USD');
  });

  it.each([
    ['a density outside the two', { t: { ...view, density: 'tiny' } }],
    ['column keys that are not text', { t: { ...view, hidden: [1] } }],
    ['a view without its fields', { t: {} }],
    ['a list instead of an object', [view]],
  ])('refuses %s with 400 and keeps what was stored', async (_case, tables) => {
    const refused = await call('PATCH', { preferences: { tables } });
    expect(refused.status).toBe(400);
    const read = (await (await call('GET')).json()) as {
      preferences: { tables: Record<string, unknown> };
    };
    expect(read.preferences.tables).toEqual({ 'top-accumulations-dex:Top Accumulations': view });
  });
});
