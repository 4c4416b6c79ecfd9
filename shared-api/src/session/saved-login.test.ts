import { afterEach, describe, expect, it } from 'vitest';
import { readSavedLogin, restoreSavedLogin, SAVED_LOGIN_KEY, saveLogin } from './saved-login.ts';
import { resetSessionStore, useSessionStore } from './session-store.ts';

const login = {
  user: {
    id: '42',
    username: 'trader',
    email: null,
    avatar: null,
    globalName: null,
    verified: true,
    provider: 'discord' as const,
  },
  tokens: { accessToken: 'a', refreshToken: 'r', expiresAt: 10_000, tokenType: 'Bearer' },
};

afterEach(() => {
  localStorage.clear();
  resetSessionStore();
});

describe('saved login', () => {
  it('is kept under the product-named key and restored into the store', () => {
    saveLogin(login);
    expect(localStorage.getItem('flowscope.auth')).not.toBeNull();
    expect(restoreSavedLogin(5_000)).toBe(true);
    expect(useSessionStore.getState().user?.username).toBe('trader');
  });

  it('is discarded when expired', () => {
    saveLogin(login);
    expect(readSavedLogin(10_000)).toBeNull();
    expect(localStorage.getItem(SAVED_LOGIN_KEY)).toBeNull();
  });

  it('is discarded when unreadable', () => {
    localStorage.setItem(SAVED_LOGIN_KEY, '{not json');
    expect(restoreSavedLogin(0)).toBe(false);
    expect(localStorage.getItem(SAVED_LOGIN_KEY)).toBeNull();
    localStorage.setItem(SAVED_LOGIN_KEY, JSON.stringify({ user: { id: 7 } }));
    expect(readSavedLogin(0)).toBeNull();
  });
});
