import { beforeAll, describe, expect, it } from 'vitest';
import {
  CexAlertsResponseSchema,
  CexInfluencersListResponseSchema,
  CexTopHoldingsResponseSchema,
  DexAlertsResponseSchema,
  DexTopAccumulationsResponseSchema,
  InfluencerProfileResponseSchema,
  MASKED_NAME,
  PATHS,
  RowWalletsResponseSchema,
  SignalTrackRecordResponseSchema,
  WalletProfileResponseSchema,
  type DexTopAccumulation,
  type RowWallets,
} from '@flowscope/shared-api/contract';
import {
  atMarketTime,
  HOUR,
  hoursAgo,
  known,
  NOW,
  post,
  postJson,
  signIn,
  testApi,
  type Session,
  type TestApi,
} from './helpers.ts';

interface Message {
  message: string;
}

describe('research calls', () => {
  let api: TestApi;
  let premium: Session;
  let free: Session;
  let topDex: DexTopAccumulation;
  beforeAll(async () => {
    api = testApi();
    premium = await signIn(api, 'premium');
    free = await signIn(api, 'free');
    const { body } = await postJson(
      api,
      PATHS.dexTopAccumulations,
      { user_id: premium.userId, from_datetime: hoursAgo(24) },
      premium.token,
    );
    topDex = known(DexTopAccumulationsResponseSchema.parse(body).data[0], 'a DEX row');
  });

  const dexRef = () => ({
    venue: 'dex',
    network: known(topDex.network),
    address: known(topDex.address),
  });

  async function rowWalletsOf(body: Record<string, unknown>, session?: Session) {
    const response = await postJson(
      api,
      PATHS.rowWallets,
      { user_id: session?.userId ?? 0, ...body },
      session?.token,
    );
    expect(response.status).toBe(200);
    return RowWalletsResponseSchema.parse(response.body).data;
  }

  describe('POST /row_wallets', () => {
    it("lists as many wallets as the DEX row's Wallets for the same window", async () => {
      const list = await rowWalletsOf({ token: dexRef(), from_datetime: hoursAgo(24) }, premium);
      expect(list.wallets).toHaveLength(known(topDex.wallets_interacted));
      expect(list.counts.wallets).toBe(topDex.wallets_interacted);
      expect(list.counts.holder_change).toBe(topDex.smw_change);
      expect(list.token).toMatchObject({ venue: 'dex', ticker: topDex.ticker, coin: null });
      for (const wallet of list.wallets) expect(wallet.wallet).toMatch(/^0x[0-9a-f]{40}$/);
    });

    it("lists a CEX holdings row's Long SMW and Short SMW holders", async () => {
      const { body } = await postJson(
        api,
        PATHS.cexTopHoldings,
        { user_id: premium.userId, from_datetime: hoursAgo(24) },
        premium.token,
      );
      const row = known(CexTopHoldingsResponseSchema.parse(body).data[0], 'a CEX row');
      const list = await rowWalletsOf(
        {
          token: { venue: 'cex', coin: known(row.coin).toLowerCase() },
          list: 'holdings',
          from_datetime: hoursAgo(24),
        },
        premium,
      );
      expect(list.counts.long_holders).toBe(row.long_smw);
      expect(list.counts.short_holders).toBe(row.short_smw);
      expect(list.wallets).toHaveLength(known(row.long_smw) + known(row.short_smw));
      // Largest position first.
      const sizes = list.wallets.map((wallet) => Math.abs(wallet.position));
      expect(sizes).toEqual([...sizes].sort((a, b) => b - a));
    });

    it('masks every wallet and influencer label for anonymous visitors', async () => {
      const body = { token: dexRef(), from_datetime: hoursAgo(720) };
      const open: RowWallets = await rowWalletsOf(body, premium);
      const masked = await rowWalletsOf(body);
      expect(masked.counts).toEqual(open.counts);
      expect(masked.wallets.map((wallet) => wallet.wallet)).toEqual(
        open.wallets.map(() => MASKED_NAME),
      );
      expect(masked.wallets.map((wallet) => wallet.label)).toEqual(
        open.wallets.map((wallet) => (wallet.label === null ? null : MASKED_NAME)),
      );
      expect(masked.wallets.map((wallet) => wallet.netflow)).toEqual(
        open.wallets.map((wallet) => wallet.netflow),
      );
    });

    it('answers 404 for an unknown token and 400 for a bad one or a reversed window', async () => {
      const unknown = await postJson<Message>(api, PATHS.rowWallets, {
        user_id: 0,
        token: { venue: 'cex', coin: 'NOPE' },
      });
      expect(unknown.status).toBe(404);
      expect(unknown.body.message).toBe('Unknown coin NOPE');
      const noAddress = await postJson<Message>(api, PATHS.rowWallets, {
        user_id: 0,
        token: { venue: 'dex', network: 'base' },
      });
      expect(noAddress.status).toBe(400);
      expect(noAddress.body.message).toContain('token.address');
      const badList = await postJson<Message>(api, PATHS.rowWallets, {
        user_id: 0,
        token: dexRef(),
        list: 'everything',
      });
      expect(badList.status).toBe(400);
      expect(badList.body.message).toContain('list must be one of');
      const reversed = await postJson<Message>(api, PATHS.rowWallets, {
        user_id: 0,
        token: dexRef(),
        from_datetime: hoursAgo(1),
        to_datetime: hoursAgo(2),
      });
      expect(reversed.status).toBe(400);
      expect(reversed.body.message).toContain('from_datetime must be before to_datetime');
    });

    it('is POST only', async () => {
      const response = await api.app.request(PATHS.rowWallets);
      expect(response.status).toBe(405);
    });
  });

  describe('POST /wallet_profile', () => {
    const influencerWallet = () => {
      const market = api.market();
      const influencer = known(market.influencers.find((i) => i.venue === 'dex'));
      return {
        handle: influencer.handle,
        address: known(market.wallets[known(influencer.wallets[0])]).address,
      };
    };

    it('answers Non-premium with no data to free and anonymous users', async () => {
      const wallet = influencerWallet().address;
      const asFree = await postJson(
        api,
        PATHS.walletProfile,
        { user_id: free.userId, wallet },
        free.token,
      );
      expect(asFree.body).toEqual({ result: 'Non-premium', data: null });
      const asAnonymous = await postJson(api, PATHS.walletProfile, { user_id: 0, wallet });
      expect(asAnonymous.body).toEqual({ result: 'Non-premium', data: null });
    });

    it("labels an influencer's wallet with the handle, whatever the address's case", async () => {
      const { handle, address } = influencerWallet();
      const { status, body } = await postJson(
        api,
        PATHS.walletProfile,
        { user_id: premium.userId, wallet: address.toUpperCase().replace('0X', '0x') },
        premium.token,
      );
      expect(status).toBe(200);
      const profile = WalletProfileResponseSchema.parse(body);
      if (profile.result !== 'ok') throw new Error('expected a profile');
      expect(profile.data.wallet).toBe(address);
      expect(profile.data.label).toBe(handle);
      expect(profile.data.influencer_venue).toBe('dex');
      expect(profile.data.common_tokens).toEqual([]);
    });

    it("holds a row's token as the row's wallet list shows, among the tokens in common", async () => {
      const list = await rowWalletsOf({ token: dexRef(), list: 'holdings' }, premium);
      const holder = known(list.wallets[0]);
      const { body } = await postJson(
        api,
        PATHS.walletProfile,
        {
          user_id: premium.userId,
          wallet: holder.wallet,
          trades_limit: 5,
          common_with: [dexRef(), { venue: 'cex', coin: 'NOT-A-COIN' }],
        },
        premium.token,
      );
      const profile = WalletProfileResponseSchema.parse(body);
      if (profile.result !== 'ok') throw new Error('expected a profile');
      expect(profile.data.common_tokens).toEqual([
        { token: list.token, value: holder.position, trades: expect.any(Number) },
      ]);
      const held = known(profile.data.holdings.find((h) => h.token.address === list.token.address));
      expect(held.value).toBe(holder.position);
      expect(held.unrealised_pnl).toBe(holder.unrealised_pnl);
      expect(profile.data.trades.length).toBeLessThanOrEqual(5);
    });

    it('answers 404 for an address it does not know and 400 for a malformed one', async () => {
      const unknown = await postJson<Message>(
        api,
        PATHS.walletProfile,
        { user_id: premium.userId, wallet: `0x${'0'.repeat(40)}` },
        premium.token,
      );
      expect(unknown.status).toBe(404);
      expect(unknown.body.message).toBe(`Unknown wallet: 0x${'0'.repeat(40)}`);
      const malformed = await postJson<Message>(
        api,
        PATHS.walletProfile,
        { user_id: premium.userId, wallet: 'vitalik.eth', trades_limit: 500 },
        premium.token,
      );
      expect(malformed.status).toBe(400);
      expect(malformed.body.message).toContain('wallet must be an address');
      expect(malformed.body.message).toContain('trades_limit must not exceed 200');
    });
  });

  describe('POST /influencer_profile', () => {
    it('answers Non-premium to free and anonymous users', async () => {
      const body = { venue: 'cex', twitter_handle: 'anyone' };
      const asFree = await postJson(
        api,
        PATHS.influencerProfile,
        { user_id: free.userId, ...body },
        free.token,
      );
      expect(asFree.body).toEqual({ result: 'Non-premium', data: null });
      const asAnonymous = await postJson(api, PATHS.influencerProfile, { user_id: 0, ...body });
      expect(asAnonymous.body).toEqual({ result: 'Non-premium', data: null });
    });

    it("shows the PNL and trades of the CEX list's row, and the follow", async () => {
      // The list is answered at the market's time and the profile at the clock: one instant.
      atMarketTime(api);
      const listed = await postJson(
        api,
        PATHS.cexInfluencersList,
        { user_id: premium.userId },
        premium.token,
      );
      const row = known(CexInfluencersListResponseSchema.parse(listed.body).data[0]);
      const ask = async () => {
        const { body } = await postJson(
          api,
          PATHS.influencerProfile,
          { user_id: premium.userId, venue: 'cex', twitter_handle: `@${row.twitter_handle}` },
          premium.token,
        );
        const profile = InfluencerProfileResponseSchema.parse(body);
        if (profile.result !== 'ok') throw new Error('expected a profile');
        return profile.data;
      };
      const before = await ask();
      expect(before.twitter_handle).toBe(row.twitter_handle);
      expect(before.pnl).toBe(row.pnl);
      expect(before.trades_total).toBe(row.trades);
      expect(before.wallets).toHaveLength(row.wallets);
      expect(before.followed).toBe(row.favorites);
      expect(before.trades.length).toBeLessThanOrEqual(50);
      const follow = await postJson(
        api,
        PATHS.addCexFavoriteInfluencer,
        { user_id: premium.userId, twitter_handle: row.twitter_handle },
        premium.token,
      );
      expect(follow.body).toMatchObject({ result: 'ok' });
      expect((await ask()).followed).toBe(true);
    });

    it("answers 404 for a handle not on that venue's list", async () => {
      const dexHandle = known(api.market().influencers.find((i) => i.venue === 'dex')).handle;
      const response = await postJson<Message>(
        api,
        PATHS.influencerProfile,
        { user_id: premium.userId, venue: 'cex', twitter_handle: dexHandle },
        premium.token,
      );
      expect(response.status).toBe(404);
      expect(response.body.message).toBe(`Unknown CEX influencer: @${dexHandle}`);
    });
  });

  describe('POST /signal_track_record', () => {
    it('answers every visitor, with cells that add up to the totals', async () => {
      const { status, body } = await postJson(api, PATHS.signalTrackRecord, {
        user_id: 0,
        venue: 'dex',
        from_datetime: hoursAgo(72),
      });
      expect(status).toBe(200);
      const record = SignalTrackRecordResponseSchema.parse(body).data;
      expect(record.totals.map((total) => total.venue)).toEqual(['dex']);
      const total = known(record.totals[0]).signals;
      expect(total).toBeGreaterThan(0);
      expect(new Set(record.cells.map((cell) => cell.band))).toEqual(
        new Set(['excellent', 'good', 'fair', 'poor']),
      );
      for (const horizon of ['h1', 'h4', 'h24']) {
        const cells = record.cells.filter((cell) => cell.horizon === horizon);
        expect(cells.reduce((sum, cell) => sum + cell.signals, 0)).toBe(total);
      }
      // Signals of the last 24 hours have no 24-hour return yet.
      const day = record.cells.filter((cell) => cell.horizon === 'h24');
      const measured = day.reduce((sum, cell) => sum + cell.measured, 0);
      expect(measured).toBeLessThan(total);
    });

    it('covers both venues by default, CEX with its five bands', async () => {
      const { body } = await postJson(api, PATHS.signalTrackRecord, { user_id: 0 });
      const record = SignalTrackRecordResponseSchema.parse(body).data;
      expect(record.totals.map((total) => total.venue)).toEqual(['cex', 'dex']);
      expect(record.cells.filter((cell) => cell.venue === 'cex')).toHaveLength(5 * 3);
      expect(Date.parse(record.to_datetime) - Date.parse(record.from_datetime)).toBeLessThanOrEqual(
        30 * 24 * HOUR,
      );
    });

    it('answers 400 for an unknown venue', async () => {
      const response = await postJson<Message>(api, PATHS.signalTrackRecord, {
        user_id: 0,
        venue: 'nyse',
      });
      expect(response.status).toBe(400);
      expect(response.body.message).toContain('venue must be one of: cex, dex');
    });
  });

  describe('alerts carry what the price did after them', () => {
    it('gives each DEX and CEX alert the returns whose time has come, and only those', async () => {
      const now = NOW;
      const ask = async (path: string, window: Record<string, string>) =>
        (await postJson(api, path, { user_id: premium.userId, ...window }, premium.token)).body;
      // The newest 200 (a few hours), and a day further back, whose 24 hours have passed.
      const windows: Record<string, string>[] = [
        {},
        { from_datetime: hoursAgo(48), to_datetime: hoursAgo(25) },
      ];
      const answers = [];
      for (const window of windows) {
        answers.push(DexAlertsResponseSchema.parse(await ask(PATHS.dexAlerts, window)).data);
        answers.push(CexAlertsResponseSchema.parse(await ask(PATHS.cexAlerts, window)).data);
      }
      for (const alerts of answers) {
        expect(alerts.length).toBeGreaterThan(0);
        for (const alert of alerts) {
          const time = Date.parse(known(alert.timestamp));
          const returns = known(alert.returns);
          expect(returns.h1 !== null, alert.timestamp ?? '').toBe(time + HOUR <= now);
          expect(returns.h4 !== null).toBe(time + 4 * HOUR <= now);
          expect(returns.h24 !== null).toBe(time + 24 * HOUR <= now);
        }
      }
      const [recentDex, recentCex, olderDex, olderCex] = answers.map((alerts) =>
        alerts.filter((alert) => alert.returns?.h24 !== null),
      );
      expect([recentDex?.length, recentCex?.length]).toEqual([0, 0]);
      expect(olderDex?.length).toBe(answers[2]?.length);
      expect(olderCex?.length).toBe(answers[3]?.length);
    });
  });

  it('reads a JSON body only', async () => {
    const response = await post(api, PATHS.signalTrackRecord, 'not json');
    expect(response.status).toBe(400);
  });
});
