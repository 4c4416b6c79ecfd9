import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OAUTH_STORAGE_KEYS } from '../oauth/oauth-storage.ts';
import { readSavedLogin, saveLogin, SAVED_LOGIN_KEY } from './saved-login.ts';
import { useSessionStore } from './session-store.ts';
import {
  fakeApi,
  jsonResponse,
  notices,
  resetSessionWorld,
  signInAs,
  TOKEN_PAIR,
  TRADER,
  tokensExpiringIn,
} from './test-fixtures.ts';
import { refreshOrExpire, refreshSession } from './token-refresh.ts';

const SESSION_EXPIRED = {
  type: 'warning',
  title: 'Session Expired',
  message: 'Your session has expired. Please sign in again.',
};

beforeEach(() => {
  resetSessionWorld();
  vi.useFakeTimers({ now: 1_700_000_000_000 });
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  vi.useRealTimers();
  resetSessionWorld();
});

describe('token refresh', () => {
  it('needs a refresh token', async () => {
    signInAs(TRADER, tokensExpiringIn(60_000, null));
    await expect(refreshSession()).rejects.toThrow('No refresh token available');
  });

  it("stores the new tokens and saves them; the lifetime is the answer's expires_in", async () => {
    const { sent } = fakeApi({
      'POST /auth/discord/refresh': () => jsonResponse({ success: true, tokens: TOKEN_PAIR }),
    });
    signInAs(TRADER, tokensExpiringIn(60_000));
    await refreshSession();
    expect(sent[0]).toMatchObject({
      path: '/auth/discord/refresh',
      body: { refresh_token: 'refresh-1' },
    });
    const state = useSessionStore.getState();
    expect(state.tokens?.accessToken).toBe('access-new');
    // One lifetime, from the server's answer (7 days here), not an assumed 720 hours.
    expect(state.tokens?.expiresAt).toBe(Date.now() + 604_800_000);
    expect(state).not.toHaveProperty('sessionExpiresAt');
    expect(readSavedLogin()?.tokens.accessToken).toBe('access-new');
  });

  it('reads an answer without expires_in as 30 days and without token_type as Bearer', async () => {
    const { access_token, refresh_token } = TOKEN_PAIR;
    fakeApi({
      'POST /auth/discord/refresh': () =>
        jsonResponse({ success: true, tokens: { access_token, refresh_token } }),
    });
    signInAs(TRADER, tokensExpiringIn(60_000));
    await refreshSession();
    const tokens = useSessionStore.getState().tokens;
    expect(tokens?.expiresAt).toBe(Date.now() + 2_592_000_000);
    expect(tokens?.tokenType).toBe('Bearer');
    expect(useSessionStore.getState().user).toEqual(TRADER);
  });

  it('shares one call between concurrent callers', async () => {
    const { sent } = fakeApi({
      'POST /auth/discord/refresh': () => jsonResponse({ success: true, tokens: TOKEN_PAIR }),
    });
    signInAs(TRADER, tokensExpiringIn(60_000));
    await Promise.all([refreshSession(), refreshSession(), refreshOrExpire()]);
    expect(sent).toHaveLength(1);
  });

  it("disconnects with the 'Session Expired' warning when the refresh fails", async () => {
    fakeApi({
      'POST /auth/discord/refresh': () =>
        jsonResponse({ success: false, error: 'Token refresh failed' }, 401),
    });
    signInAs(TRADER, tokensExpiringIn(60_000));
    useSessionStore.setState({ guilds: [{ id: '1', name: 'g', icon: null }] });
    saveLogin({ user: TRADER, tokens: tokensExpiringIn(60_000) });
    await expect(refreshOrExpire()).resolves.toBe(false);
    const state = useSessionStore.getState();
    expect(state.user).toBeNull();
    expect(state.tokens).toBeNull();
    expect(state.guilds).toEqual([]);
    expect(localStorage.getItem(SAVED_LOGIN_KEY)).toBeNull();
    expect(notices()).toEqual([SESSION_EXPIRED]);
  });

  it('treats a missing refresh token as an expired session', async () => {
    signInAs(TRADER, tokensExpiringIn(60_000, null));
    await expect(refreshOrExpire()).resolves.toBe(false);
    expect(useSessionStore.getState().user).toBeNull();
    expect(notices()).toEqual([SESSION_EXPIRED]);
  });

  it('does not bring back a session signed out during the call', async () => {
    let answer: (response: Response) => void = () => {};
    fakeApi({
      'POST /auth/discord/refresh': () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });
    signInAs(TRADER, tokensExpiringIn(60_000));
    const refreshing = refreshOrExpire();
    await vi.advanceTimersByTimeAsync(0);
    useSessionStore.setState({ user: null, tokens: null });
    answer(jsonResponse({ success: true, tokens: TOKEN_PAIR }));
    await expect(refreshing).resolves.toBe(false);
    expect(useSessionStore.getState().tokens).toBeNull();
    expect(notices()).toEqual([]);
    expect(localStorage.getItem(OAUTH_STORAGE_KEYS.success)).toBeNull();
  });
});
