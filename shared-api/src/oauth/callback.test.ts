import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readSavedLogin } from '../session/saved-login.ts';
import { useSessionStore } from '../session/session-store.ts';
import {
  fakeApi,
  GUILD,
  jsonResponse,
  notices,
  resetSessionWorld,
  TOKEN_PAIR,
  TRADER,
} from '../session/test-fixtures.ts';
import {
  forgetOAuthCallbacks,
  processOAuthCallback,
  readCallbackParams,
  type OAuthCallbackParams,
} from './callback.ts';
import { resetOAuthConfig } from './oauth-config.ts';
import { OAUTH_STORAGE_KEYS } from './oauth-storage.ts';

const STATE = 'b'.repeat(64);

function params(overrides: Partial<OAuthCallbackParams> = {}): OAuthCallbackParams {
  return { code: 'code-1', state: STATE, error: null, errorDescription: null, ...overrides };
}

function fakeOpener() {
  const postMessage = vi.fn();
  return { opener: { closed: false, postMessage } as unknown as Window, postMessage };
}

beforeEach(() => {
  resetSessionWorld();
  sessionStorage.setItem(OAUTH_STORAGE_KEYS.state, STATE);
});

afterEach(() => resetSessionWorld());

describe('reading the callback address', () => {
  it('takes code, state, error and error_description', () => {
    expect(readCallbackParams('?code=c&state=s&error=e&error_description=d')).toEqual({
      code: 'c',
      state: 's',
      error: 'e',
      errorDescription: 'd',
    });
    expect(readCallbackParams('')).toEqual({
      code: null,
      state: null,
      error: null,
      errorDescription: null,
    });
  });
});

describe('callback without an opener (full-page flow)', () => {
  it('exchanges the code, stores the session, sets the flag and welcomes the user', async () => {
    const { sent } = fakeApi({
      'POST /auth/discord/token': () =>
        jsonResponse({ success: true, user: TRADER, tokens: TOKEN_PAIR, guilds: [GUILD] }),
      [`GET /users/${TRADER.id}/preferences`]: () =>
        jsonResponse({
          preferences: {
            currency: 'EUR',
            dateFormat: 'DD/MM/YYYY',
            numberFormat: 'en-US',
            refreshInterval: 30000,
          },
        }),
    });
    await expect(processOAuthCallback(params(), null)).resolves.toEqual({ status: 'success' });
    expect(sent[0]?.body).toEqual({
      code: 'code-1',
      state: STATE,
      redirectUri: 'http://localhost:3000/auth/discord/callback',
    });
    expect(useSessionStore.getState().user).toEqual(TRADER);
    expect(useSessionStore.getState().guilds).toHaveLength(1);
    expect(readSavedLogin()?.user.id).toBe(TRADER.id);
    expect(localStorage.getItem(OAUTH_STORAGE_KEYS.success)).toBe(STATE);
    expect(notices()).toContainEqual({
      type: 'success',
      title: 'Login Successful',
      message: 'Welcome back, trader!',
    });
    expect(sent.map((request) => request.path)).toContain(`/users/${TRADER.id}/preferences`);
  });

  it("rejects a state that differs from the stored one: 'Invalid OAuth state. Possible CSRF attack.'", async () => {
    const { sent } = fakeApi({});
    const phase = await processOAuthCallback(params({ state: 'tampered' }), null);
    expect(phase).toEqual({
      status: 'error',
      message: 'Invalid OAuth state. Possible CSRF attack.',
    });
    expect(sent).toHaveLength(0);
    expect(useSessionStore.getState().user).toBeNull();
    expect(sessionStorage.getItem(OAUTH_STORAGE_KEYS.error)).toBe(
      'Invalid OAuth state. Possible CSRF attack.',
    );
    expect(notices()).toContainEqual({
      type: 'error',
      title: 'Login Failed',
      message: 'Invalid OAuth state. Possible CSRF attack.',
    });
  });

  it('rejects any state when none was stored', async () => {
    sessionStorage.clear();
    const phase = await processOAuthCallback(params(), null);
    expect(phase).toEqual({
      status: 'error',
      message: 'Invalid OAuth state. Possible CSRF attack.',
    });
  });

  it("fails with 'Missing authorization code parameter' without a code", async () => {
    const phase = await processOAuthCallback(params({ code: null }), null);
    expect(phase).toEqual({ status: 'error', message: 'Missing authorization code parameter' });
  });

  it("says 'Discord OAuth not configured' when it has no configuration", async () => {
    resetOAuthConfig();
    const phase = await processOAuthCallback(params(), null);
    expect(phase).toEqual({ status: 'error', message: 'Discord OAuth not configured' });
  });

  it("never shows the link's error_description: a known code, the raw text in the console", async () => {
    const logged = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const phishing = 'Your account is locked. Call +1 555 0100 to restore access';
    expect(
      await processOAuthCallback(
        params({ code: null, error: 'access_denied', errorDescription: phishing }),
        null,
      ),
    ).toEqual({ status: 'error', message: 'Discord OAuth error: access_denied' });
    expect(JSON.stringify(notices())).not.toContain('555');
    expect(sessionStorage.getItem(OAUTH_STORAGE_KEYS.error)).not.toContain('555');
    expect(logged).toHaveBeenCalledWith(
      expect.stringContaining('OAuth error'),
      expect.objectContaining({ description: phishing }),
    );
    // An unknown code is not echoed either.
    forgetOAuthCallbacks();
    expect(
      await processOAuthCallback(params({ code: null, error: 'call_support_now' }), null),
    ).toEqual({ status: 'error', message: 'Unknown error occurred' });
  });

  it("reports the server's refusal as 'Auth API Error: …'", async () => {
    fakeApi({
      'POST /auth/discord/token': () =>
        jsonResponse(
          {
            success: false,
            error: 'Invalid OAuth parameters',
            message: 'Invalid OAuth parameters',
          },
          400,
        ),
    });
    expect(await processOAuthCallback(params(), null)).toEqual({
      status: 'error',
      message: 'Auth API Error: Invalid OAuth parameters',
    });
  });

  it('handles the same return once, however often the page asks', async () => {
    const { sent } = fakeApi({
      'POST /auth/discord/token': () =>
        jsonResponse({ success: true, user: TRADER, tokens: TOKEN_PAIR, guilds: [] }),
    });
    const [first, second] = await Promise.all([
      processOAuthCallback(params(), null),
      processOAuthCallback(params(), null),
    ]);
    expect(first).toEqual({ status: 'success' });
    expect(second).toBe(first);
    expect(sent.filter((request) => request.path === '/auth/discord/token')).toHaveLength(1);
    expect(notices().filter((notice) => notice.title === 'Login Successful')).toHaveLength(1);
  });
});

describe('callback in a popup', () => {
  it('relays code and state to the opener, addressed to this origin only', async () => {
    const { sent } = fakeApi({});
    const { opener, postMessage } = fakeOpener();
    expect(await processOAuthCallback(params(), opener)).toEqual({ status: 'success' });
    expect(postMessage).toHaveBeenCalledWith(
      { type: 'DISCORD_OAUTH_CALLBACK', code: 'code-1', state: STATE },
      'http://localhost:3000',
    );
    expect(sent).toHaveLength(0);
  });

  it('relays errors with DISCORD_OAUTH_ERROR', async () => {
    const { opener, postMessage } = fakeOpener();
    const phase = await processOAuthCallback(
      params({ code: null, error: 'access_denied' }),
      opener,
    );
    expect(phase).toEqual({ status: 'error', message: 'Discord OAuth error: access_denied' });
    expect(postMessage).toHaveBeenCalledWith(
      { type: 'DISCORD_OAUTH_ERROR', error: 'Discord OAuth error: access_denied' },
      'http://localhost:3000',
    );
  });

  it('relays a tampered state as an error rather than the code', async () => {
    const { opener, postMessage } = fakeOpener();
    await processOAuthCallback(params({ state: 'tampered' }), opener);
    expect(postMessage).toHaveBeenCalledWith(
      { type: 'DISCORD_OAUTH_ERROR', error: 'Invalid OAuth state. Possible CSRF attack.' },
      'http://localhost:3000',
    );
  });
});
