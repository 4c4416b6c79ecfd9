import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_PREFERENCES, PATHS, userPreferencesPath } from '@flowscope/shared-api/contract';
import { postJson, signIn, testApi } from './helpers.ts';

describe('persistence of user state', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'mock-api-test-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('keeps favourites, follows, preferences and sessions across a restart, and resets on request', async () => {
    const first = testApi({ dataDir });
    const session = await signIn(first, 'premium');
    await postJson(
      first,
      PATHS.addCexFavorite,
      { user_id: session.userId, coin: 'SOL' },
      session.token,
    );
    const handle = first.market().influencers.find((i) => i.venue === 'cex')?.handle ?? '';
    await postJson(
      first,
      PATHS.addCexFavoriteInfluencer,
      { user_id: session.userId, twitter_handle: handle },
      session.token,
    );
    await first.app.request(userPreferencesPath(session.userId), {
      method: 'PATCH',
      headers: { authorization: `Bearer ${session.token}` },
      body: JSON.stringify({ preferences: { dateFormat: 'YYYY-MM-DD' } }),
    });
    first.close();

    const second = testApi({ dataDir });
    const favorites = await postJson<{ data: { coin: string }[] }>(
      second,
      PATHS.cexFavorites,
      { user_id: session.userId },
      session.token,
    );
    expect(favorites.status).toBe(200);
    expect(favorites.body.data.map((row) => row.coin)).toEqual(['SOL']);
    const follows = await postJson<{ data: { twitter_handle: string }[] }>(
      second,
      PATHS.cexInfluencersList,
      { user_id: session.userId, only_for_user: true },
      session.token,
    );
    expect(follows.body.data.map((row) => row.twitter_handle)).toEqual([handle]);
    const preferences = await second.app.request(userPreferencesPath(session.userId), {
      headers: { authorization: `Bearer ${session.token}` },
    });
    expect(await preferences.json()).toEqual({
      preferences: { ...DEFAULT_PREFERENCES, dateFormat: 'YYYY-MM-DD' },
    });
    second.close();

    const reset = testApi({ dataDir, reset: true });
    const gone = await postJson(
      reset,
      PATHS.cexFavorites,
      { user_id: session.userId },
      session.token,
    );
    expect(gone.status).toBe(401);
    const fresh = await signIn(reset, 'premium');
    const empty = await postJson(reset, PATHS.cexFavorites, { user_id: fresh.userId }, fresh.token);
    expect(empty.body).toEqual({ result: 'ok', data: [] });
    reset.close();
  });
});
