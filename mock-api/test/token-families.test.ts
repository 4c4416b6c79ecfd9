import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { PATHS } from '@flowscope/shared-api/contract';
import type { MockApi } from '../src/app.ts';
import { TEST_CREDENTIALS } from '../src/store/users.ts';
import { authorize, postJson, REDIRECT_URI, testApi, type TestApi } from './helpers.ts';

interface Tokens {
  access_token: string;
  refresh_token: string;
}

const profileStatus = async (api: MockApi, accessToken: string): Promise<number> =>
  (await api.app.request(PATHS.profile, { headers: { authorization: `Bearer ${accessToken}` } }))
    .status;

async function refreshPlatform(api: MockApi, refreshToken: string) {
  return postJson<{ tokens: Tokens }>(api, PATHS.discordRefresh, { refresh_token: refreshToken });
}

async function exchange(api: MockApi, code: string, state: string) {
  return postJson<{ tokens: Tokens }>(api, PATHS.discordToken, {
    code,
    state,
    redirectUri: REDIRECT_URI,
  });
}

async function codeFor(api: MockApi, state: string): Promise<string> {
  return (await authorize(api, 'premium', state)).searchParams.get('code') ?? '';
}

describe('refresh-token rotation with reuse detection (token families)', () => {
  let api: TestApi;
  afterEach(() => api.close());

  it('reusing a rotated refresh token revokes every token descended from the same sign-in', async () => {
    api = testApi();
    const signedIn = await exchange(api, await codeFor(api, 'st-family'), 'st-family');
    const first = signedIn.body.tokens;
    const second = (await refreshPlatform(api, first.refresh_token)).body.tokens;
    const third = (await refreshPlatform(api, second.refresh_token)).body.tokens;
    expect(await profileStatus(api, third.access_token)).toBe(200);

    // An attacker replays the first refresh token, which was rotated long ago.
    expect((await refreshPlatform(api, first.refresh_token)).status).toBe(401);

    // The session it was rotated into is gone: its access token and its refresh token.
    expect(await profileStatus(api, third.access_token)).toBe(401);
    expect((await refreshPlatform(api, third.refresh_token)).status).toBe(401);
  });

  it('leaves other sign-ins of the same user alone', async () => {
    api = testApi();
    const victim = (await exchange(api, await codeFor(api, 'st-a'), 'st-a')).body.tokens;
    const other = (await exchange(api, await codeFor(api, 'st-b'), 'st-b')).body.tokens;
    await refreshPlatform(api, victim.refresh_token);
    await refreshPlatform(api, victim.refresh_token);
    expect(await profileStatus(api, other.access_token)).toBe(200);
    expect((await refreshPlatform(api, other.refresh_token)).status).toBe(200);
  });

  it('revokes the family on reuse for the mock login refresh too', async () => {
    api = testApi();
    const login = await postJson<Tokens>(api, PATHS.login, TEST_CREDENTIALS);
    const rotated = await postJson<Tokens>(api, PATHS.refresh, {
      refresh_token: login.body.refresh_token,
    });
    expect(rotated.status).toBe(200);
    const reuse = await postJson(api, PATHS.refresh, { refresh_token: login.body.refresh_token });
    expect(reuse.status).toBe(401);
    expect(await profileStatus(api, rotated.body.access_token)).toBe(401);
  });

  it('a replayed authorization code revokes the tokens first issued for it, rotated ones included', async () => {
    api = testApi();
    const code = await codeFor(api, 'st-replay');
    const first = (await exchange(api, code, 'st-replay')).body.tokens;
    const rotated = (await refreshPlatform(api, first.refresh_token)).body.tokens;
    expect(await profileStatus(api, rotated.access_token)).toBe(200);

    const replay = await exchange(api, code, 'st-replay');
    expect(replay.status).toBe(400);
    expect(await profileStatus(api, rotated.access_token)).toBe(401);
    expect((await refreshPlatform(api, rotated.refresh_token)).status).toBe(401);
  });

  it('a code refused on its first use (wrong state) issues nothing, and its replay revokes nothing else', async () => {
    api = testApi();
    const bystander = (await exchange(api, await codeFor(api, 'st-ok'), 'st-ok')).body.tokens;
    const code = await codeFor(api, 'st-right');
    expect((await exchange(api, code, 'st-wrong')).status).toBe(400);
    expect((await exchange(api, code, 'st-right')).status).toBe(400);
    expect(await profileStatus(api, bystander.access_token)).toBe(200);
  });

  it('remembers families across a restart (SQLite)', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'mock-api-families-'));
    try {
      const before = testApi({ dataDir });
      const code = await codeFor(before, 'st-disk');
      const first = (await exchange(before, code, 'st-disk')).body.tokens;
      const rotated = (await refreshPlatform(before, first.refresh_token)).body.tokens;
      before.close();

      api = testApi({ dataDir });
      expect(await profileStatus(api, rotated.access_token)).toBe(200);
      expect((await refreshPlatform(api, first.refresh_token)).status).toBe(401);
      expect(await profileStatus(api, rotated.access_token)).toBe(401);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
