import { beforeAll, describe, expect, it } from 'vitest';
import {
  DiscordTokenResponseSchema,
  LoginResponseSchema,
  MOCK_TOKEN_EXPIRY_SECONDS,
  PATHS,
  PLATFORM_TOKEN_EXPIRY_SECONDS,
  ProfileResponseSchema,
} from '@flowscope/shared-api/contract';
import { OAUTH_CODE_TTL_MS } from '../src/store/oauth-codes.ts';
import { TEST_CREDENTIALS, TEST_USERS } from '../src/store/users.ts';
import {
  authorize,
  CLIENT_ID,
  NOW,
  postJson,
  REDIRECT_URI,
  signIn,
  testApi,
  type TestApi,
} from './helpers.ts';

const authorizeUrl = (params: Record<string, string>) =>
  `${PATHS.oauthAuthorize}?${new URLSearchParams(params).toString()}`;
const validParams = {
  client_id: CLIENT_ID,
  redirect_uri: REDIRECT_URI,
  response_type: 'code',
  scope: 'identify guilds',
  state: 's1',
  prompt: 'consent',
};

describe('OAuth stand-in', () => {
  let api: TestApi;
  beforeAll(() => {
    api = testApi();
  });

  it('renders a consent page with a relative form action and escaped values', async () => {
    const response = await api.app.request(
      authorizeUrl({ ...validParams, state: '"><script>alert(1)</script>' }),
    );
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('action="authorize"');
    expect(html).toContain('value="authorize"');
    expect(html).toContain('value="cancel"');
    expect(html).toContain(TEST_USERS.premium.username);
    expect(html).toContain(TEST_USERS.free.username);
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain('&quot;&gt;&lt;script&gt;');
  });

  it.each([
    ['a missing state', { state: '' }],
    ['a non-numeric client id', { client_id: 'my-app' }],
    ['a non-http redirect', { redirect_uri: 'javascript:alert(1)' }],
    ['another response type', { response_type: 'token' }],
  ])('answers 400 Invalid OAuth parameters for %s', async (_, override) => {
    const response = await api.app.request(authorizeUrl({ ...validParams, ...override }));
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('Invalid OAuth parameters');
  });

  it('redirects with error=access_denied and the state on cancel', async () => {
    const location = await authorize(api, 'premium', 'st-cancel', 'cancel');
    expect(location.origin + location.pathname).toBe(REDIRECT_URI);
    expect(location.searchParams.get('error')).toBe('access_denied');
    expect(location.searchParams.get('error_description')).toBeTruthy();
    expect(location.searchParams.get('state')).toBe('st-cancel');
    expect(location.searchParams.has('code')).toBe(false);
  });

  it('exchanges a code once, for the right state and redirect URI only', async () => {
    const location = await authorize(api, 'free', 'st-once');
    const code = location.searchParams.get('code');
    expect(location.searchParams.get('state')).toBe('st-once');
    const first = await postJson(api, PATHS.discordToken, {
      code,
      state: 'st-once',
      redirectUri: REDIRECT_URI,
    });
    expect(first.status).toBe(200);
    const parsed = DiscordTokenResponseSchema.parse(first.body);
    expect(parsed.success).toBe(true);
    expect(parsed.user?.id).toBe(TEST_USERS.free.id);
    expect(parsed.user?.provider).toBe('discord');
    expect(parsed.tokens?.expires_in).toBe(PLATFORM_TOKEN_EXPIRY_SECONDS);
    expect(parsed.state).toBe('st-once');
    expect(parsed.guilds?.length).toBeGreaterThan(0);

    const reuse = await postJson(api, PATHS.discordToken, {
      code,
      state: 'st-once',
      redirectUri: REDIRECT_URI,
    });
    expect(reuse).toEqual({
      status: 400,
      body: {
        success: false,
        error: 'Invalid OAuth parameters',
        message: 'Invalid OAuth parameters',
      },
    });

    const other = await authorize(api, 'free', 'st-right');
    const wrongState = await postJson(api, PATHS.discordToken, {
      code: other.searchParams.get('code'),
      state: 'st-wrong',
      redirectUri: REDIRECT_URI,
    });
    expect(wrongState.status).toBe(400);

    const third = await authorize(api, 'free', 'st-uri');
    const wrongUri = await postJson(api, PATHS.discordToken, {
      code: third.searchParams.get('code'),
      state: 'st-uri',
      redirectUri: 'http://evil.test/cb',
    });
    expect(wrongUri.status).toBe(400);

    const missing = await postJson(api, PATHS.discordToken, {
      state: 'x',
      redirectUri: REDIRECT_URI,
    });
    expect(missing.status).toBe(400);
  });

  it('rejects a code exchanged after it expired', async () => {
    const location = await authorize(api, 'premium', 'st-late');
    api.clock.now += OAUTH_CODE_TTL_MS + 1;
    try {
      const late = await postJson(api, PATHS.discordToken, {
        code: location.searchParams.get('code'),
        state: 'st-late',
        redirectUri: REDIRECT_URI,
      });
      expect(late.status).toBe(400);
    } finally {
      api.clock.now = NOW;
    }
  });

  it('issues random tokens and refreshes with a rotated refresh token', async () => {
    const a = await signIn(api, 'premium');
    const b = await signIn(api, 'premium');
    expect(a.token).not.toBe(b.token);
    expect(a.token.length).toBeGreaterThanOrEqual(40);
    const refreshed = await postJson<{
      success: boolean;
      tokens: { access_token: string; expires_in: number };
    }>(api, PATHS.discordRefresh, { refresh_token: a.refreshToken });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.success).toBe(true);
    expect(refreshed.body.tokens.expires_in).toBe(PLATFORM_TOKEN_EXPIRY_SECONDS);
    const profile = await api.app.request(PATHS.profile, {
      headers: { authorization: `Bearer ${refreshed.body.tokens.access_token}` },
    });
    expect(profile.status).toBe(200);
    const again = await postJson(api, PATHS.discordRefresh, { refresh_token: a.refreshToken });
    expect(again.status).toBe(401);
    expect(again.body).toMatchObject({ success: false });
  });

  it('expires platform tokens after 604800 s', async () => {
    const session = await signIn(api, 'free');
    api.clock.now = NOW + PLATFORM_TOKEN_EXPIRY_SECONDS * 1000 + 1;
    try {
      const profile = await api.app.request(PATHS.profile, {
        headers: { authorization: `Bearer ${session.token}` },
      });
      expect(profile.status).toBe(401);
      expect(await profile.json()).toEqual({ message: 'Access token expired' });
    } finally {
      api.clock.now = NOW;
    }
  });
});

describe('mock login, profile, refresh and logout', () => {
  let api: TestApi;
  beforeAll(() => {
    api = testApi();
  });

  it('accepts only the test credential pair', async () => {
    const wrong = await postJson(api, PATHS.login, {
      email: TEST_CREDENTIALS.email,
      password: 'guess',
    });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toMatchObject({ message: 'Invalid credentials' });
    const other = await postJson(api, PATHS.login, {
      email: 'someone@else.test',
      password: TEST_CREDENTIALS.password,
    });
    expect(other.status).toBe(401);
    const malformed = await postJson(api, PATHS.login, { email: 42 });
    expect(malformed.status).toBe(400);

    const ok = await postJson(api, PATHS.login, TEST_CREDENTIALS);
    expect(ok.status).toBe(200);
    const login = LoginResponseSchema.parse(ok.body);
    expect(login.expires_in).toBe(MOCK_TOKEN_EXPIRY_SECONDS);
    expect(login.token_type).toBe('Bearer');
    expect(login.user.id).toBe(TEST_USERS.premium.id);

    const profile = await api.app.request(PATHS.profile, {
      headers: { authorization: `Bearer ${login.access_token}` },
    });
    const parsed = ProfileResponseSchema.parse(await profile.json());
    expect(parsed.username).toBe(TEST_USERS.premium.username);

    api.clock.now = NOW + MOCK_TOKEN_EXPIRY_SECONDS * 1000 + 1;
    try {
      const expired = await api.app.request(PATHS.profile, {
        headers: { authorization: `Bearer ${login.access_token}` },
      });
      expect(expired.status).toBe(401);
      const refreshed = await postJson(api, PATHS.refresh, { refresh_token: login.refresh_token });
      expect(refreshed.status).toBe(200);
      const next = LoginResponseSchema.parse(refreshed.body);
      expect(next.expires_in).toBe(MOCK_TOKEN_EXPIRY_SECONDS);

      const logout = await api.app.request(PATHS.logout, {
        method: 'POST',
        headers: { authorization: `Bearer ${next.access_token}` },
      });
      expect(logout.status).toBe(200);
      expect(await logout.json()).toEqual({
        result: 'ok',
        message: 'You have been successfully logged out.',
      });
      const after = await api.app.request(PATHS.profile, {
        headers: { authorization: `Bearer ${next.access_token}` },
      });
      expect(after.status).toBe(401);
      expect(await after.json()).toEqual({ message: 'Access token revoked' });
    } finally {
      api.clock.now = NOW;
    }
  });

  it('requires a bearer token for profile and logout', async () => {
    expect((await api.app.request(PATHS.profile)).status).toBe(401);
    expect((await api.app.request(PATHS.logout, { method: 'POST' })).status).toBe(401);
    const bogus = await api.app.request(PATHS.profile, {
      headers: { authorization: 'Bearer nope' },
    });
    expect(await bogus.json()).toEqual({ message: 'Invalid access token' });
  });
});
