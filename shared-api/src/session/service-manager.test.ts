import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { usePreferencesStore } from '../preferences/preferences-store.ts';
import { SAVED_LOGIN_KEY, saveLogin } from './saved-login.ts';
import {
  getServiceManagerState,
  initializeSessionServices,
  pollServiceManagerState,
  SERVICE_STATE_POLL_MS,
} from './service-manager.ts';
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

const EURO = {
  currency: 'EUR',
  dateFormat: 'DD/MM/YYYY',
  numberFormat: 'en-US',
  refreshInterval: 30000,
};
const prefsPath = `/users/${TRADER.id}/preferences`;

beforeEach(() => {
  resetSessionWorld();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
  resetSessionWorld();
});

describe('service manager', () => {
  it('restores the saved login and loads preferences at start', async () => {
    const { sent } = fakeApi({ [`GET ${prefsPath}`]: () => jsonResponse({ preferences: EURO }) });
    saveLogin({ user: TRADER, tokens: tokensExpiringIn(3_600_000) });
    await initializeSessionServices();
    expect(useSessionStore.getState().user).toEqual(TRADER);
    expect(usePreferencesStore.getState().preferences).toEqual(EURO);
    expect(sent.map((request) => request.path)).toEqual([prefsPath]);
    expect(getServiceManagerState()).toMatchObject({
      status: 'ready',
      signedIn: true,
      error: null,
    });
  });

  it('initialises once; concurrent callers wait on the same start', async () => {
    const { sent } = fakeApi({ [`GET ${prefsPath}`]: () => jsonResponse({ preferences: EURO }) });
    saveLogin({ user: TRADER, tokens: tokensExpiringIn(3_600_000) });
    const first = initializeSessionServices();
    const second = initializeSessionServices();
    expect(second).toBe(first);
    expect(getServiceManagerState().status).toBe('initializing');
    await Promise.all([first, second, initializeSessionServices()]);
    expect(sent).toHaveLength(1);
  });

  it('has the saved login back synchronously, before the first render', async () => {
    saveLogin({ user: TRADER, tokens: tokensExpiringIn(3_600_000) });
    fakeApi({});
    const started = initializeSessionServices();
    expect(useSessionStore.getState().user).toEqual(TRADER);
    await started;
  });

  it('logs out silently when the saved login cannot be restored', async () => {
    localStorage.setItem(SAVED_LOGIN_KEY, '{broken');
    await initializeSessionServices();
    expect(useSessionStore.getState().user).toBeNull();
    expect(localStorage.getItem(SAVED_LOGIN_KEY)).toBeNull();
    expect(notices()).toEqual([]);
    expect(getServiceManagerState()).toMatchObject({ status: 'ready', signedIn: false });
  });

  it('discards an expired saved login', async () => {
    saveLogin({ user: TRADER, tokens: tokensExpiringIn(-1) });
    await initializeSessionServices();
    expect(useSessionStore.getState().user).toBeNull();
    expect(localStorage.getItem(SAVED_LOGIN_KEY)).toBeNull();
  });

  it('refreshes at start a restored token with 5 minutes or less left', async () => {
    const { sent } = fakeApi({
      'POST /auth/discord/refresh': () => jsonResponse({ success: true, tokens: TOKEN_PAIR }),
      [`GET ${prefsPath}`]: () => jsonResponse({ preferences: EURO }),
    });
    saveLogin({ user: TRADER, tokens: tokensExpiringIn(4 * 60_000) });
    await initializeSessionServices();
    expect(sent.map((request) => request.path)).toEqual(['/auth/discord/refresh', prefsPath]);
    expect(useSessionStore.getState().tokens?.accessToken).toBe('access-new');
  });

  it('exposes its state, polled every 1 s', async () => {
    vi.useFakeTimers();
    expect(SERVICE_STATE_POLL_MS).toBe(1_000);
    const seen: string[] = [];
    const stop = pollServiceManagerState((state) => seen.push(`${state.status}/${state.isOnline}`));
    expect(seen).toEqual(['idle/true']);
    useSessionStore.setState({ isOnline: false });
    await vi.advanceTimersByTimeAsync(999);
    expect(seen).toEqual(['idle/true']);
    await vi.advanceTimersByTimeAsync(1);
    expect(seen).toEqual(['idle/true', 'idle/false']);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(seen).toHaveLength(2);
    stop();
    useSessionStore.setState({ isOnline: true });
    await vi.advanceTimersByTimeAsync(5_000);
    expect(seen).toHaveLength(2);
  });
});
