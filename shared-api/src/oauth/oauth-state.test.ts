import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildAuthorizeUrl } from './authorize-url.ts';
import { ensureOAuthState, generateOAuthState, isExpectedState } from './oauth-state.ts';
import { OAUTH_STORAGE_KEYS } from './oauth-storage.ts';

afterEach(() => sessionStorage.clear());

describe('OAuth state', () => {
  it('is 32 random bytes from crypto.getRandomValues, hex-encoded', () => {
    const spy = vi.spyOn(crypto, 'getRandomValues');
    const state = generateOAuthState();
    expect(spy).toHaveBeenCalledOnce();
    expect((spy.mock.calls[0]?.[0] as Uint8Array).length).toBe(32);
    expect(state).toMatch(/^[0-9a-f]{64}$/);
    expect(generateOAuthState()).not.toBe(state);
  });

  it('is kept in session storage for the session', () => {
    const state = ensureOAuthState();
    expect(sessionStorage.getItem(OAUTH_STORAGE_KEYS.state)).toBe(state);
    expect(ensureOAuthState()).toBe(state);
  });

  it('matches only the stored state', () => {
    expect(isExpectedState('anything')).toBe(false);
    const state = ensureOAuthState();
    expect(isExpectedState(state)).toBe(true);
    const tampered = `${state.slice(0, -1)}${state.endsWith('0') ? '1' : '0'}`;
    expect(isExpectedState(tampered)).toBe(false);
    expect(isExpectedState(state.toUpperCase())).toBe(false);
    expect(isExpectedState(null)).toBe(false);
    expect(isExpectedState('')).toBe(false);
  });
});

describe('authorize URL', () => {
  it('carries client_id, redirect_uri, response_type, scope, state and prompt', () => {
    const url = new URL(
      buildAuthorizeUrl(
        {
          clientId: '100000000000000001',
          redirectUri: 'http://localhost:3000/auth/discord/callback',
          authorizeUrl: 'https://discord.com/oauth2/authorize',
        },
        'abc',
      ),
    );
    expect(`${url.origin}${url.pathname}`).toBe('https://discord.com/oauth2/authorize');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: '100000000000000001',
      redirect_uri: 'http://localhost:3000/auth/discord/callback',
      response_type: 'code',
      scope: 'identify guilds',
      state: 'abc',
      prompt: 'consent',
    });
  });
});
