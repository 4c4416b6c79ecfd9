import { describe, expect, it } from 'vitest';
import type { CexFavorite, DexFavorite } from '../contract/favorites.ts';
import { captureRequests, jsonResponse, routeByPath, signInForTest } from '../http/test-support.ts';
import { setApiFetch } from '../http/transport.ts';
import { addCexFavorite, removeCexFavorite } from './cex-favorite-change.ts';
import { fetchCexFavorites, mapCexFavorites } from './cex-favorites.ts';
import { addDexFavorite, removeDexFavorite } from './dex-favorite-change.ts';
import { fetchDexFavorites } from './dex-favorites.ts';
import { setupEndpointTests } from './test-setup.ts';

setupEndpointTests();

const USER = '123456789012345678';

const cexFavorite: CexFavorite = {
  coin: 'BTC',
  token_name: 'Bitcoin',
  market_cap: 1_300_000_000_000,
  holdings: 45_000_000,
  smw_holding: 1234,
  score: 88,
  score_1d: 80,
  score_7d: -12,
  score_30d: 40,
};

const dexFavorite: DexFavorite = {
  token_name: 'Pepe',
  token: 'PEPE',
  network: 'ethereum',
  address: '0x6982508145454ce325ddbe47a25d4ec3d2311933',
  market_cap: null,
  holdings: 1_500,
  smw_holding: 3,
  score: -5,
  score_1d: 0,
  score_7d: 10,
  score_30d: 20,
};

describe('POST /get_cex_favorites and /get_dex_favorites', () => {
  it('send user_id and map the rows', async () => {
    signInForTest(USER);
    const api = routeByPath({
      '/get_cex_favorites': { result: 'ok', data: [cexFavorite] },
      '/get_dex_favorites': { result: 'ok', data: [dexFavorite] },
    });
    const cex = await fetchCexFavorites();
    const dex = await fetchDexFavorites();
    expect(await api.payloads()).toEqual([
      { path: '/get_cex_favorites', body: { user_id: USER } },
      { path: '/get_dex_favorites', body: { user_id: USER } },
    ]);
    expect(cex).toEqual([
      {
        id: 1,
        tokenName: 'Bitcoin',
        symbol: 'BTC',
        coin: 'BTC',
        icon: 'btc',
        network: 'CEX',
        score: 88,
        score1d: 80,
        score7d: -12,
        score30d: 40,
        marketCap: 1_300_000_000_000,
        marketCapFormatted: '$1.30T',
        holdings: 45_000_000,
        holdingsFormatted: '$45.00M',
        smwHolding: 1234,
        smwHoldingFormatted: '1,234',
      },
    ]);
    expect(dex[0]).toMatchObject({
      id: 1,
      tokenName: 'Pepe',
      symbol: 'PEPE',
      token: 'PEPE',
      network: 'ethereum',
      address: '0x6982508145454ce325ddbe47a25d4ec3d2311933',
      marketCapFormatted: 'N/A',
      holdingsFormatted: '$1.50K',
      smwHoldingFormatted: '3',
    });
  });

  it("names a token without a name 'Anonymous'", () => {
    const [row] = mapCexFavorites([{ ...cexFavorite, token_name: '***' }]);
    expect(row?.tokenName).toBe('Anonymous');
  });
});

describe('favourite add and remove', () => {
  it('send user_id and coin for CEX', async () => {
    signInForTest(USER);
    const api = routeByPath({
      '/add_to_cex_favorites': { result: 'ok' },
      '/remove_from_cex_favorites': { result: 'ok' },
    });
    expect(await addCexFavorite({ symbol: 'BTC', tokenName: 'BTC', id: 1 })).toEqual({ ok: true });
    expect(await removeCexFavorite({ coin: 'ETH' })).toEqual({ ok: true });
    expect(await api.payloads()).toEqual([
      { path: '/add_to_cex_favorites', body: { user_id: USER, coin: 'BTC' } },
      { path: '/remove_from_cex_favorites', body: { user_id: USER, coin: 'ETH' } },
    ]);
  });

  it('send user_id, token_name, address and network (default ethereum) for DEX', async () => {
    signInForTest(USER);
    const api = routeByPath({
      '/add_to_dex_favorites': { result: 'ok' },
      '/remove_from_dex_favorites': { result: 'ok' },
    });
    await addDexFavorite({ tokenName: 'Brett', address: '0xabc', network: 'base' });
    await removeDexFavorite({ tokenName: 'Pepe', address: '0xdef' });
    expect(await api.payloads()).toEqual([
      {
        path: '/add_to_dex_favorites',
        body: { user_id: USER, token_name: 'Brett', address: '0xabc', network: 'base' },
      },
      {
        path: '/remove_from_dex_favorites',
        body: { user_id: USER, token_name: 'Pepe', address: '0xdef', network: 'ethereum' },
      },
    ]);
  });

  it("reports a 'Non-premium' answer distinctly", async () => {
    routeByPath({
      '/add_to_cex_favorites': { result: 'Non-premium', message: 'Premium required' },
    });
    expect(await addCexFavorite({ coin: 'BTC' })).toEqual({
      ok: false,
      reason: 'non-premium',
      message: 'Premium required',
    });
    routeByPath({ '/add_to_dex_favorites': { result: 'Non-premium' } });
    expect(await addDexFavorite({ address: '0xabc' })).toEqual({
      ok: false,
      reason: 'non-premium',
      message: 'Non-premium',
    });
  });

  it('returns a failure instead of throwing', async () => {
    captureRequests(() => jsonResponse({ message: 'Server error occurred' }, 500));
    expect(await removeCexFavorite({ coin: 'BTC' })).toEqual({
      ok: false,
      reason: 'failed',
      message: 'Server error occurred',
    });
    setApiFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await addDexFavorite({ address: '0xabc' })).toEqual({
      ok: false,
      reason: 'failed',
      message: 'Network Error',
    });
    captureRequests(() => jsonResponse({ result: 'maybe' }));
    expect(await addCexFavorite({ coin: 'BTC' })).toEqual({
      ok: false,
      reason: 'failed',
      message: 'Unexpected response from /add_to_cex_favorites',
    });
  });
});
