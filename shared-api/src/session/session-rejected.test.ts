import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiGet } from '../http/index.ts';
import * as z from 'zod/mini';
import { readSavedLogin, saveLogin } from './saved-login.ts';
import { initializeSessionServices } from './service-manager.ts';
import { useSessionStore } from './session-store.ts';
import {
  fakeApi,
  jsonResponse,
  notices,
  resetSessionWorld,
  TOKEN_PAIR,
  TRADER,
  tokensExpiringIn,
} from './test-fixtures.ts';

const prefsPath = `/users/${TRADER.id}/preferences`;
const REJECTED = () => jsonResponse({ success: false, error: 'Invalid access token' }, 401);
const SESSION_EXPIRED = {
  type: 'warning',
  title: 'Session Expired',
  message: 'Your session has expired. Please sign in again.',
};

beforeEach(() => {
  resetSessionWorld();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => resetSessionWorld());

/** A saved login whose token the server no longer accepts, though it looks valid for days. */
function savedRejectedLogin(): void {
  saveLogin({ user: TRADER, tokens: tokensExpiringIn(7 * 86_400_000) });
}

describe('a session the server rejects', () => {
  it('signs out after one failed refresh, with the Session Expired warning', async () => {
    const { sent } = fakeApi({
      [`GET ${prefsPath}`]: REJECTED,
      'GET /favorites': REJECTED,
      'POST /auth/discord/refresh': () =>
        jsonResponse({ success: false, error: 'Invalid or expired refresh token' }, 401),
    });
    savedRejectedLogin();
    await initializeSessionServices();
    expect(useSessionStore.getState().user).toBeNull();
    expect(readSavedLogin()).toBeNull();
    expect(notices()).toEqual([SESSION_EXPIRED]);

    // Later calls go out anonymous; nothing asks for another refresh or warns again.
    await expect(apiGet('/favorites', z.unknown())).rejects.toMatchObject({ status: 401 });
    expect(sent.filter((request) => request.path === '/auth/discord/refresh')).toHaveLength(1);
    expect(notices()).toHaveLength(1);
  });

  it('renews the token once and sends the refused call again with it', async () => {
    let answered = 0;
    const { sent } = fakeApi({
      [`GET ${prefsPath}`]: () =>
        (answered += 1) === 1 ? REJECTED() : jsonResponse({ preferences: null }),
      'POST /auth/discord/refresh': () => jsonResponse({ success: true, tokens: TOKEN_PAIR }),
    });
    savedRejectedLogin();
    await initializeSessionServices();
    expect(useSessionStore.getState().user).toEqual(TRADER);
    const prefsCalls = sent.filter((request) => request.path === prefsPath);
    expect(prefsCalls.map((request) => request.headers.get('authorization'))).toEqual([
      'Bearer access-1',
      'Bearer access-new',
    ]);
    expect(notices()).toEqual([]);
  });

  it('never refreshes for an anonymous call', async () => {
    const { sent } = fakeApi({ 'GET /favorites': REJECTED });
    await expect(apiGet('/favorites', z.unknown())).rejects.toMatchObject({ status: 401 });
    expect(sent.map((request) => request.path)).toEqual(['/favorites']);
  });
});
