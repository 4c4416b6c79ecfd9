import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OAUTH_STORAGE_KEYS } from '../oauth/oauth-storage.ts';
import { usePreferencesStore } from '../preferences/preferences-store.ts';
import { signOut } from './logout.ts';
import { SAVED_LOGIN_KEY, saveLogin } from './saved-login.ts';
import { currentUserId, useSessionStore } from './session-store.ts';
import {
  fakeApi,
  jsonResponse,
  notices,
  resetSessionWorld,
  signInAs,
  TRADER,
  tokensExpiringIn,
} from './test-fixtures.ts';

const LOGGED_OUT = {
  type: 'success',
  title: 'Logged Out',
  message: 'You have been successfully logged out.',
};

function signedInEverywhere(): void {
  signInAs();
  useSessionStore.setState({
    guilds: [{ id: '1', name: 'g', icon: null }],
    platformUser: {
      id: TRADER.id,
      username: 'trader',
      discriminator: '0',
      avatar: null,
      email: null,
      verified: true,
      locale: 'en-US',
      mfaEnabled: false,
      premiumType: 0,
      publicFlags: 0,
    },
  });
  saveLogin({ user: TRADER, tokens: tokensExpiringIn(3_600_000) });
  sessionStorage.setItem(OAUTH_STORAGE_KEYS.state, 'a'.repeat(64));
  sessionStorage.setItem(OAUTH_STORAGE_KEYS.returnPath, '/favorites');
  sessionStorage.setItem(OAUTH_STORAGE_KEYS.error, 'old');
  localStorage.setItem(OAUTH_STORAGE_KEYS.success, 'a'.repeat(64));
  usePreferencesStore.setState({
    preferences: { currency: 'EUR', dateFormat: 'x', numberFormat: 'cs-CZ', refreshInterval: 1000 },
    loadedFor: TRADER.id,
  });
}

function expectEverythingCleared(): void {
  const state = useSessionStore.getState();
  expect(state.user).toBeNull();
  expect(state.tokens).toBeNull();
  expect(state.guilds).toEqual([]);
  expect(state.platformUser).toBeNull();
  expect(state.status).toBe('idle');
  expect(localStorage.getItem(SAVED_LOGIN_KEY)).toBeNull();
  for (const key of Object.values(OAUTH_STORAGE_KEYS)) {
    expect(sessionStorage.getItem(key)).toBeNull();
    expect(localStorage.getItem(key)).toBeNull();
  }
  expect(usePreferencesStore.getState().preferences.currency).toBe('USD');
  expect(currentUserId()).toBe('0');
}

beforeEach(() => {
  resetSessionWorld();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => resetSessionWorld());

describe('logout', () => {
  it('calls POST /auth/logout with the bearer token, clears everything and says so', async () => {
    const { sent } = fakeApi({ 'POST /auth/logout': () => jsonResponse({ result: 'ok' }) });
    signedInEverywhere();
    const done = signOut();
    expect(useSessionStore.getState().status).toBe('loggingOut');
    await done;
    expect(sent[0]).toMatchObject({ method: 'POST', path: '/auth/logout' });
    expect(sent[0]?.headers.get('Authorization')).toBe('Bearer access-1');
    expectEverythingCleared();
    expect(notices()).toEqual([LOGGED_OUT]);
  });

  it('clears local state and storage even when the server call fails', async () => {
    fakeApi({ 'POST /auth/logout': () => jsonResponse({ message: 'Server error occurred' }, 500) });
    signedInEverywhere();
    await expect(signOut()).resolves.toBeUndefined();
    expectEverythingCleared();
    expect(console.warn).toHaveBeenCalled();
  });

  it('clears local state when the network is down', async () => {
    fakeApi({ 'POST /auth/logout': () => Promise.reject(new TypeError('offline')) });
    signedInEverywhere();
    await signOut();
    expectEverythingCleared();
  });
});
