import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OAUTH_STORAGE_KEYS } from '../oauth/oauth-storage.ts';
import { resetOAuthConfig } from '../oauth/oauth-config.ts';
import { useSessionStore } from './session-store.ts';
import { resetSignInStatus, signIn } from './sign-in.ts';
import {
  fakeApi,
  jsonResponse,
  notices,
  resetSessionWorld,
  TOKEN_PAIR,
  TRADER,
} from './test-fixtures.ts';

interface FakePopup {
  closed: boolean;
  close: () => void;
}

function openFakePopup(): FakePopup {
  const popup: FakePopup = {
    closed: false,
    close() {
      popup.closed = true;
    },
  };
  vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
  return popup;
}

beforeEach(() => {
  resetSessionWorld();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  resetSessionWorld();
});

describe('sign-in from the header', () => {
  it("is 'connecting' while under way, then welcomes the user", async () => {
    fakeApi({
      'POST /auth/discord/token': () =>
        jsonResponse({ success: true, user: TRADER, tokens: TOKEN_PAIR, guilds: [] }),
    });
    const popup = openFakePopup();
    const done = signIn('popup');
    expect(useSessionStore.getState().status).toBe('connecting');
    window.dispatchEvent(
      new MessageEvent('message', {
        origin: window.location.origin,
        source: popup as unknown as Window,
        data: {
          type: 'DISCORD_OAUTH_CALLBACK',
          code: 'c',
          state: sessionStorage.getItem(OAUTH_STORAGE_KEYS.state),
        },
      }),
    );
    await expect(done).resolves.toBe(true);
    expect(useSessionStore.getState().status).toBe('idle');
    expect(notices()).toContainEqual({
      type: 'success',
      title: 'Login Successful',
      message: 'Welcome back, trader!',
    });
  });

  it("raises 'Login Failed' with the error message and resolves false", async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    await expect(signIn()).resolves.toBe(false);
    expect(useSessionStore.getState()).toMatchObject({
      status: 'idle',
      error: 'Popup blocked. Please allow popups for this site.',
    });
    expect(notices()).toEqual([
      {
        type: 'error',
        title: 'Login Failed',
        message: 'Popup blocked. Please allow popups for this site.',
      },
    ]);
  });

  it("reports a cancelled popup as 'OAuth was cancelled by user'", async () => {
    const popup = openFakePopup();
    const done = signIn();
    popup.closed = true;
    await vi.advanceTimersByTimeAsync(1_500);
    await expect(done).resolves.toBe(false);
    expect(notices()[0]?.message).toBe('OAuth was cancelled by user');
  });

  it('from the header, a closed popup is only logged: no notice, no error kept', async () => {
    const popup = openFakePopup();
    const done = signIn('popup', { onlyLogFailures: true });
    popup.closed = true;
    await vi.advanceTimersByTimeAsync(1_500);
    await expect(done).resolves.toBe(false);
    expect(notices()).toEqual([]);
    expect(useSessionStore.getState()).toMatchObject({ status: 'idle', error: null });
    expect(console.warn).toHaveBeenCalledWith(
      '[flowscope] sign-in failed',
      'OAuth was cancelled by user',
    );
  });

  it('from the header, a real failure is logged and kept on the store, without a toast', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    await expect(signIn('popup', { onlyLogFailures: true })).resolves.toBe(false);
    expect(notices()).toEqual([]);
    expect(useSessionStore.getState().error).toBe(
      'Popup blocked. Please allow popups for this site.',
    );
  });

  it('ignores a second click while busy', async () => {
    openFakePopup();
    void signIn();
    await expect(signIn()).resolves.toBe(false);
    expect(window.open).toHaveBeenCalledTimes(1);
  });

  it('Reset clears the loading state and closes the popup without a failure notice', async () => {
    const popup = openFakePopup();
    const done = signIn();
    resetSignInStatus();
    await expect(done).resolves.toBe(false);
    expect(useSessionStore.getState().status).toBe('idle');
    expect(popup.closed).toBe(true);
    expect(notices()).toEqual([]);
  });

  it("leaves for the authorize page in redirect mode, staying 'connecting'", async () => {
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({
      ...window.location,
      pathname: '/favorites',
      search: '',
      hash: '',
      assign,
    });
    await expect(signIn('redirect')).resolves.toBe(false);
    expect(String(assign.mock.calls[0]?.[0])).toContain('/api/oauth2/authorize?client_id=');
    expect(sessionStorage.getItem(OAUTH_STORAGE_KEYS.returnPath)).toBe('/favorites');
    expect(useSessionStore.getState().status).toBe('connecting');
  });

  it("fails with the 'not configured' error when OAuth is not configured", async () => {
    resetOAuthConfig();
    await expect(signIn('redirect')).resolves.toBe(false);
    expect(useSessionStore.getState().status).toBe('idle');
    expect(notices()[0]).toMatchObject({
      title: 'Login Failed',
      message:
        'Discord OAuth is not configured. Please check DISCORD_CLIENT_ID and DISCORD_REDIRECT_URI environment variables.',
    });
  });
});
