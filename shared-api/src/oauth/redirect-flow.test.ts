import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSessionWorld } from '../session/test-fixtures.ts';
import { resetOAuthConfig } from './oauth-config.ts';
import {
  OAUTH_STORAGE_KEYS,
  readReturnPath,
  safeReturnPath,
  takeOAuthError,
} from './oauth-storage.ts';
import { startRedirectSignIn } from './redirect-flow.ts';

beforeEach(() => resetSessionWorld());
afterEach(() => resetSessionWorld());

describe('full-page sign-in', () => {
  it('stores state and return path, then goes to the authorize URL', () => {
    const go = vi.fn();
    startRedirectSignIn('/top-holdings-cex?x=1', go);
    const url = new URL(String(go.mock.calls[0]?.[0]));
    expect(url.origin + url.pathname).toBe('http://localhost:3000/api/oauth2/authorize');
    expect(url.searchParams.get('state')).toBe(sessionStorage.getItem(OAUTH_STORAGE_KEYS.state));
    expect(url.searchParams.get('redirect_uri')).toBe(
      'http://localhost:3000/auth/discord/callback',
    );
    expect(readReturnPath()).toBe('/top-holdings-cex?x=1');
    expect(sessionStorage.getItem(OAUTH_STORAGE_KEYS.mode)).toBe('redirect');
  });

  it('does not leave the page when OAuth is not configured', () => {
    resetOAuthConfig();
    const go = vi.fn();
    expect(() => startRedirectSignIn('/', go)).toThrow('Discord OAuth is not configured.');
    expect(go).not.toHaveBeenCalled();
  });

  it('accepts only same-site return paths', () => {
    expect(safeReturnPath('/favorites')).toBe('/favorites');
    expect(safeReturnPath('//evil.example')).toBeNull();
    expect(safeReturnPath('https://evil.example')).toBeNull();
    expect(safeReturnPath('/\\evil.example')).toBeNull();
    expect(safeReturnPath('')).toBeNull();
  });

  it('hands a stored full-page error out once', () => {
    sessionStorage.setItem(OAUTH_STORAGE_KEYS.error, 'OAuth timeout');
    expect(takeOAuthError()).toBe('OAuth timeout');
    expect(takeOAuthError()).toBeNull();
  });
});
