import { describe, expect, it } from 'vitest';
import type { CexTopAccumulation, DexTopAccumulation } from '../contract/accumulations.ts';
import { routeByPath, signInForTest } from '../http/test-support.ts';
import { fetchCexTopAccumulations, mapCexTopAccumulations } from './cex-top-accumulations.ts';
import { fetchDexTopAccumulations, mapDexTopAccumulations } from './dex-top-accumulations.ts';
import { NOW, setupEndpointTests } from './test-setup.ts';

setupEndpointTests();

const cexRecord: CexTopAccumulation = {
  coin: 'BTC',
  favorites: true,
  smw_change: 12,
  score: 87.5,
  netflow: 1_234_567,
  netflow_vs_cap: 0.0123,
  longs_netflow: 2_000_000,
  shorts_netflow: -765_433,
  long_entry_price: 64250.5,
  short_entry_price: null,
  net_long_wallets: 30,
  net_short_wallets: 4,
};

const dexRecord: DexTopAccumulation = {
  token_name: 'Pepe',
  ticker: 'PEPE',
  favorites: false,
  score: 71,
  netflow: -45_000,
  netflow_vs_cap: null,
  market_cap: 2_500_000_000,
  avg_entry_price: 0.00001234,
  smw_change: 3,
  wallets_interacted: 14,
  days_old: 0.25,
  network: 'ethereum',
  address: '0x6982508145454ce325ddbe47a25d4ec3d2311933',
};

const seven20HoursAgo = new Date(NOW - 720 * 3_600_000).toISOString();

describe('POST /cex_top_accumulations', () => {
  it('sends the spec defaults for an anonymous visitor (user 0)', async () => {
    const api = routeByPath({ '/cex_top_accumulations': { result: 'ok', data: [] } });
    await fetchCexTopAccumulations();
    expect(await api.payloads()).toEqual([
      {
        path: '/cex_top_accumulations',
        body: {
          user_id: 0,
          from_datetime: seven20HoursAgo,
          token_filter: 'top_accumulations',
          min_market_cap: 10,
          max_market_cap: 1e10,
        },
      },
    ]);
    expect(api.requests[0]?.method).toBe('POST');
  });

  it('sends the signed-in user id, the window and the optional fields', async () => {
    signInForTest('123456789012345678');
    const api = routeByPath({ '/cex_top_accumulations': { result: 'ok', data: [] } });
    await fetchCexTopAccumulations({
      fromDatetime: '2025-06-01T12:00:00.000Z',
      toDatetime: '2025-06-02T12:00:00.000Z',
      minMarketCap: 1000,
      maxMarketCap: 5000000,
      filterNetwork: 'base',
    });
    expect((await api.payloads())[0]?.body).toEqual({
      user_id: '123456789012345678',
      from_datetime: '2025-06-01T12:00:00.000Z',
      to_datetime: '2025-06-02T12:00:00.000Z',
      token_filter: 'top_accumulations',
      min_market_cap: 1000,
      max_market_cap: 5000000,
      filter_network: 'base',
    });
  });

  it('treats null market-cap bounds as the defaults', async () => {
    const api = routeByPath({ '/cex_top_accumulations': { result: 'ok', data: [] } });
    await fetchCexTopAccumulations({ minMarketCap: null, maxMarketCap: null, filterNetwork: '' });
    expect((await api.payloads())[0]?.body).toMatchObject({
      min_market_cap: 10,
      max_market_cap: 1e10,
    });
    expect((await api.payloads())[0]?.body).not.toHaveProperty('filter_network');
  });

  it('maps server records to display rows', async () => {
    routeByPath({ '/cex_top_accumulations': { result: 'ok', data: [cexRecord, cexRecord] } });
    const rows = await fetchCexTopAccumulations();
    expect(rows.map((row) => row.id)).toEqual([1, 2]);
    expect(rows[0]).toEqual({
      id: 1,
      tokenName: 'BTC',
      symbol: 'BTC',
      icon: 'btc',
      masked: false,
      favorites: true,
      smwChange: 12,
      smwFlow: 12,
      score: 87.5,
      netflow: 1_234_567,
      netflowFormatted: '$1.23M',
      netflowVsCap: 0.0123,
      netflowVsCapFormatted: '+1.23%',
      longsNetflow: 2_000_000,
      longsNetflowFormatted: '$2.00M',
      shortsNetflow: -765_433,
      shortsNetflowFormatted: '-$765.43K',
      longEntryPrice: 64250.5,
      longEntryPriceFormatted: '$64,250.5',
      shortEntryPrice: null,
      shortEntryPriceFormatted: 'N/A',
      netLongWallets: 30,
      netShortWallets: 4,
    });
  });

  it("marks '***' rows as masked (no link, no star) and shows a missing name as '***'", () => {
    const [masked, missing] = mapCexTopAccumulations([
      { ...cexRecord, coin: '***', favorites: false },
      { ...cexRecord, coin: '' },
    ]);
    expect(masked).toMatchObject({ tokenName: '***', symbol: '***', masked: true, icon: null });
    expect(missing).toMatchObject({ tokenName: '***', masked: true });
  });

  it("fails with 'Unexpected response from /cex_top_accumulations' on a malformed answer", async () => {
    routeByPath({ '/cex_top_accumulations': { result: 'ok', data: [{ coin: 5 }] } });
    await expect(fetchCexTopAccumulations()).rejects.toMatchObject({
      name: 'ApiError',
      message: 'Unexpected response from /cex_top_accumulations',
    });
  });
});

describe('POST /dex_top_accumulations', () => {
  it('sends the same payload as the CEX call, with the DEX token filter', async () => {
    const api = routeByPath({ '/dex_top_accumulations': { result: 'ok', data: [] } });
    await fetchDexTopAccumulations();
    await fetchDexTopAccumulations({ tokenFilter: 'fresh_tokens', filterNetwork: 'solana' });
    const [first, second] = await api.payloads();
    expect(first).toEqual({
      path: '/dex_top_accumulations',
      body: {
        user_id: 0,
        from_datetime: seven20HoursAgo,
        token_filter: 'top_accumulations',
        min_market_cap: 10,
        max_market_cap: 1e10,
      },
    });
    expect(second?.body).toMatchObject({ token_filter: 'fresh_tokens', filter_network: 'solana' });
  });

  it('maps server records to display rows', async () => {
    routeByPath({ '/dex_top_accumulations': { result: 'ok', data: [dexRecord] } });
    const [row] = await fetchDexTopAccumulations();
    expect(row).toEqual({
      id: 1,
      tokenName: 'Pepe',
      symbol: 'PEPE',
      ticker: 'PEPE',
      icon: 'pepe',
      masked: false,
      favorites: false,
      score: 71,
      netflow: -45_000,
      netflowFormatted: '-$45.00K',
      netflowVsCap: null,
      netflowVsCapFormatted: 'N/A',
      marketCap: 2_500_000_000,
      marketCapFormatted: '$2.50B',
      avgEntryPrice: 0.00001234,
      avgEntryPriceFormatted: '$0.00001234',
      walletsInteracted: 14,
      smwChange: 3,
      daysOld: 0.25,
      network: 'ethereum',
      address: '0x6982508145454ce325ddbe47a25d4ec3d2311933',
    });
  });

  it('masks anonymised DEX rows', () => {
    const [row] = mapDexTopAccumulations([
      { ...dexRecord, token_name: '***', ticker: '***', address: null },
    ]);
    expect(row).toMatchObject({ tokenName: '***', symbol: '***', masked: true, address: null });
  });
});
