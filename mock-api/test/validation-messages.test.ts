import { beforeAll, describe, expect, it } from 'vitest';
import { userPreferencesPath } from '@flowscope/shared-api/contract';
import { signIn, testApi, type Session, type TestApi } from './helpers.ts';

/** 400 answers where the contract gives a rule no words of its own: zod's English names it. */
describe('validation messages', () => {
  let api: TestApi;
  let trader: Session;

  beforeAll(async () => {
    api = testApi();
    trader = await signIn(api, 'free');
  });

  const refusal = async (preferences: unknown): Promise<string> => {
    const answer = await api.app.request(userPreferencesPath(trader.userId), {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${trader.token}` },
      body: JSON.stringify({ preferences }),
    });
    expect(answer.status).toBe(400);
    return ((await answer.json()) as { message: string }).message;
  };

  it.each([
    [
      { refreshInterval: -1 },
      'preferences.refreshInterval: Too small: expected number to be >=1000',
    ],
    [{ refreshInterval: 1.5 }, 'preferences.refreshInterval: Invalid input: expected int'],
    [{ currency: '' }, 'preferences.currency: Too small: expected string to have >=1 characters'],
    [{ timeZone: 'Mars' }, 'preferences.timeZone: Invalid option: expected one of'],
    [
      { numberFormat: 7 },
      'preferences.numberFormat: Invalid input: expected string, received number',
    ],
  ])('says what is wrong with %j', async (preferences, message) => {
    expect(await refusal(preferences)).toContain(message);
  });

  it('keeps the words the contract gives a rule', async () => {
    expect(await refusal({ alerts: { clusterWallets: 0, clusterHours: 4 } })).toContain(
      'preferences.alerts.clusterWallets: Wallets must be at least',
    );
  });
});
