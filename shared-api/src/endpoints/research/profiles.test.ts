import { describe, expect, it } from 'vitest';
import type { InfluencerProfile } from '../../contract/influencer-profile.ts';
import type { TokenIdentity, WalletHolding, WalletTrade } from '../../contract/index.ts';
import type { WalletProfile } from '../../contract/wallet-profile.ts';
import { avatarBucketUrl } from '../format/influencer.ts';
import { setupEndpointTests } from '../test-setup.ts';
import { routeByPath, signInForTest } from '../../http/test-support.ts';
import { fetchInfluencerProfile } from './influencer-profile.ts';
import { fetchWalletProfile } from './wallet-profile.ts';

setupEndpointTests();

const WALLET = '0x65983cbd71c8e93f925c5b97f848d9c9556fece8';
const USER = '180000000000000001';
const MOG: TokenIdentity = {
  venue: 'cex',
  coin: 'MOG',
  token_name: 'Mog Coin',
  ticker: 'MOG',
  network: null,
  address: null,
};

const short: WalletHolding = {
  wallet: WALLET,
  token: MOG,
  position_type: 'short',
  quantity: -1_319_790,
  value: -300_000,
  price: 0.263398,
  entry_price: 0.28007,
  unrealised_pnl: 22_004.89,
};
const long: WalletHolding = { ...short, position_type: 'long', quantity: 10, value: 100_000 };

const opened: WalletTrade = {
  wallet: WALLET,
  token: MOG,
  side: 'sell',
  position_type: 'short',
  activity: 'Opened',
  quantity: 1_000,
  price: 0.27,
  value: 270,
  realised_pnl: 0,
  timestamp: '2025-06-02T10:00:00.000Z',
};
const closed: WalletTrade = {
  ...opened,
  side: 'buy',
  activity: 'Closed',
  realised_pnl: -12.5,
  timestamp: '2025-06-02T11:00:00.000Z',
};

const summary = {
  realised_pnl: 19_616.69,
  unrealised_pnl: -49_249.35,
  pnl: -29_632.66,
  trades_total: 166,
  closed_trades: 81,
  winning_trades: 38,
  win_rate: 0.469136,
};

const walletProfile: WalletProfile = {
  wallet: WALLET,
  label: 'pepelabs',
  influencer_venue: 'cex',
  from_datetime: '2025-05-03T12:00:00.000Z',
  to_datetime: '2025-06-02T12:00:00.000Z',
  holdings_value: -200_000,
  holdings: [short, long],
  trades: [closed, opened],
  ...summary,
  tokens_traded: 12,
  common_tokens: [{ token: MOG, value: -300_000, trades: 4 }],
};

const influencerProfile: InfluencerProfile = {
  twitter_handle: 'pepelabs',
  venue: 'cex',
  authority: 45.7,
  wallets: [WALLET],
  followed: true,
  from_datetime: walletProfile.from_datetime,
  to_datetime: walletProfile.to_datetime,
  ...summary,
  win_rate: null,
  gain_to_pain: 1.13807,
  max_drawdown: 0.228247,
  pnl_curve: [
    { timestamp: '2025-05-03T16:00:00.000Z', pnl: 0 },
    { timestamp: '2025-05-03T20:00:00.000Z', pnl: -120.5 },
  ],
  open_positions: [short],
  trades: [closed],
  most_traded: [{ token: MOG, trades: 9, volume: 1_250_000, realised_pnl: 3_400 }],
};

describe('POST /wallet_profile', () => {
  it('tells a Non-premium answer apart from a profile', async () => {
    routeByPath({ '/wallet_profile': { result: 'Non-premium', data: null } });
    expect(await fetchWalletProfile({ wallet: WALLET })).toEqual({
      data: null,
      premiumRequired: true,
    });
  });

  it('sends the wallet, the period, the trades wanted and the tokens to compare with', async () => {
    signInForTest(USER);
    const api = routeByPath({ '/wallet_profile': { result: 'ok', data: walletProfile } });
    await fetchWalletProfile({ wallet: WALLET });
    await fetchWalletProfile({
      wallet: WALLET,
      fromDatetime: '2025-05-26T12:00:00.000Z',
      tradesLimit: 10,
      commonWith: [{ venue: 'dex', network: 'base', address: '0xabc' }],
    });
    expect((await api.payloads()).map((sent) => sent.body)).toEqual([
      { user_id: USER, wallet: WALLET },
      {
        user_id: USER,
        wallet: WALLET,
        from_datetime: '2025-05-26T12:00:00.000Z',
        trades_limit: 10,
        common_with: [{ venue: 'dex', network: 'base', address: '0xabc' }],
      },
    ]);
  });

  it('maps holdings, trades, PnL and win rate for display', async () => {
    routeByPath({ '/wallet_profile': { result: 'ok', data: walletProfile } });
    const answer = await fetchWalletProfile({ wallet: WALLET });
    if (answer.premiumRequired) throw new Error('expected a profile');
    const view = answer.data;
    expect(view).toMatchObject({
      walletShort: '0x6598...ece8',
      label: 'pepelabs',
      influencerVenue: 'cex',
      holdingsValueFormatted: '-$200.00K',
      pnlFormatted: '-$29.63K',
      realisedPnlFormatted: '+$19.62K',
      unrealisedPnlFormatted: '-$49.25K',
      winRate: 0.469136,
      winRateFormatted: '46.9%',
      tradesTotal: 166,
      tokensTradedFormatted: '12',
    });
    expect(
      view.holdings.map((holding) => [holding.valueFormatted, holding.shareFormatted]),
    ).toEqual([
      ['-$300.00K', '75.0%'],
      ['$100.00K', '25.0%'],
    ]);
    expect(view.holdings[0]).toMatchObject({
      positionType: 'short',
      quantityFormatted: '-1.32M',
      entryPriceFormatted: '$0.28',
      unrealisedPnlFormatted: '+$22.00K',
      token: { coin: 'MOG', tokenName: 'Mog Coin', key: 'cex:MOG', displayName: '$Mog Coin' },
    });
    // An open realises nothing, so it shows no PnL; a close shows what it realised.
    expect(view.trades.map((trade) => [trade.activity, trade.realisedPnlFormatted])).toEqual([
      ['Closed', '-$12.50'],
      ['Opened', ''],
    ]);
    expect(view.trades[0]?.datetimeFormatted).toBe('02/06/2025 13:00 CEST');
    expect(view.commonTokens).toEqual([
      {
        token: expect.objectContaining({ coin: 'MOG' }),
        value: -300_000,
        valueFormatted: '-$300.00K',
        trades: 4,
      },
    ]);
  });

  it("refuses 'Non-premium' carrying data, which the contract does not allow", async () => {
    routeByPath({ '/wallet_profile': { result: 'Non-premium', data: walletProfile } });
    await expect(fetchWalletProfile({ wallet: WALLET })).rejects.toThrow(
      'Unexpected response from /wallet_profile',
    );
  });
});

describe('POST /influencer_profile', () => {
  it('sends the venue and the handle without its @', async () => {
    const api = routeByPath({ '/influencer_profile': { result: 'ok', data: influencerProfile } });
    await fetchInfluencerProfile({ venue: 'cex', twitterHandle: '@pepelabs', tradesLimit: 20 });
    expect((await api.payloads())[0]?.body).toEqual({
      user_id: 0,
      venue: 'cex',
      twitter_handle: 'pepelabs',
      trades_limit: 20,
    });
  });

  it('maps the curve, the risk figures, the positions and the most traded tokens', async () => {
    routeByPath({ '/influencer_profile': { result: 'ok', data: influencerProfile } });
    const answer = await fetchInfluencerProfile({ venue: 'cex', twitterHandle: 'pepelabs' });
    if (answer.premiumRequired) throw new Error('expected a profile');
    const view = answer.data;
    expect(view).toMatchObject({
      twitterHandle: 'pepelabs',
      xLink: 'https://x.com/pepelabs',
      avatar: `${avatarBucketUrl()}/pepelabs.jpg`,
      followed: true,
      gainToPainFormatted: '1.14',
      maxDrawdownFormatted: '22.8%',
      winRate: null,
      winRateFormatted: 'N/A',
      wallets: [{ wallet: WALLET, walletShort: '0x6598...ece8' }],
    });
    expect(view.pnlCurve).toEqual([
      {
        timestamp: '2025-05-03T16:00:00.000Z',
        time: Date.parse('2025-05-03T16:00:00.000Z'),
        pnl: 0,
      },
      {
        timestamp: '2025-05-03T20:00:00.000Z',
        time: Date.parse('2025-05-03T20:00:00.000Z'),
        pnl: -120.5,
      },
    ]);
    expect(view.openPositions).toHaveLength(1);
    expect(view.mostTraded).toEqual([
      {
        token: expect.objectContaining({ coin: 'MOG' }),
        trades: 9,
        volume: 1_250_000,
        volumeFormatted: '$1.25M',
        realisedPnl: 3_400,
        realisedPnlFormatted: '+$3.40K',
      },
    ]);
  });

  it('tells a Non-premium answer apart', async () => {
    routeByPath({ '/influencer_profile': { result: 'Non-premium', data: null } });
    const answer = await fetchInfluencerProfile({ venue: 'dex', twitterHandle: 'x' });
    expect(answer.premiumRequired).toBe(true);
  });
});
