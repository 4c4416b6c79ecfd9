import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setApiFetch } from '../../http/transport.ts';
import {
  fakeApi,
  GUILD,
  jsonResponse,
  resetSessionWorld,
  signInAs,
  TOKEN_PAIR,
  TRADER,
} from '../../session/test-fixtures.ts';
import { AuthApiError, authFailureText } from '../../auth/auth-error.ts';
import { getProfile, loginWithCredentials, refreshCredentialTokens } from './credentials.ts';
import { refreshDiscordTokens } from './discord-refresh.ts';
import { exchangeDiscordCode } from './discord-token.ts';
import { getHealth, isApiAvailable } from './health.ts';
import { logoutRequest } from './logout.ts';
import { getUser, getUserPreferences, updateUser, updateUserPreferences } from './users.ts';

const PREFS = {
  currency: 'USD',
  dateFormat: 'DD/MM/YYYY',
  numberFormat: 'en-US',
  refreshInterval: 30000,
};
const DETAIL = {
  id: TRADER.id,
  username: 'trader',
  discriminator: '0',
  avatar: null,
  email: null,
  verified: true,
  locale: 'en-US',
  mfa_enabled: false,
  premium_type: 0,
  public_flags: 0,
};

beforeEach(() => resetSessionWorld());
afterEach(() => {
  vi.useRealTimers();
  resetSessionWorld();
});

describe("'Auth API Error: <message>'", () => {
  it('takes the error field, else the message field, else the status', () => {
    expect(authFailureText({ error: 'E', message: 'M' }, 400)).toBe('E');
    expect(authFailureText({ message: 'M' }, 400)).toBe('M');
    expect(authFailureText({ error: '' }, 503)).toBe('503');
    expect(authFailureText(undefined, 500)).toBe('500');
  });

  it('is what a refused auth call throws', async () => {
    fakeApi({ 'POST /auth/logout': () => jsonResponse({ error: 'Session revoked' }, 401) });
    const failure = logoutRequest();
    await expect(failure).rejects.toThrow('Auth API Error: Session revoked');
    await expect(failure).rejects.toBeInstanceOf(AuthApiError);
    fakeApi({ 'GET /health': () => new Response('', { status: 502 }) });
    await expect(getHealth()).rejects.toThrow('Auth API Error: 502');
  });

  it("keeps the client's 'Network Error' for a dead network", async () => {
    setApiFetch(() => Promise.reject(new TypeError('fetch failed')));
    await expect(getHealth()).rejects.toThrow(/^Network Error$/);
  });
});

describe('GET /health', () => {
  it('reads status, service and timestamp; isApiAvailable reports it', async () => {
    const health = { status: 'ok', service: 'api', timestamp: '2025-01-01T00:00:00.000Z' };
    fakeApi({ 'GET /health': () => jsonResponse(health) });
    await expect(getHealth()).resolves.toEqual(health);
    await expect(isApiAvailable()).resolves.toBe(true);
    fakeApi({});
    await expect(isApiAvailable()).resolves.toBe(false);
  });
});

describe('POST /auth/discord/token', () => {
  it('sends {code, state, redirectUri} and maps user, tokens and guilds', async () => {
    vi.useFakeTimers({ now: 1_000_000 });
    const { sent } = fakeApi({
      'POST /auth/discord/token': () =>
        jsonResponse({ success: true, user: TRADER, tokens: TOKEN_PAIR, guilds: [GUILD] }),
    });
    const result = await exchangeDiscordCode({ code: 'c', state: 's', redirectUri: 'http://x/cb' });
    vi.useRealTimers();
    expect(sent[0]?.body).toEqual({ code: 'c', state: 's', redirectUri: 'http://x/cb' });
    expect(result.user).toEqual(TRADER);
    expect(result.tokens).toEqual({
      accessToken: 'access-new',
      refreshToken: 'refresh-new',
      tokenType: 'Bearer',
      expiresAt: 1_000_000 + 604_800_000,
    });
    expect(result.guilds[0]?.approximateMemberCount).toBe(42);
  });

  it("fails with 'Token exchange failed' when the answer is not a success", async () => {
    fakeApi({ 'POST /auth/discord/token': () => jsonResponse({ success: false }) });
    await expect(
      exchangeDiscordCode({ code: 'c', state: 's', redirectUri: 'http://x' }),
    ).rejects.toThrow(/^Token exchange failed$/);
    fakeApi({ 'POST /auth/discord/token': () => jsonResponse({ success: true, user: TRADER }) });
    await expect(
      exchangeDiscordCode({ code: 'c', state: 's', redirectUri: 'http://x' }),
    ).rejects.toThrow(/^Token exchange failed$/);
  });
});

describe('POST /auth/discord/refresh', () => {
  it('sends {refresh_token} and maps the new tokens', async () => {
    const { sent } = fakeApi({
      'POST /auth/discord/refresh': () => jsonResponse({ success: true, tokens: TOKEN_PAIR }),
    });
    const tokens = await refreshDiscordTokens('refresh-1');
    expect(sent[0]?.body).toEqual({ refresh_token: 'refresh-1' });
    expect(tokens.accessToken).toBe('access-new');
  });

  it("fails with 'Token refresh failed' when the answer is not a success", async () => {
    fakeApi({ 'POST /auth/discord/refresh': () => jsonResponse({ success: false }) });
    await expect(refreshDiscordTokens('r')).rejects.toThrow(/^Token refresh failed$/);
  });
});

describe('session and user calls', () => {
  it('POST /auth/login, POST /auth/refresh, GET /auth/profile, POST /auth/logout', async () => {
    const login = {
      ...TOKEN_PAIR,
      expires_in: 3600,
      user: { id: '1', username: 'test', email: 'e', avatar: null },
    };
    const { sent } = fakeApi({
      'POST /auth/login': () => jsonResponse(login),
      'POST /auth/refresh': () => jsonResponse(login),
      'GET /auth/profile': () =>
        jsonResponse({ ...login.user, created_at: '2025-01-01', updated_at: '2025-01-02' }),
      'POST /auth/logout': () => jsonResponse({ result: 'ok' }),
    });
    signInAs();
    const result = await loginWithCredentials({ email: 'e', password: 'p' });
    expect(result.user.username).toBe('test');
    expect((await refreshCredentialTokens('r')).accessToken).toBe('access-new');
    expect((await getProfile()).created_at).toBe('2025-01-01');
    await logoutRequest();
    expect(sent.map((request) => `${request.method} ${request.path}`)).toEqual([
      'POST /auth/login',
      'POST /auth/refresh',
      'GET /auth/profile',
      'POST /auth/logout',
    ]);
    expect(sent[1]?.body).toEqual({ refresh_token: 'r' });
    expect(sent[3]?.headers.get('Authorization')).toBe('Bearer access-1');
  });

  it('GET and PATCH /users/{id} and /users/{id}/preferences', async () => {
    const { sent } = fakeApi({
      [`GET /users/${TRADER.id}`]: () => jsonResponse(DETAIL),
      [`PATCH /users/${TRADER.id}`]: () => jsonResponse({ ...DETAIL, locale: 'cs' }),
      [`GET /users/${TRADER.id}/preferences`]: () => jsonResponse({ preferences: PREFS }),
      [`PATCH /users/${TRADER.id}/preferences`]: () =>
        jsonResponse({ preferences: { ...PREFS, currency: 'EUR' } }),
    });
    expect((await getUser(TRADER.id)).mfaEnabled).toBe(false);
    expect((await updateUser(TRADER.id, { locale: 'cs' })).locale).toBe('cs');
    expect(await getUserPreferences(TRADER.id)).toEqual(PREFS);
    expect((await updateUserPreferences(TRADER.id, { currency: 'EUR' })).currency).toBe('EUR');
    expect(sent[1]?.body).toEqual({ locale: 'cs' });
    expect(sent[3]?.body).toEqual({ preferences: { currency: 'EUR' } });
  });
});
