import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readSavedLogin, SAVED_LOGIN_KEY } from './saved-login.ts';
import { applySignIn, disconnectPlatform } from './session-actions.ts';
import { currentUserId, isSignedIn, useSessionStore } from './session-store.ts';
import { resetSessionWorld, TRADER, tokensExpiringIn } from './test-fixtures.ts';

beforeEach(() => resetSessionWorld());
afterEach(() => resetSessionWorld());

describe('signing in and the user id of calls', () => {
  it('anonymous visitors call as user 0, signed-in users as their Discord id', () => {
    expect(currentUserId()).toBe('0');
    expect(isSignedIn()).toBe(false);
    applySignIn({ user: TRADER, tokens: tokensExpiringIn(3_600_000), guilds: [] });
    expect(currentUserId()).toBe('123456789012345678');
    expect(isSignedIn()).toBe(true);
    expect(readSavedLogin()?.user).toEqual(TRADER);
  });
});

describe('disconnecting the chat platform', () => {
  it('clears its data and, for a user from that platform, the user and tokens too', () => {
    applySignIn({
      user: TRADER,
      tokens: tokensExpiringIn(3_600_000),
      guilds: [{ id: '1', name: 'g', icon: null }],
    });
    useSessionStore.setState({ isOnline: false });
    disconnectPlatform();
    const state = useSessionStore.getState();
    expect(state.guilds).toEqual([]);
    expect(state.platformUser).toBeNull();
    expect(state.user).toBeNull();
    expect(state.tokens).toBeNull();
    expect(state.isOnline).toBe(false);
    expect(localStorage.getItem(SAVED_LOGIN_KEY)).toBeNull();
  });
});
