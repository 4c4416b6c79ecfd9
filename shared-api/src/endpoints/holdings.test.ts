import { describe, expect, it } from 'vitest';
import type { CexHolder, DexHolder } from '../contract/holdings.ts';
import { routeByPath, signInForTest } from '../http/test-support.ts';
import { fetchCexTopHoldings } from './cex-top-holdings.ts';
import { fetchDexTopHolders, mapDexTopHolders } from './dex-top-holders.ts';
import { NOW, setupEndpointTests } from './test-setup.ts';

setupEndpointTests();

const cexHolder: CexHolder = {
  coin: 'ETH',
  favorites: false,
  market_cap: 420_000_000_000,
  smw_flow: -3,
  score: 64,
  holdings: 12_500_000,
  holdings_vs_mkt_cap: 0.00003,
  long_smw: 40,
  short_smw: 12,
};

const dexHolder: DexHolder = {
  token_name: 'Brett',
  ticker: 'BRETT',
  favorites: true,
  market_cap: null,
  score: 55,
  holdings: 900_000,
  holdings_vs_mkt_cap: null,
  smw_in: 120_000,
  network: 'base',
  address: '0x532f27101965dd16442e59d40670faf5ebb142e4',
};

describe('POST /cex_top_holdings', () => {
  it('sends user_id, from_datetime, min_cap 0 and max_cap 99999999999999 by default', async () => {
    const api = routeByPath({ '/cex_top_holdings': { result: 'ok', data: [] } });
    await fetchCexTopHoldings();
    expect(await api.payloads()).toEqual([
      {
        path: '/cex_top_holdings',
        body: {
          user_id: 0,
          from_datetime: new Date(NOW - 720 * 3_600_000).toISOString(),
          min_cap: 0,
          max_cap: 99999999999999,
        },
      },
    ]);
  });

  it('sends the given bounds and window', async () => {
    signInForTest('98765432109876543');
    const api = routeByPath({ '/cex_top_holdings': { result: 'ok', data: [] } });
    await fetchCexTopHoldings({
      fromDatetime: '2025-06-01T00:00:00.000Z',
      toDatetime: '2025-06-01T23:59:59.999Z',
      minCap: 1_000_000,
      maxCap: 2_000_000_000,
    });
    expect((await api.payloads())[0]?.body).toEqual({
      user_id: '98765432109876543',
      from_datetime: '2025-06-01T00:00:00.000Z',
      to_datetime: '2025-06-01T23:59:59.999Z',
      min_cap: 1_000_000,
      max_cap: 2_000_000_000,
    });
  });

  it('maps server records to display rows', async () => {
    routeByPath({ '/cex_top_holdings': { result: 'ok', data: [cexHolder] } });
    expect(await fetchCexTopHoldings()).toEqual([
      {
        id: 1,
        tokenName: 'ETH',
        symbol: 'ETH',
        icon: 'eth',
        masked: false,
        favorites: false,
        smwFlow: -3,
        smwFlowFormatted: '-$3.00',
        score: 64,
        holdings: 12_500_000,
        holdingsFormatted: '$12.50M',
        holdingsVsMarketCap: 0.00003,
        holdingsVsMarketCapFormatted: '+0.00%',
        marketCap: 420_000_000_000,
        marketCapFormatted: '$420.00B',
        longSmw: 40,
        shortSmw: 12,
      },
    ]);
  });
});

describe('POST /dex_top_holders', () => {
  it('sends user_id, min_cap 0 and max_cap 99999999999999 by default, nothing optional', async () => {
    const api = routeByPath({ '/dex_top_holders': { result: 'ok', data: [] } });
    await fetchDexTopHolders();
    expect(await api.payloads()).toEqual([
      { path: '/dex_top_holders', body: { user_id: 0, min_cap: 0, max_cap: 99999999999999 } },
    ]);
  });

  it('sends max_days_old and filter_network when given', async () => {
    const api = routeByPath({ '/dex_top_holders': { result: 'ok', data: [] } });
    await fetchDexTopHolders({ minCap: 5, maxCap: 10_000, maxDaysOld: 7, filterNetwork: 'base' });
    expect((await api.payloads())[0]?.body).toEqual({
      user_id: 0,
      min_cap: 5,
      max_cap: 10_000,
      max_days_old: 7,
      filter_network: 'base',
    });
  });

  it('maps server records to display rows', async () => {
    routeByPath({ '/dex_top_holders': { result: 'ok', data: [dexHolder] } });
    expect(await fetchDexTopHolders()).toEqual([
      {
        id: 1,
        tokenName: 'Brett',
        symbol: 'BRETT',
        ticker: 'BRETT',
        icon: 'brett',
        masked: false,
        favorites: true,
        network: 'base',
        address: '0x532f27101965dd16442e59d40670faf5ebb142e4',
        score: 55,
        holdings: 900_000,
        holdingsFormatted: '$900.00K',
        holdingsVsMarketCap: null,
        holdingsVsMarketCapFormatted: 'N/A',
        marketCap: null,
        marketCapFormatted: 'N/A',
        smwIn: 120_000,
        smwInFormatted: '$120.00K',
      },
    ]);
  });

  it('masks anonymised rows', () => {
    const [row] = mapDexTopHolders([{ ...dexHolder, token_name: '', ticker: '***' }]);
    expect(row).toMatchObject({ tokenName: '***', symbol: '***', masked: true });
  });
});
