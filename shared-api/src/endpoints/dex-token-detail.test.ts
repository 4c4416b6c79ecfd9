import { describe, expect, it } from 'vitest';
import type { DexTokenDetail } from '../contract/dex-token-detail.ts';
import { routeByPath } from '../http/test-support.ts';
import { fetchDexTokenDetail } from './dex-token-detail.ts';
import { NOW, setupEndpointTests } from './test-setup.ts';

setupEndpointTests();

const detail: DexTokenDetail = {
  token_name: 'Bonk',
  ticker: 'BONK',
  network: 'solana',
  address: 'DezXAZ8z7PnrnRJjz3wXBoRgixCa6xjnB7YaB1pPB263',
  logo_url: '/logos/solana-DezXAZ8z7PnrnRJjz3wXBoRgixCa6xjnB7YaB1pPB263.svg',
  launched_when: '2025-05-31T12:00:00.000Z',
  days_old: 2,
  favorites: true,
  price: 0.00002345,
  price_change_24h: 0.125,
  volume_24h: 98_765_432,
  liquidity: 4_500_000,
  holders: 812_345,
  market_cap: 1_800_000_000,
  risk: { honeypot: false, mintable: false, top10_holders_pct: 22.5, liquidity_locked: true },
  score: 64.5,
  holdings_score: 71.2,
  netflow: -9_430_000,
  wallets_interacted: 17,
  smw_holdings: 12_000_000,
  influencers_holdings: 300_000,
  influencers_in: 25_000,
  whales_holdings: 9_000_000,
  series: [
    { timestamp: '2025-06-02T11:00:00.000Z', price: 0.0000234, netflow: -100, smw_holdings: 5000 },
  ],
  smw_holders: [
    {
      wallet: '0xabc',
      position_type: 'long',
      holdings: 2_000_000,
      entry_price: 0.00002,
      netflow: 10_000,
      pnl: 1_500,
      last_trade: null,
    },
  ],
};

describe('POST /dex_token_detail', () => {
  it('sends user_id, network, address and the 24h window by default', async () => {
    const api = routeByPath({ '/dex_token_detail': { result: 'ok', data: detail } });
    await fetchDexTokenDetail({ network: 'solana', address: detail.address });
    expect(await api.payloads()).toEqual([
      {
        path: '/dex_token_detail',
        body: {
          user_id: 0,
          network: 'solana',
          address: detail.address,
          from_datetime: new Date(NOW - 24 * 3_600_000).toISOString(),
        },
      },
    ]);
  });

  it('maps the header, essentials, risk, chart and holders for display', async () => {
    routeByPath({ '/dex_token_detail': { result: 'ok', data: detail } });
    const view = await fetchDexTokenDetail({ network: 'solana', address: detail.address });
    expect(view).toMatchObject({
      displayName: '$Bonk',
      addressShort: 'DezXAZ...B263',
      icon: 'bonk',
      logoUrl: `http://localhost:3000/api${detail.logo_url ?? ''}`,
      daysOld: 2,
      favorites: true,
      priceFormatted: '$0.00002345',
      priceChange24hFormatted: '+12.50%',
      volume24hFormatted: '$98.77M',
      liquidityFormatted: '$4.50M',
      holdersFormatted: '812,345',
      marketCapFormatted: '$1.80B',
      risk: { level: 'clear', flags: [], top10HoldersPctFormatted: '22.5%' },
      score: 64.5,
      holdingsScore: 71.2,
      netflowFormatted: '-$9.43M',
      smwHoldingsFormatted: '$12.00M',
      series: [
        {
          timestamp: '2025-06-02T11:00:00.000Z',
          price: 0.0000234,
          netflow: -100,
          smwHoldings: 5000,
        },
      ],
    });
    expect(view.smwHolders[0]).toMatchObject({
      id: 1,
      wallet: '0xabc',
      holdingsFormatted: '$2.00M',
    });
  });

  it('fails with the API message for an unknown token', async () => {
    routeByPath({});
    await expect(fetchDexTokenDetail({ network: 'base', address: '0x0' })).rejects.toMatchObject({
      name: 'ApiError',
      status: 404,
      message: 'No route /dex_token_detail',
    });
  });
});
