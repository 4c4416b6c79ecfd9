import { beforeAll, describe, expect, it } from 'vitest';
import {
  CexFavoritesResponseSchema,
  CexInfluencersDataResponseSchema,
  CexInfluencersListResponseSchema,
  DexFavoritesResponseSchema,
  DexInfluencersDataResponseSchema,
  DexInfluencersListResponseSchema,
  PATHS,
  parseInfluencersData,
  type CexAlert,
  type CexTopAccumulation,
  type DexAlert,
  type DexInfluencerRow,
  type DexTopAccumulation,
} from '@flowscope/shared-api/contract';
import { hoursAgo, postJson, signIn, testApi, type Session, type TestApi } from './helpers.ts';

interface List<Row> {
  result: string;
  data: Row[];
  message?: string;
}

describe('premium rules, token checks and anonymisation', () => {
  let api: TestApi;
  let premium: Session;
  let free: Session;
  beforeAll(async () => {
    api = testApi();
    premium = await signIn(api, 'premium');
    free = await signIn(api, 'free');
  });

  it('checks the bearer token against user_id', async () => {
    const body = { user_id: premium.userId, from_datetime: hoursAgo(24) };
    const none = await postJson<{ message: string }>(api, PATHS.cexTopAccumulations, body);
    expect(none.status).toBe(401);
    const other = await postJson<{ message: string }>(
      api,
      PATHS.cexTopAccumulations,
      body,
      free.token,
    );
    expect(other.status).toBe(403);
    expect(other.body.message).toContain(`user_id ${premium.userId}`);
    const own = await postJson(api, PATHS.cexTopAccumulations, body, premium.token);
    expect(own.status).toBe(200);
  });

  it('answers Non-premium to favourite and follow adds of free and anonymous users', async () => {
    const dexToken = (
      await postJson<List<DexTopAccumulation>>(
        api,
        PATHS.dexTopAccumulations,
        { user_id: premium.userId, from_datetime: hoursAgo(24) },
        premium.token,
      )
    ).body.data[0];
    if (!dexToken?.address) throw new Error('no token');
    const adds: [string, Record<string, unknown>][] = [
      [PATHS.addCexFavorite, { coin: 'BTC' }],
      [
        PATHS.addDexFavorite,
        { token_name: dexToken.token_name, address: dexToken.address, network: dexToken.network },
      ],
      [PATHS.addDexFavoriteInfluencer, { twitter_handle: 'anyone' }],
      [PATHS.addCexFavoriteInfluencer, { twitter_handle: 'anyone' }],
    ];
    for (const [path, body] of adds) {
      const asFree = await postJson<List<never>>(
        api,
        path,
        { user_id: free.userId, ...body },
        free.token,
      );
      expect(asFree.status, path).toBe(200);
      expect(asFree.body.result, path).toBe('Non-premium');
      const asAnonymous = await postJson<List<never>>(api, path, { user_id: 0, ...body });
      expect(asAnonymous.body.result, path).toBe('Non-premium');
    }
    const favorites = await postJson(api, PATHS.cexFavorites, { user_id: free.userId }, free.token);
    expect(favorites.body).toEqual({ result: 'ok', data: [] });
  });

  it('answers Non-premium with empty data to influencer lists and feeds without premium', async () => {
    for (const path of [
      PATHS.dexInfluencersList,
      PATHS.cexInfluencersList,
      PATHS.dexInfluencersData,
      PATHS.cexInfluencersData,
    ]) {
      expect((await postJson(api, path, { user_id: free.userId }, free.token)).body, path).toEqual({
        result: 'Non-premium',
        data: [],
      });
      expect((await postJson(api, path, { user_id: 0 })).body, path).toEqual({
        result: 'Non-premium',
        data: [],
      });
    }
  });

  it('lets premium users favourite tokens, see the flag in lists, and remove them', async () => {
    const acc = await postJson<List<DexTopAccumulation>>(
      api,
      PATHS.dexTopAccumulations,
      { user_id: premium.userId, from_datetime: hoursAgo(24) },
      premium.token,
    );
    const target = acc.body.data[3];
    if (!target?.address) throw new Error('no token');
    const add = await postJson(
      api,
      PATHS.addDexFavorite,
      {
        user_id: premium.userId,
        token_name: target.token_name,
        address: target.address.toUpperCase().replace('0X', '0x'),
        network: target.network,
      },
      premium.token,
    );
    expect(add.body).toMatchObject({ result: 'ok' });
    const addCex = await postJson(
      api,
      PATHS.addCexFavorite,
      { user_id: premium.userId, coin: 'eth' },
      premium.token,
    );
    expect(addCex.body).toMatchObject({ result: 'ok' });
    const unknown = await postJson(
      api,
      PATHS.addCexFavorite,
      { user_id: premium.userId, coin: 'NOPE' },
      premium.token,
    );
    expect(unknown.status).toBe(404);

    const dexFavs = DexFavoritesResponseSchema.parse(
      (await postJson(api, PATHS.dexFavorites, { user_id: premium.userId }, premium.token)).body,
    );
    expect(dexFavs.data.map((row) => row.address)).toContain(target.address);
    const cexFavs = CexFavoritesResponseSchema.parse(
      (await postJson(api, PATHS.cexFavorites, { user_id: premium.userId }, premium.token)).body,
    );
    expect(cexFavs.data.map((row) => row.coin)).toEqual(['ETH']);

    const again = await postJson<List<DexTopAccumulation>>(
      api,
      PATHS.dexTopAccumulations,
      { user_id: premium.userId, from_datetime: hoursAgo(24) },
      premium.token,
    );
    expect(again.body.data.find((row) => row.address === target.address)?.favorites).toBe(true);
    expect(again.body.data.filter((row) => row.favorites)).toHaveLength(1);

    const remove = await postJson(
      api,
      PATHS.removeDexFavorite,
      {
        user_id: premium.userId,
        token_name: target.token_name,
        address: target.address,
        network: target.network,
      },
      premium.token,
    );
    expect(remove.body).toMatchObject({ result: 'ok' });
    const after = DexFavoritesResponseSchema.parse(
      (await postJson(api, PATHS.dexFavorites, { user_id: premium.userId }, premium.token)).body,
    );
    expect(after.data).toHaveLength(0);
    const anonymousRemove = await postJson(api, PATHS.removeCexFavorite, {
      user_id: 0,
      coin: 'ETH',
    });
    expect(anonymousRemove.status).toBe(401);
  });

  it('lets premium users follow influencers and narrow lists and feeds to them', async () => {
    const all = DexInfluencersListResponseSchema.parse(
      (await postJson(api, PATHS.dexInfluencersList, { user_id: premium.userId }, premium.token))
        .body,
    );
    expect(all.data.length).toBeGreaterThan(500);
    const trades = all.data.map((row) => row.trades);
    expect(trades).toEqual([...trades].sort((a, b) => b - a));
    const picks = all.data.slice(0, 2).map((row) => row.twitter_handle);
    for (const handle of picks) {
      const follow = await postJson(
        api,
        PATHS.addDexFavoriteInfluencer,
        { user_id: premium.userId, twitter_handle: `@${handle}` },
        premium.token,
      );
      expect(follow.body).toMatchObject({ result: 'ok' });
    }
    const wrongVenue = await postJson(
      api,
      PATHS.addCexFavoriteInfluencer,
      { user_id: premium.userId, twitter_handle: picks[0] },
      premium.token,
    );
    expect(wrongVenue.status).toBe(404);

    const chosen = await postJson<List<DexInfluencerRow>>(
      api,
      PATHS.dexInfluencersList,
      { user_id: premium.userId, only_for_user: true },
      premium.token,
    );
    expect(chosen.body.data.map((row) => row.twitter_handle).sort()).toEqual([...picks].sort());
    expect(chosen.body.data.every((row) => row.favorites)).toBe(true);

    const feed = DexInfluencersDataResponseSchema.parse(
      (
        await postJson(
          api,
          PATHS.dexInfluencersData,
          { user_id: premium.userId, influencers: 'followed', from_datetime: hoursAgo(720) },
          premium.token,
        )
      ).body,
    );
    expect(feed.data.length).toBeGreaterThan(0);
    for (const item of feed.data) expect(picks).toContain(item.twitter_handle);
    const everyone = DexInfluencersDataResponseSchema.parse(
      (await postJson(api, PATHS.dexInfluencersData, { user_id: premium.userId }, premium.token))
        .body,
    );
    expect(new Set(everyone.data.map((item) => item.twitter_handle)).size).toBeGreaterThan(2);

    const unfollow = await postJson(
      api,
      PATHS.removeDexFavoriteInfluencer,
      { user_id: premium.userId, twitter_handle: picks[0] },
      premium.token,
    );
    expect(unfollow.body).toMatchObject({ result: 'ok' });
    const left = await postJson<List<DexInfluencerRow>>(
      api,
      PATHS.dexInfluencersList,
      { user_id: premium.userId, only_for_user: true },
      premium.token,
    );
    expect(left.body.data).toHaveLength(1);
  });

  it('serves both spellings of the CEX unfollow path and the CEX feed', async () => {
    const list = CexInfluencersListResponseSchema.parse(
      (
        await postJson(
          api,
          PATHS.cexInfluencersList,
          { user_id: premium.userId, sort_by: 'pnl' },
          premium.token,
        )
      ).body,
    );
    const pnl = list.data.map((row) => row.pnl);
    expect(pnl).toEqual([...pnl].sort((a, b) => b - a));
    const handle = list.data[0]?.twitter_handle ?? '';
    for (const path of [PATHS.removeCexFavoriteInfluencer, PATHS.removeCexFavoriteInfluencerAlt]) {
      await postJson(
        api,
        PATHS.addCexFavoriteInfluencer,
        { user_id: premium.userId, twitter_handle: handle },
        premium.token,
      );
      const removed = await postJson<{ result: string; message: string }>(
        api,
        path,
        { user_id: premium.userId, twitter_handle: handle },
        premium.token,
      );
      expect(removed.body).toEqual({ result: 'ok', message: `Unfollowed @${handle}` });
    }
    const feed = CexInfluencersDataResponseSchema.parse(
      (await postJson(api, PATHS.cexInfluencersData, { user_id: premium.userId }, premium.token))
        .body,
    );
    expect(feed.data.length).toBeGreaterThan(0);
    for (const item of feed.data) {
      expect(['Opened', 'Increased', 'Reduced', 'Closed']).toContain(item.activity);
      expect(item.max_drawdown).toBeGreaterThanOrEqual(0);
      expect(item.max_drawdown).toBeLessThanOrEqual(1);
    }
  });

  it('masks anonymous records: top names, influencer handles and the first alert timestamp', async () => {
    const anonymous = await postJson<List<CexTopAccumulation>>(api, PATHS.cexTopAccumulations, {
      user_id: 0,
      from_datetime: hoursAgo(24),
    });
    const signedIn = await postJson<List<CexTopAccumulation>>(
      api,
      PATHS.cexTopAccumulations,
      { user_id: free.userId, from_datetime: hoursAgo(24) },
      free.token,
    );
    expect(anonymous.body.data.slice(0, 3).map((row) => row.coin)).toEqual(['***', '***', '***']);
    expect(anonymous.body.data[3]?.coin).toBe(signedIn.body.data[3]?.coin);
    expect(signedIn.body.data.some((row) => row.coin === '***')).toBe(false);

    const dex = await postJson<List<DexTopAccumulation>>(api, PATHS.dexTopAccumulations, {
      user_id: 0,
      from_datetime: hoursAgo(24),
    });
    expect(dex.body.data[0]).toMatchObject({ token_name: '***', ticker: '***', address: null });

    for (const [path, kind] of [
      [PATHS.dexAlerts, 'dex'],
      [PATHS.cexAlerts, 'cex'],
    ] as const) {
      const masked = await postJson<List<DexAlert | CexAlert>>(api, path, { user_id: 0 });
      expect(masked.body.data[0]?.timestamp).toBeNull();
      expect(masked.body.data[1]?.timestamp).not.toBeNull();
      const entries = masked.body.data.flatMap((alert) =>
        parseInfluencersData(alert.influencers_data, kind),
      );
      expect(entries.length).toBeGreaterThan(0);
      expect(entries.every((entry) => entry.name === '***')).toBe(true);

      const open = await postJson<List<DexAlert | CexAlert>>(
        api,
        path,
        { user_id: free.userId },
        free.token,
      );
      expect(open.body.data[0]?.timestamp).not.toBeNull();
      const named = open.body.data.flatMap((alert) =>
        parseInfluencersData(alert.influencers_data, kind),
      );
      expect(named.some((entry) => entry.name !== '***')).toBe(true);
    }
  });
});
