/** Test-only helpers for the session, OAuth, auth and preference tests. */
import { resetApiConfig } from '../config/api-config.ts';
import { jsonResponse } from '../http/test-support.ts';
import { setApiFetch } from '../http/transport.ts';
import { resetNotificationStore, useNotificationStore } from '../notifications/index.ts';
import { forgetOAuthCallbacks } from '../oauth/callback.ts';
import { forgetCodeExchanges } from '../oauth/code-exchange.ts';
import { configureOAuth, resetOAuthConfig } from '../oauth/oauth-config.ts';
import { resetPreferencesStore } from '../preferences/preferences-store.ts';
import { stopSessionServices } from './service-manager.ts';
import { resetSignInStatus } from './sign-in.ts';
import {
  resetSessionStore,
  useSessionStore,
  type AuthUser,
  type SessionTokens,
} from './session-store.ts';

export { jsonResponse };

export const TRADER: AuthUser = {
  id: '123456789012345678',
  username: 'trader',
  email: null,
  avatar: null,
  globalName: 'Trader',
  verified: true,
  provider: 'discord',
};

const OAUTH_CONFIG = {
  clientId: '100000000000000001',
  redirectUri: 'http://localhost:3000/auth/discord/callback',
  authorizeUrl: 'http://localhost:3000/api/oauth2/authorize',
};

export function tokensExpiringIn(
  ms: number,
  refreshToken: string | null = 'refresh-1',
): SessionTokens {
  return {
    accessToken: 'access-1',
    refreshToken,
    expiresAt: Date.now() + ms,
    tokenType: 'Bearer',
  };
}

export function signInAs(user: AuthUser = TRADER, tokens = tokensExpiringIn(3_600_000)): void {
  useSessionStore.setState({ user, tokens });
}

export const TOKEN_PAIR = {
  access_token: 'access-new',
  refresh_token: 'refresh-new',
  token_type: 'Bearer',
  expires_in: 604_800,
};

export const GUILD = {
  id: '1',
  name: 'Alpha Hunters',
  icon: null,
  owner: false,
  permissions: '0',
  features: [],
  approximate_member_count: 42,
};

export interface SentRequest {
  method: string;
  path: string;
  body: unknown;
  headers: Headers;
}

type Answer = Response | (() => Response | Promise<Response>);

/**
 * A fake API: answers by "METHOD /path" (path without the local /api prefix and query) and
 * records every request. Unknown routes answer 404.
 */
export function fakeApi(routes: Record<string, Answer>): { sent: SentRequest[] } {
  const sent: SentRequest[] = [];
  setApiFetch(async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const path = new URL(request.url).pathname.replace(/^\/api/, '');
    const text = await request.text();
    sent.push({
      method: request.method,
      path,
      body: text ? (JSON.parse(text) as unknown) : undefined,
      headers: request.headers,
    });
    const answer = routes[`${request.method} ${path}`];
    if (!answer) return jsonResponse({ message: 'Not found' }, 404);
    return typeof answer === 'function' ? answer() : answer.clone();
  });
  return { sent };
}

export function notices(): Array<{ type: string; title: string; message: string }> {
  return useNotificationStore
    .getState()
    .notifications.map(({ type, title, message }) => ({ type, title, message }));
}

/** Everything the session tests touch, back to the start. */
export function resetSessionWorld(): void {
  stopSessionServices();
  resetSignInStatus();
  setApiFetch(null);
  resetApiConfig();
  resetOAuthConfig();
  configureOAuth(OAUTH_CONFIG);
  forgetCodeExchanges();
  forgetOAuthCallbacks();
  resetSessionStore();
  resetPreferencesStore();
  resetNotificationStore();
  localStorage.clear();
  sessionStorage.clear();
}
