import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readSavedLogin, saveLogin } from '../session/saved-login.ts';
import { useSessionStore } from '../session/session-store.ts';
import {
  fakeApi,
  GUILD,
  jsonResponse,
  resetSessionWorld,
  TOKEN_PAIR,
  TRADER,
  tokensExpiringIn,
} from '../session/test-fixtures.ts';
import { resetOAuthConfig } from './oauth-config.ts';
import { OAUTH_STORAGE_KEYS } from './oauth-storage.ts';
import { signInWithPopup } from './popup-flow.ts';

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

function postFrom(source: unknown, data: unknown, origin = window.location.origin): void {
  window.dispatchEvent(new MessageEvent('message', { data, origin, source: source as Window }));
}

function storedState(): string {
  return sessionStorage.getItem(OAUTH_STORAGE_KEYS.state) ?? '';
}

const tokenAnswer = () =>
  jsonResponse({ success: true, user: TRADER, tokens: TOKEN_PAIR, guilds: [GUILD], state: 's' });

/** Settles the promise into a result we can assert on without unhandled rejections. */
function outcome<T>(promise: Promise<T>): { value?: T; error?: Error; settled: boolean } {
  const box: { value?: T; error?: Error; settled: boolean } = { settled: false };
  promise.then(
    (value) => Object.assign(box, { value, settled: true }),
    (error: Error) => Object.assign(box, { error, settled: true }),
  );
  return box;
}

beforeEach(() => {
  resetSessionWorld();
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  resetSessionWorld();
});

describe('popup sign-in', () => {
  it('opens the authorize URL in a 500x700 popup with a stored 64-hex state', async () => {
    openFakePopup();
    const result = outcome(signInWithPopup());
    const [url, , features] = vi.mocked(window.open).mock.calls[0] ?? [];
    const params = new URL(String(url)).searchParams;
    expect(params.get('state')).toBe(storedState());
    expect(storedState()).toMatch(/^[0-9a-f]{64}$/);
    expect(params.get('scope')).toBe('identify guilds');
    expect(params.get('prompt')).toBe('consent');
    expect(features).toMatch(/width=500,height=700/);
    await vi.advanceTimersByTimeAsync(300_000);
    expect(result.error?.message).toBe('OAuth timeout');
  });

  it("fails with 'Popup blocked. Please allow popups for this site.' when no window opens", async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    await expect(signInWithPopup()).rejects.toThrow(
      'Popup blocked. Please allow popups for this site.',
    );
  });

  it("fails with the 'not configured' error without a valid configuration", async () => {
    resetOAuthConfig();
    const open = vi.spyOn(window, 'open');
    await expect(signInWithPopup()).rejects.toThrow(
      'Discord OAuth is not configured. Please check DISCORD_CLIENT_ID and DISCORD_REDIRECT_URI environment variables.',
    );
    expect(open).not.toHaveBeenCalled();
  });

  it('notices a closed popup at the next 1 s check and calls it cancelled 0.5 s later', async () => {
    const popup = openFakePopup();
    const result = outcome(signInWithPopup());
    popup.closed = true;
    await vi.advanceTimersByTimeAsync(999);
    expect(result.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1); // the 1 s check sees it closed
    await vi.advanceTimersByTimeAsync(499);
    expect(result.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(result.error?.message).toBe('OAuth was cancelled by user');
  });

  it('checks the flags during the 0.5 s wait and takes a sign-in the popup completed', async () => {
    const popup = openFakePopup();
    const result = outcome(signInWithPopup());
    popup.closed = true;
    await vi.advanceTimersByTimeAsync(1_000);
    saveLogin({ user: TRADER, tokens: tokensExpiringIn(3_600_000) });
    localStorage.setItem(OAUTH_STORAGE_KEYS.success, storedState());
    await vi.advanceTimersByTimeAsync(500);
    expect(result.value).toEqual(TRADER);
    expect(useSessionStore.getState().user).toEqual(TRADER);
  });

  it("closes the popup and fails with 'OAuth timeout' after 300 s", async () => {
    const popup = openFakePopup();
    const result = outcome(signInWithPopup());
    await vi.advanceTimersByTimeAsync(299_999);
    expect(result.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(result.error?.message).toBe('OAuth timeout');
    expect(popup.closed).toBe(true);
  });

  it('exchanges the relayed code and stores user, tokens, guilds, the saved login and the flag', async () => {
    const { sent } = fakeApi({ 'POST /auth/discord/token': tokenAnswer });
    const popup = openFakePopup();
    const result = outcome(signInWithPopup());
    const state = storedState();
    postFrom(popup, { type: 'DISCORD_OAUTH_CALLBACK', code: 'code-1', state });
    await vi.advanceTimersByTimeAsync(0);
    expect(result.value).toEqual(TRADER);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      method: 'POST',
      path: '/auth/discord/token',
      body: { code: 'code-1', state, redirectUri: 'http://localhost:3000/auth/discord/callback' },
    });
    const session = useSessionStore.getState();
    expect(session.user).toEqual(TRADER);
    expect(session.tokens).toMatchObject({
      accessToken: 'access-new',
      refreshToken: 'refresh-new',
      tokenType: 'Bearer',
      expiresAt: Date.now() + 604_800_000,
    });
    expect(session.guilds).toEqual([
      {
        id: '1',
        name: 'Alpha Hunters',
        icon: null,
        owner: false,
        permissions: '0',
        features: [],
        approximateMemberCount: 42,
      },
    ]);
    expect(readSavedLogin()?.user).toEqual(TRADER);
    expect(localStorage.getItem(OAUTH_STORAGE_KEYS.success)).toBe(state);
  });

  it('ignores messages from another origin or another window', async () => {
    const { sent } = fakeApi({ 'POST /auth/discord/token': tokenAnswer });
    const popup = openFakePopup();
    const result = outcome(signInWithPopup());
    const state = storedState();
    postFrom(
      popup,
      { type: 'DISCORD_OAUTH_CALLBACK', code: 'evil', state },
      'https://evil.example',
    );
    postFrom(popup, { type: 'DISCORD_OAUTH_ERROR', error: 'x' }, 'https://evil.example');
    postFrom(window, { type: 'DISCORD_OAUTH_CALLBACK', code: 'evil', state });
    postFrom(popup, { type: 'SOMETHING_ELSE' });
    await vi.advanceTimersByTimeAsync(0);
    expect(result.settled).toBe(false);
    expect(sent).toHaveLength(0);
    postFrom(popup, { type: 'DISCORD_OAUTH_CALLBACK', code: 'good', state });
    await vi.advanceTimersByTimeAsync(0);
    expect(result.value).toEqual(TRADER);
    expect(sent.map((request) => (request.body as { code: string }).code)).toEqual(['good']);
  });

  it('rejects a relayed state that differs from the stored one, without calling the API', async () => {
    const { sent } = fakeApi({ 'POST /auth/discord/token': tokenAnswer });
    const popup = openFakePopup();
    const result = outcome(signInWithPopup());
    postFrom(popup, { type: 'DISCORD_OAUTH_CALLBACK', code: 'code-1', state: 'tampered' });
    await vi.advanceTimersByTimeAsync(0);
    // The store's own check names it 'Invalid OAuth state' (spec §8, the store callback).
    expect(result.error?.message).toBe('Invalid OAuth state');
    expect(sent).toHaveLength(0);
    expect(useSessionStore.getState().user).toBeNull();
  });

  it('fails with the text the popup relays in DISCORD_OAUTH_ERROR', async () => {
    const popup = openFakePopup();
    const result = outcome(signInWithPopup());
    postFrom(popup, { type: 'DISCORD_OAUTH_ERROR', error: 'The user denied access' });
    await vi.advanceTimersByTimeAsync(0);
    expect(result.error?.message).toBe('The user denied access');
  });

  it('takes over the saved login on DISCORD_OAUTH_SUCCESS for this state only', async () => {
    const popup = openFakePopup();
    const result = outcome(signInWithPopup());
    saveLogin({ user: TRADER, tokens: tokensExpiringIn(3_600_000) });
    localStorage.setItem(OAUTH_STORAGE_KEYS.success, storedState());
    postFrom(popup, { type: 'DISCORD_OAUTH_SUCCESS', state: storedState() });
    await vi.advanceTimersByTimeAsync(0);
    expect(result.value).toEqual(TRADER);
  });

  it('fails a DISCORD_OAUTH_SUCCESS whose state is not ours', async () => {
    const popup = openFakePopup();
    const result = outcome(signInWithPopup());
    saveLogin({ user: TRADER, tokens: tokensExpiringIn(3_600_000) });
    postFrom(popup, { type: 'DISCORD_OAUTH_SUCCESS', state: 'other' });
    await vi.advanceTimersByTimeAsync(0);
    expect(result.error?.message).toBe('Unknown error occurred');
    expect(useSessionStore.getState().user).toBeNull();
  });

  it('does not count a popup closing while the code is being exchanged as cancelled', async () => {
    let answer: (response: Response) => void = () => {};
    fakeApi({
      'POST /auth/discord/token': () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });
    const popup = openFakePopup();
    const result = outcome(signInWithPopup());
    postFrom(popup, { type: 'DISCORD_OAUTH_CALLBACK', code: 'code-1', state: storedState() });
    popup.closed = true;
    await vi.advanceTimersByTimeAsync(2_000);
    expect(result.settled).toBe(false);
    answer(tokenAnswer());
    await vi.advanceTimersByTimeAsync(0);
    expect(result.value).toEqual(TRADER);
  });

  it('ignores an earlier success flag of the same session state', async () => {
    const popup = openFakePopup();
    sessionStorage.setItem(OAUTH_STORAGE_KEYS.state, 'a'.repeat(64));
    localStorage.setItem(OAUTH_STORAGE_KEYS.success, 'a'.repeat(64));
    saveLogin({ user: TRADER, tokens: tokensExpiringIn(3_600_000) });
    const result = outcome(signInWithPopup());
    popup.closed = true;
    await vi.advanceTimersByTimeAsync(1_500);
    expect(result.error?.message).toBe('OAuth was cancelled by user');
  });

  it('closes the popup and rejects with an AbortError when aborted', async () => {
    const popup = openFakePopup();
    const controller = new AbortController();
    const result = outcome(signInWithPopup({ signal: controller.signal }));
    controller.abort();
    await vi.advanceTimersByTimeAsync(0);
    expect(result.error?.name).toBe('AbortError');
    expect(popup.closed).toBe(true);
  });
});
