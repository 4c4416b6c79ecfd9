import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PATHS } from '@flowscope/shared-api/contract';
import { optionsFromEnv } from '../src/options.ts';
import { CLIENT_ID, REDIRECT_URI, testApi, type TestApi } from './helpers.ts';

const FOREIGN = 'https://evil.example/steal';
const EDGE_CALLBACK = 'http://flowscope.test:8080/auth/discord/callback';

const authorizeQuery = (redirectUri: string): string =>
  `${PATHS.oauthAuthorize}?${new URLSearchParams({
    client_id: CLIENT_ID,
    redirect_uri: redirectUri,
    response_type: 'code',
    scope: 'identify guilds',
    state: 's1',
  }).toString()}`;

const decide = (api: TestApi, redirectUri: string, decision: 'authorize' | 'cancel') =>
  api.app.request(PATHS.oauthAuthorize, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      client_id: CLIENT_ID,
      redirect_uri: redirectUri,
      state: 's1',
      scope: 'identify guilds',
      user: 'premium',
      decision,
    }).toString(),
  });

describe('OAuth stand-in: registered redirect URIs only', () => {
  let api: TestApi;
  beforeAll(() => {
    api = testApi({ redirectUris: [REDIRECT_URI, EDGE_CALLBACK] });
  });
  afterAll(() => api.close());

  it('shows the consent page for a registered callback, framed by no site', async () => {
    const response = await api.app.request(authorizeQuery(EDGE_CALLBACK));
    expect(response.status).toBe(200);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("form-action 'self' http://flowscope.test:8080");
    expect(csp).toContain("default-src 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('answers 400 with a page that says why for a foreign redirect_uri', async () => {
    const response = await api.app.request(authorizeQuery(FOREIGN));
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    expect(response.headers.get('location')).toBeNull();
    const html = await response.text();
    expect(html).toContain('Invalid OAuth2 redirect_uri');
    expect(html).toContain(`${FOREIGN} is not a redirect URI registered for this application`);
    expect(html).not.toContain('action="authorize"');
  });

  it.each([
    ['another port', 'http://localhost:3999/auth/discord/callback'],
    ['another path', 'http://localhost:3000/elsewhere'],
    ['an extra query', `${REDIRECT_URI}?next=https://evil.example`],
    ['a userinfo trick', 'http://localhost:3000@evil.example/auth/discord/callback'],
  ])('refuses %s', async (_, uri) => {
    expect((await api.app.request(authorizeQuery(uri))).status).toBe(400);
  });

  it.each(['authorize', 'cancel'] as const)(
    'a posted %s cannot redirect to a foreign URI either',
    async (decision) => {
      const response = await decide(api, FOREIGN, decision);
      expect(response.status).toBe(400);
      expect(response.headers.get('location')).toBeNull();
      expect(await response.text()).toContain('Invalid OAuth2 redirect_uri');
    },
  );

  it('a posted Authorize redirects to a registered URI with the code', async () => {
    const response = await decide(api, EDGE_CALLBACK, 'authorize');
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get('location') ?? '');
    expect(location.origin + location.pathname).toBe(EDGE_CALLBACK);
    expect(location.searchParams.get('code')).toBeTruthy();
  });
});

describe('registered redirect URIs from env', () => {
  it("registers the host's callback on PORT by default (3000 when unset), as config", () => {
    expect(optionsFromEnv({}, []).redirectUris).toEqual([REDIRECT_URI]);
    expect(optionsFromEnv({ PORT: '3100' }, []).redirectUris).toEqual([
      'http://localhost:3100/auth/discord/callback',
    ]);
  });

  it("registers the host's DISCORD_REDIRECT_URI and every OAUTH_REDIRECT_URIS entry, nothing else", () => {
    const uris = optionsFromEnv(
      {
        DISCORD_REDIRECT_URI: 'https://app.example.com/auth/discord/callback',
        OAUTH_REDIRECT_URIS: ` ${EDGE_CALLBACK} , HTTP://LOCALHOST:3110/auth/discord/callback`,
      },
      [],
    ).redirectUris;
    expect(uris).toEqual([
      'https://app.example.com/auth/discord/callback',
      EDGE_CALLBACK,
      'http://localhost:3110/auth/discord/callback',
    ]);
  });

  it.each([
    ['another host', { DISCORD_REDIRECT_URI: 'https://app.example.com/auth/discord/callback' }],
    ['another port', { PORT: '3100' }],
  ])(
    'refuses the default localhost:3000 callback when the host is configured on %s',
    async (_, env) => {
      const api = testApi({ ...optionsFromEnv(env, []), dataDir: ':memory:' });
      try {
        const refused = await api.app.request(authorizeQuery(REDIRECT_URI));
        expect(refused.status).toBe(400);
        expect(await refused.text()).toContain('Invalid OAuth2 redirect_uri');
        expect((await decide(api, REDIRECT_URI, 'authorize')).status).toBe(400);
        const configured = optionsFromEnv(env, []).redirectUris?.[0] ?? '';
        expect((await api.app.request(authorizeQuery(configured))).status).toBe(200);
      } finally {
        api.close();
      }
    },
  );

  it('refuses an entry that is not an http(s) URL', () => {
    expect(() => optionsFromEnv({ OAUTH_REDIRECT_URIS: 'javascript:alert(1)' }, [])).toThrow(
      /OAUTH_REDIRECT_URIS: "javascript:alert\(1\)"/,
    );
  });
});

describe('the consent page asks for no favicon', () => {
  it('declares an inline icon on the consent and error pages', async () => {
    const api = testApi();
    for (const uri of [REDIRECT_URI, FOREIGN]) {
      const html = await (await api.app.request(authorizeQuery(uri))).text();
      expect(html).toContain('<link rel="icon" href="data:,">');
    }
    api.close();
  });
});
