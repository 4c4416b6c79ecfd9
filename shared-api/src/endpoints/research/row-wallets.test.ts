import { describe, expect, it } from 'vitest';
import type { RowWallets } from '../../contract/row-wallets.ts';
import { routeByPath, signInForTest } from '../../http/test-support.ts';
import { NOW, setupEndpointTests } from '../test-setup.ts';
import { fetchRowWallets } from './row-wallets.ts';

setupEndpointTests();

const ADDRESS = '0x1fff1cddcd85ca0ba7254a170bfc1a1182ddbc2c';

const answer: RowWallets = {
  token: {
    venue: 'dex',
    coin: null,
    token_name: 'Beacon',
    ticker: 'EACO',
    network: 'base',
    address: '0xb0cb9e8f898e370ffaf54ca968d074ec209092a7',
  },
  list: 'accumulations',
  from_datetime: '2025-06-01T12:00:00.000Z',
  to_datetime: '2025-06-02T12:00:00.000Z',
  price: 3.04503,
  counts: {
    wallets: 2,
    traded: 2,
    net_long_wallets: 1,
    net_short_wallets: 1,
    holder_change: 0,
    long_holders: 32,
    short_holders: 0,
  },
  wallets: [
    {
      wallet: ADDRESS,
      label: 'cryptokitty',
      position_type: 'long',
      position: 114_026.5,
      entry_price: 1.90431,
      netflow: 59_647.12,
      direction: 'net_long',
      trades: 2,
      realised_pnl: 0,
      unrealised_pnl: 42_716.48,
      pnl: 42_716.48,
      last_trade: '2025-06-02T02:24:52.950Z',
    },
    {
      wallet: '***',
      label: null,
      position_type: null,
      position: 0,
      entry_price: null,
      netflow: -1_200,
      direction: 'net_short',
      trades: 1,
      realised_pnl: -35.5,
      unrealised_pnl: 0,
      pnl: -35.5,
      last_trade: null,
    },
  ],
};

describe('POST /row_wallets', () => {
  it('sends the token, the accumulations list by default and the row window', async () => {
    signInForTest('123456789012345678');
    const api = routeByPath({ '/row_wallets': { result: 'ok', data: answer } });
    await fetchRowWallets({
      token: { venue: 'cex', coin: 'BTC' },
      fromDatetime: new Date(NOW - 4 * 3_600_000).toISOString(),
    });
    await fetchRowWallets({ token: { venue: 'cex', coin: 'BTC' }, list: 'holdings' });
    expect((await api.payloads()).map((sent) => sent.body)).toEqual([
      {
        user_id: '123456789012345678',
        token: { venue: 'cex', coin: 'BTC' },
        list: 'accumulations',
        from_datetime: '2025-06-02T08:00:00.000Z',
      },
      { user_id: '123456789012345678', token: { venue: 'cex', coin: 'BTC' }, list: 'holdings' },
    ]);
  });

  it('maps the wallets with their figures formatted, and tells masked ones apart', async () => {
    routeByPath({ '/row_wallets': { result: 'ok', data: answer } });
    const view = await fetchRowWallets({
      token: { venue: 'dex', network: 'base', address: answer.token.address ?? '' },
    });
    expect(view.token).toMatchObject({
      venue: 'dex',
      tokenName: 'Beacon',
      displayName: '$Beacon',
      icon: 'eaco',
      key: 'dex:base:0xb0cb9e8f898e370ffaf54ca968d074ec209092a7',
    });
    expect(view.priceFormatted).toBe('$3.05');
    expect(view.counts).toMatchObject({ wallets: 2, walletsFormatted: '2', netShortWallets: 1 });
    expect(view.wallets[0]).toEqual({
      id: 1,
      wallet: ADDRESS,
      walletShort: '0x1fff...bc2c',
      masked: false,
      label: 'cryptokitty',
      positionType: 'long',
      position: 114_026.5,
      positionFormatted: '$114.03K',
      entryPrice: 1.90431,
      entryPriceFormatted: '$1.90',
      netflow: 59_647.12,
      netflowFormatted: '+$59.65K',
      direction: 'net_long',
      trades: 2,
      realisedPnl: 0,
      realisedPnlFormatted: '$0.00',
      unrealisedPnl: 42_716.48,
      unrealisedPnlFormatted: '+$42.72K',
      pnl: 42_716.48,
      pnlFormatted: '+$42.72K',
      lastTrade: '2025-06-02T02:24:52.950Z',
      lastTradeFormatted: '02/06/2025 04:24 CEST',
    });
    expect(view.wallets[1]).toMatchObject({
      wallet: '***',
      walletShort: '***',
      masked: true,
      entryPriceFormatted: 'N/A',
      netflowFormatted: '-$1.20K',
      lastTradeFormatted: '',
    });
  });

  it('refuses an answer that is not the contract', async () => {
    routeByPath({ '/row_wallets': { result: 'ok', data: { ...answer, wallets: 'none' } } });
    await expect(fetchRowWallets({ token: { venue: 'cex', coin: 'BTC' } })).rejects.toThrow(
      'Unexpected response from /row_wallets',
    );
  });
});
