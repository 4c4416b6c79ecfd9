import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApi } from '../config/api-config.ts';
import { setApiFetch } from '../http/transport.ts';
import { readSavedLogin, restoreSavedLogin } from '../session/saved-login.ts';
import { resetSessionStore, useSessionStore } from '../session/session-store.ts';
import { fakeApi, jsonResponse, resetSessionWorld } from '../session/test-fixtures.ts';
import { completeDiscordSignIn } from './code-exchange.ts';
import { OAUTH_STORAGE_KEYS } from './oauth-storage.ts';

const STATE = 'c'.repeat(64);

function authServiceDown(): void {
  setApiFetch(() => Promise.reject(new TypeError('Failed to fetch')));
}

beforeEach(() => {
  resetSessionWorld();
  sessionStorage.setItem(OAUTH_STORAGE_KEYS.state, STATE);
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => resetSessionWorld());

describe('the mock stand-in when the auth service is unavailable (spec §7)', () => {
  it('signs in as the mock user with its token and guilds in development', async () => {
    configureApi({ apiBaseUrl: 'http://localhost:4000', apiVersion: '', mode: 'development' });
    authServiceDown();
    const user = await completeDiscordSignIn('code-1', STATE);
    expect(user.username).toBe('mock_trader');
    const state = useSessionStore.getState();
    expect(state.tokens?.accessToken).toMatch(/^mock-access-/);
    expect(state.tokens?.tokenType).toBe('Bearer');
    expect(state.guilds.map((guild) => guild.name)).toEqual(['Flowscope Mock Guild']);
  });

  it('does so in production only with the mock-data flag', async () => {
    configureApi({ apiBaseUrl: 'https://api.example.com', apiVersion: '', mode: 'production' });
    authServiceDown();
    await expect(completeDiscordSignIn('code-1', STATE)).rejects.toThrow('Network Error');
    expect(useSessionStore.getState().user).toBeNull();
  });

  it('never stands in for a refusal, except in debug mode', async () => {
    configureApi({ apiBaseUrl: 'http://localhost:4000', apiVersion: '', mode: 'development' });
    fakeApi({
      'POST /auth/discord/token': () =>
        jsonResponse({ success: false, error: 'Invalid OAuth parameters' }, 400),
    });
    await expect(completeDiscordSignIn('code-1', STATE)).rejects.toThrow(
      'Auth API Error: Invalid OAuth parameters',
    );
    configureApi({
      apiBaseUrl: 'http://localhost:4000',
      apiVersion: '',
      mode: 'development',
      debug: true,
    });
    await expect(completeDiscordSignIn('code-2', STATE)).resolves.toMatchObject({
      username: 'mock_trader',
    });
  });
});

describe('guilds kept with the session', () => {
  it('come back with the saved login after a reload', async () => {
    configureApi({
      apiBaseUrl: 'https://api.example.com',
      apiVersion: '',
      mode: 'production',
      mockData: true,
    });
    authServiceDown();
    await completeDiscordSignIn('code-1', STATE);
    expect(readSavedLogin()?.guilds?.map((guild) => guild.id)).toEqual(['100000000000000100']);
    resetSessionStore();
    expect(restoreSavedLogin()).toBe(true);
    expect(useSessionStore.getState().guilds.map((guild) => guild.name)).toEqual([
      'Flowscope Mock Guild',
    ]);
  });
});
