import { afterEach, describe, expect, it } from 'vitest';
import { PATHS } from '@flowscope/shared-api/contract';
import { optionsFromEnv } from '../src/options.ts';
import { DEFAULT_SIGN_IN_LIMIT } from '../src/http/sign-in-limit.ts';
import { CLIENT_ID, REDIRECT_URI, testApi, type TestApi } from './helpers.ts';

const consentPage = `${PATHS.oauthAuthorize}?${new URLSearchParams({
  client_id: CLIENT_ID,
  redirect_uri: REDIRECT_URI,
  response_type: 'code',
  state: 's1',
}).toString()}`;

/** What @hono/node-server hands the app: the socket the request came in on. */
const from = (remoteAddress: string) => ({
  incoming: { socket: { remoteAddress, remotePort: 50_000, remoteFamily: 'IPv4' } },
});

const exchange = (api: TestApi, address: string, headers: Record<string, string> = {}) =>
  api.app.request(
    PATHS.discordToken,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ code: 'nope', state: 's1', redirectUri: REDIRECT_URI }),
    },
    from(address),
  );

describe('sign-in rate limit', () => {
  let api: TestApi;
  afterEach(() => api.close());

  it('answers 429 with Retry-After and the error envelope past the limit, per address', async () => {
    api = testApi({ signInLimit: { limit: 3, windowMs: 60_000 } });
    for (let i = 0; i < 3; i += 1) {
      expect((await exchange(api, '203.0.113.7')).status).toBe(400);
    }
    api.clock.now += 15_000;
    const refused = await exchange(api, '203.0.113.7');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('45');
    expect(await refused.json()).toEqual({
      success: false,
      error: 'Too many sign-in attempts',
      message: 'Too many sign-in attempts. Try again in 45 s.',
    });
    // Another address has its own allowance.
    expect((await exchange(api, '198.51.100.2')).status).toBe(400);
    // The window ends: the first address may try again.
    api.clock.now += 45_000;
    expect((await exchange(api, '203.0.113.7')).status).toBe(400);
  });

  it('counts the consent page, the token exchange and both refreshes together', async () => {
    api = testApi({ signInLimit: { limit: 4, windowMs: 60_000 } });
    const env = from('203.0.113.9');
    const json = { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' };
    expect((await api.app.request(consentPage, {}, env)).status).toBe(200);
    expect((await api.app.request(PATHS.discordRefresh, json, env)).status).not.toBe(429);
    expect((await api.app.request(PATHS.refresh, json, env)).status).not.toBe(429);
    expect((await api.app.request(PATHS.login, json, env)).status).not.toBe(429);
    const page = await api.app.request(consentPage, {}, env);
    expect(page.status).toBe(429);
    expect(page.headers.get('retry-after')).toBe('60');
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expect(await page.text()).toContain('Too many sign-in attempts');
    // Data calls are not limited.
    expect((await api.app.request(PATHS.health, {}, env)).status).toBe(200);
  });

  it('believes X-Forwarded-For only from a configured proxy', async () => {
    api = testApi({ signInLimit: { limit: 1, windowMs: 60_000 }, trustedProxies: ['127.0.0.1'] });
    const viaProxy = { 'x-forwarded-for': '203.0.113.50' };
    expect((await exchange(api, '127.0.0.1', viaProxy)).status).toBe(400);
    expect((await exchange(api, '127.0.0.1', viaProxy)).status).toBe(429);
    // Another browser behind the same proxy is another client; an IPv4-mapped peer is the same proxy.
    expect(
      (await exchange(api, '::ffff:127.0.0.1', { 'x-forwarded-for': '203.0.113.51' })).status,
    ).toBe(400);
    // A client that is not the proxy cannot pick a fresh address for each attempt.
    expect((await exchange(api, '198.51.100.9', { 'x-forwarded-for': '1.1.1.1' })).status).toBe(
      400,
    );
    expect((await exchange(api, '198.51.100.9', { 'x-forwarded-for': '2.2.2.2' })).status).toBe(
      429,
    );
  });

  it('believes no X-Forwarded-For when no proxy is configured, a local caller included', async () => {
    api = testApi({ signInLimit: { limit: 1, windowMs: 60_000 } });
    expect((await exchange(api, '127.0.0.1', { 'x-forwarded-for': '1.1.1.1' })).status).toBe(400);
    expect((await exchange(api, '127.0.0.1', { 'x-forwarded-for': '2.2.2.2' })).status).toBe(429);
  });

  it('reads the trusted proxies from TRUSTED_PROXIES, addresses only', () => {
    expect(optionsFromEnv({}, []).trustedProxies).toEqual([]);
    expect(
      optionsFromEnv({ TRUSTED_PROXIES: ' 127.0.0.1, ::1 ,::ffff:10.0.0.2' }, []).trustedProxies,
    ).toEqual(['127.0.0.1', '::1', '10.0.0.2']);
    expect(() => optionsFromEnv({ TRUSTED_PROXIES: 'localhost' }, [])).toThrow(
      /TRUSTED_PROXIES: "localhost" is not an IP address/,
    );
  });

  it('is configurable by env, 0 turning it off', () => {
    expect(optionsFromEnv({}, []).signInLimit).toEqual(DEFAULT_SIGN_IN_LIMIT);
    expect(
      optionsFromEnv({ MOCK_SIGNIN_LIMIT: '5', MOCK_SIGNIN_WINDOW_S: '10' }, []).signInLimit,
    ).toEqual({ limit: 5, windowMs: 10_000 });
    expect(() => optionsFromEnv({ MOCK_SIGNIN_LIMIT: '-1' }, [])).toThrow(/MOCK_SIGNIN_LIMIT/);
  });

  it('lets an e2e-sized burst of sign-ins through with the defaults', async () => {
    api = testApi();
    // Forty sign-ins in one minute (consent page, Authorize, exchange) from one address.
    for (let i = 0; i < 40 * 3; i += 1) {
      expect((await exchange(api, '127.0.0.1')).status).toBe(400);
    }
  });
});
