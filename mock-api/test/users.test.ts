import { beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_PREFERENCES,
  userPath,
  userPreferencesPath,
  UserDetailSchema,
} from '@flowscope/shared-api/contract';
import { signIn, testApi, type Session, type TestApi } from './helpers.ts';

describe('/users/{id} and /users/{id}/preferences', () => {
  let api: TestApi;
  let premium: Session;
  let free: Session;
  const call = (path: string, token: string | undefined, method = 'GET', body?: unknown) =>
    api.app.request(path, {
      method,
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });

  beforeAll(async () => {
    api = testApi();
    premium = await signIn(api, 'premium');
    free = await signIn(api, 'free');
  });

  it('answers the platform user detail to the user themself only', async () => {
    const own = await call(userPath(premium.userId), premium.token);
    expect(own.status).toBe(200);
    const detail = UserDetailSchema.parse(await own.json());
    expect(detail.id).toBe(premium.userId);
    expect(detail.premium_type).toBeGreaterThan(0);
    const other = await call(userPath(premium.userId), free.token);
    expect(other.status).toBe(403);
    expect(((await other.json()) as { message: string }).message).toContain('another user');
    expect((await call(userPath(premium.userId), undefined)).status).toBe(401);
  });

  it('patches the user and validates the patch', async () => {
    const patched = await call(userPath(free.userId), free.token, 'PATCH', { locale: 'cs-CZ' });
    expect(patched.status).toBe(200);
    expect(((await patched.json()) as { locale: string }).locale).toBe('cs-CZ');
    const bad = await call(userPath(free.userId), free.token, 'PATCH', { email: 'not-an-email' });
    expect(bad.status).toBe(400);
  });

  it('starts from the spec defaults and merges preference patches', async () => {
    const initial = await call(userPreferencesPath(free.userId), free.token);
    expect(await initial.json()).toEqual({ preferences: DEFAULT_PREFERENCES });
    const patched = await call(userPreferencesPath(free.userId), free.token, 'PATCH', {
      preferences: { currency: 'EUR', refreshInterval: 60000 },
    });
    expect(await patched.json()).toEqual({
      preferences: { ...DEFAULT_PREFERENCES, currency: 'EUR', refreshInterval: 60000 },
    });
    const read = await call(userPreferencesPath(free.userId), free.token);
    expect(
      ((await read.json()) as { preferences: { currency: string } }).preferences.currency,
    ).toBe('EUR');
    const bad = await call(userPreferencesPath(free.userId), free.token, 'PATCH', {
      preferences: { refreshInterval: -1 },
    });
    expect(bad.status).toBe(400);
    const forbidden = await call(userPreferencesPath(free.userId), premium.token, 'PATCH', {
      preferences: { currency: 'CZK' },
    });
    expect(forbidden.status).toBe(403);
  });

  it("keeps 'Times in' with the preferences and refuses a clock it does not know", async () => {
    const path = userPreferencesPath(premium.userId);
    const saved = await call(path, premium.token, 'PATCH', { preferences: { timeZone: 'utc' } });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({ preferences: { timeZone: 'utc' } });
    const reread = (await (await call(path, premium.token)).json()) as {
      preferences: { timeZone?: string };
    };
    expect(reread.preferences.timeZone).toBe('utc');
    const bad = await call(path, premium.token, 'PATCH', {
      preferences: { timeZone: 'Europe/Paris' },
    });
    expect(bad.status).toBe(400);
  });
});
