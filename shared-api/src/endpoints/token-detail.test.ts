import { describe, expect, it } from 'vitest';
import type { TokenDetail } from '../contract/token-detail.ts';
import { routeByPath } from '../http/test-support.ts';
import { fetchTokenDetail } from './token-detail.ts';
import { NOW, setupEndpointTests } from './test-setup.ts';

setupEndpointTests();

const detail: TokenDetail = {
  coin: 'BTC',
  token_name: 'Bitcoin',
  price: 64250.5,
  market_cap: 1_270_000_000_000,
  score: 91,
  smw_holdings: 120_000_000,
  influencers_holdings: 3_000_000,
  influencers_in: -250_000,
  whales_holdings: 900_000_000,
  series: [
    { timestamp: '2025-06-02T10:00:00.000Z', price: 64000, netflow: 1000, smw_holdings: 5000 },
  ],
  holders: [
    {
      wallet: '0xabc',
      position_type: 'short',
      holdings: -2_000_000,
      entry_price: 65000,
      netflow: 10_000,
      pnl: 1_500,
      last_trade: null,
    },
  ],
};

describe('POST /token_detail', () => {
  it('keeps the accumulation and the holdings score apart', async () => {
    routeByPath({ '/token_detail': { result: 'ok', data: { ...detail, holdings_score: 87.9 } } });
    const view = await fetchTokenDetail({ coin: 'BTC' });
    expect(view.score).toBe(91);
    expect(view.holdingsScore).toBe(87.9);
  });

  it('sends user_id, coin and the 24h window by default', async () => {
    const api = routeByPath({ '/token_detail': { result: 'ok', data: detail } });
    await fetchTokenDetail({ coin: 'BTC' });
    expect(await api.payloads()).toEqual([
      {
        path: '/token_detail',
        body: {
          user_id: 0,
          coin: 'BTC',
          from_datetime: new Date(NOW - 24 * 3_600_000).toISOString(),
        },
      },
    ]);
  });

  it('maps the detail', async () => {
    routeByPath({ '/token_detail': { result: 'ok', data: detail } });
    const view = await fetchTokenDetail({ coin: 'BTC', fromDatetime: '2025-06-01T00:00:00.000Z' });
    expect(view).toMatchObject({
      coin: 'BTC',
      tokenName: 'Bitcoin',
      icon: 'btc',
      priceFormatted: '$64,250.5',
      marketCapFormatted: '$1.27T',
      smwHoldingsFormatted: '$120.00M',
      influencersInFormatted: '-$250.00K',
      whalesHoldingsFormatted: '$900.00M',
      score: 91,
      holdingsScore: null,
      series: [
        { timestamp: '2025-06-02T10:00:00.000Z', price: 64000, netflow: 1000, smwHoldings: 5000 },
      ],
    });
    expect(view.holders[0]).toEqual({
      id: 1,
      wallet: '0xabc',
      positionType: 'short',
      holdings: -2_000_000,
      holdingsFormatted: '-$2.00M',
      entryPriceFormatted: '$65,000',
      netflow: 10_000,
      netflowFormatted: '$10.00K',
      pnl: 1_500,
      pnlFormatted: '$1.50K',
      lastTrade: null,
      lastTradeFormatted: '',
    });
  });
});
