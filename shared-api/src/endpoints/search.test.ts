import { describe, expect, it } from 'vitest';
import type { SearchResult } from '../contract/search.ts';
import { routeByPath, signInForTest } from '../http/test-support.ts';
import { searchTokens } from './search.ts';
import { setupEndpointTests } from './test-setup.ts';

setupEndpointTests();

const result: SearchResult = {
  token_name: 'Render',
  ticker: 'RNDR',
  network: 'ethereum',
  address: '0x6de037ef9ad2725eb40118bb1702ebb27e4aeb24',
  market_cap: 3_400_000_000,
  smw_in: 250_000,
  smw_holdings: 8_000_000,
  wow_change: -0.125,
  relevance: 0.92,
  favorites: false,
};

describe('POST /search', () => {
  it('sends user_id and the trimmed query with the bearer token', async () => {
    signInForTest('123456789012345678', 'token-xyz');
    const api = routeByPath({ '/search': { result: 'ok', data: [] } });
    await searchTokens('  Tokens in partnership with Nvidia ');
    expect(await api.payloads()).toEqual([
      {
        path: '/search',
        body: { user_id: '123456789012345678', query: 'Tokens in partnership with Nvidia' },
      },
    ]);
    expect(api.requests[0]?.headers.get('authorization')).toBe('Bearer token-xyz');
  });

  it('returns an empty list for an empty query without calling the server', async () => {
    const api = routeByPath({ '/search': { result: 'ok', data: [result] } });
    expect(await searchTokens('   ')).toEqual([]);
    expect(api.requests).toHaveLength(0);
  });

  it('maps results, CEX rows included', async () => {
    routeByPath({
      '/search': {
        result: 'ok',
        data: [
          result,
          { ...result, token_name: 'Bitcoin', ticker: 'BTC', network: 'CEX', address: null },
        ],
      },
    });
    const [dex, cex] = await searchTokens('BTC');
    expect(dex).toEqual({
      id: 1,
      tokenName: 'Render',
      symbol: 'RNDR',
      ticker: 'RNDR',
      icon: 'rndr',
      masked: false,
      network: 'ethereum',
      isCex: false,
      address: '0x6de037ef9ad2725eb40118bb1702ebb27e4aeb24',
      marketCap: 3_400_000_000,
      marketCapFormatted: '$3.40B',
      smwIn: 250_000,
      smwInFormatted: '$250.00K',
      smwHoldings: 8_000_000,
      smwHoldingsFormatted: '$8.00M',
      wowChange: -0.125,
      wowChangeFormatted: '-12.50%',
      relevance: 0.92,
      favorites: false,
    });
    expect(cex).toMatchObject({ id: 2, network: 'CEX', isCex: true, address: null });
  });
});
