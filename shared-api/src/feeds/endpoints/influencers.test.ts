import { describe, expect, it } from 'vitest';
import type {
  CexInfluencerRow,
  CexInfluencerTrade,
  DexInfluencerRow,
  DexInfluencerTrade,
} from '../../contract/influencers.ts';
import { routeByPath, signInForTest } from '../../http/test-support.ts';
import {
  addCexFavoriteInfluencer,
  removeCexFavoriteInfluencer,
} from './cex-influencer-favorite-change.ts';
import { fetchCexInfluencersData } from './cex-influencers-data.ts';
import { fetchCexInfluencersList } from './cex-influencers-list.ts';
import {
  addDexFavoriteInfluencer,
  removeDexFavoriteInfluencer,
} from './dex-influencer-favorite-change.ts';
import { fetchDexInfluencersData } from './dex-influencers-data.ts';
import { fetchDexInfluencersList } from './dex-influencers-list.ts';
import { avatarBucketUrl } from '../../endpoints/format/influencer.ts';
import { setupEndpointTests } from '../../endpoints/test-setup.ts';

setupEndpointTests();

const USER = '123456789012345678';

const cexRow: CexInfluencerRow = {
  id: 7,
  twitter_handle: 'perpwhale',
  wallets: 3,
  trades: 41,
  favorites: true,
  pnl: 125_000,
};
const dexRow: DexInfluencerRow = {
  id: 9,
  twitter_handle: 'cryptokitty',
  wallets: 5,
  trades: 12,
  favorites: false,
  authority: 77,
};

const dexTrade: DexInfluencerTrade = {
  token_name: 'Pepe',
  market_cap: 4_000_000_000,
  twitter_handle: 'cryptokitty',
  pnl: -2_500,
  amount_usd: 12_345,
  side: 'buy',
  transaction_datetime: '2025-06-02T10:00:00.000Z',
  entry_price: 0.00001234,
  address: '0x6982508145454ce325ddbe47a25d4ec3d2311933',
  network: 'ethereum',
  token_amount: 1_000_000_000,
  balance: 20_000,
  avg_buy_size: 5_000,
};

const cexTrade: CexInfluencerTrade = {
  coin: 'ETH',
  activity: 'Opened',
  gain_to_pain: 1.756,
  market_cap: 420_000_000_000,
  twitter_handle: 'perpwhale',
  max_drawdown: 0.1234,
  pnl: 50_000,
  position_type: 'long',
  position_value: 250_000,
  price: 3512.25,
  side: 'sell',
  transaction_datetime: '2025-01-15T10:00:00.000Z',
};

describe('influencer lists', () => {
  it('send user_id, only_for_user and influencers (all) by default', async () => {
    const api = routeByPath({
      '/get_cex_influencers_list': { result: 'ok', data: [] },
      '/get_dex_influencers_list': { result: 'ok', data: [] },
    });
    await fetchCexInfluencersList();
    await fetchDexInfluencersList();
    expect(await api.payloads()).toEqual([
      {
        path: '/get_cex_influencers_list',
        body: { user_id: 0, only_for_user: false, influencers: 'all' },
      },
      {
        path: '/get_dex_influencers_list',
        body: { user_id: 0, only_for_user: false, influencers: 'all' },
      },
    ]);
  });

  it('send search_query, and for CEX influencer_type, filter_network and sort_by', async () => {
    signInForTest(USER);
    const api = routeByPath({
      '/get_cex_influencers_list': { result: 'ok', data: [] },
      '/get_dex_influencers_list': { result: 'ok', data: [] },
    });
    await fetchCexInfluencersList({
      onlyForUser: true,
      searchQuery: ' whale ',
      influencerType: 'trader',
      filterNetwork: 'base',
      sortBy: 'pnl',
    });
    await fetchDexInfluencersList({ onlyForUser: true, searchQuery: 'kitty' });
    const [cex, dex] = await api.payloads();
    expect(cex?.body).toEqual({
      user_id: USER,
      only_for_user: true,
      influencers: 'all',
      search_query: 'whale',
      influencer_type: 'trader',
      filter_network: 'base',
      sort_by: 'pnl',
    });
    expect(dex?.body).toEqual({
      user_id: USER,
      only_for_user: true,
      influencers: 'all',
      search_query: 'kitty',
    });
  });

  it("send an empty search and the CEX 'any' filters as given, not left out", async () => {
    const api = routeByPath({
      '/get_cex_influencers_list': { result: 'ok', data: [] },
      '/get_dex_influencers_list': { result: 'ok', data: [] },
    });
    await fetchCexInfluencersList({
      searchQuery: '  ',
      influencerType: '',
      filterNetwork: '',
      sortBy: 'popularity',
    });
    await fetchDexInfluencersList({ searchQuery: '' });
    const [cex, dex] = await api.payloads();
    expect(cex?.body).toEqual({
      user_id: 0,
      only_for_user: false,
      influencers: 'all',
      search_query: '',
      influencer_type: '',
      filter_network: '',
      sort_by: 'popularity',
    });
    expect(dex?.body).toEqual({
      user_id: 0,
      only_for_user: false,
      influencers: 'all',
      search_query: '',
    });
  });

  it('map rows with profile link and avatar', async () => {
    routeByPath({
      '/get_cex_influencers_list': { result: 'ok', data: [cexRow] },
      '/get_dex_influencers_list': { result: 'ok', data: [dexRow] },
    });
    expect(await fetchCexInfluencersList()).toEqual({
      premiumRequired: false,
      items: [
        {
          id: 7,
          rank: 1,
          twitterHandle: 'perpwhale',
          xLink: 'https://x.com/perpwhale',
          avatar: `${avatarBucketUrl()}/perpwhale.jpg`,
          wallets: 3,
          trades: 41,
          favorites: true,
          pnl: 125_000,
          pnlFormatted: '$125.00K',
        },
      ],
    });
    expect((await fetchDexInfluencersList()).items[0]).toMatchObject({
      id: 9,
      twitterHandle: 'cryptokitty',
      authority: 77,
      favorites: false,
    });
  });

  it("report 'Non-premium' as premiumRequired", async () => {
    routeByPath({ '/get_dex_influencers_list': { result: 'Non-premium', data: [] } });
    expect(await fetchDexInfluencersList()).toEqual({ items: [], premiumRequired: true });
  });
});

describe('influencer follow and unfollow', () => {
  it('send user_id and twitter_handle to the four paths', async () => {
    signInForTest(USER);
    const api = routeByPath({
      '/add_to_cex_favorite_influencers': { result: 'ok' },
      '/remove_from_cex_favorites_influencers': { result: 'ok' },
      '/add_to_dex_favorite_influencers': { result: 'ok' },
      '/remove_from_dex_influencer_favorites': { result: 'ok' },
    });
    expect(await addCexFavoriteInfluencer('@perpwhale')).toEqual({ ok: true });
    expect(await removeCexFavoriteInfluencer('perpwhale')).toEqual({ ok: true });
    expect(await addDexFavoriteInfluencer('cryptokitty')).toEqual({ ok: true });
    expect(await removeDexFavoriteInfluencer('cryptokitty')).toEqual({ ok: true });
    expect(await api.payloads()).toEqual([
      {
        path: '/add_to_cex_favorite_influencers',
        body: { user_id: USER, twitter_handle: 'perpwhale' },
      },
      {
        path: '/remove_from_cex_favorites_influencers',
        body: { user_id: USER, twitter_handle: 'perpwhale' },
      },
      {
        path: '/add_to_dex_favorite_influencers',
        body: { user_id: USER, twitter_handle: 'cryptokitty' },
      },
      {
        path: '/remove_from_dex_influencer_favorites',
        body: { user_id: USER, twitter_handle: 'cryptokitty' },
      },
    ]);
  });

  it("report 'Non-premium' and failures without throwing", async () => {
    routeByPath({ '/add_to_dex_favorite_influencers': { result: 'Non-premium' } });
    expect(await addDexFavoriteInfluencer('x')).toMatchObject({ ok: false, reason: 'non-premium' });
    expect(await removeDexFavoriteInfluencer('x')).toMatchObject({ ok: false, reason: 'failed' });
  });
});

describe('influencer feeds', () => {
  it('send user_id and influencers (all)', async () => {
    const api = routeByPath({
      '/get_dex_influencers_data': { result: 'ok', data: [] },
      '/get_cex_influencers_data': { result: 'ok', data: [] },
    });
    await fetchDexInfluencersData();
    await fetchCexInfluencersData({ influencers: 'followed' });
    expect(await api.payloads()).toEqual([
      { path: '/get_dex_influencers_data', body: { user_id: 0, influencers: 'all' } },
      { path: '/get_cex_influencers_data', body: { user_id: 0, influencers: 'followed' } },
    ]);
  });

  it('map DEX trades to feed items', async () => {
    routeByPath({ '/get_dex_influencers_data': { result: 'ok', data: [dexTrade] } });
    expect(await fetchDexInfluencersData()).toEqual({
      premiumRequired: false,
      items: [
        {
          id: 1,
          side: 'buy',
          twitterHandle: 'cryptokitty',
          xLink: 'https://x.com/cryptokitty',
          avatar: `${avatarBucketUrl()}/cryptokitty.jpg`,
          timestamp: '2025-06-02T10:00:00.000Z',
          datetimeFormatted: '02/06/2025 12:00 CEST',
          tokenName: 'Pepe',
          tokenDisplayName: '$Pepe',
          address: '0x6982508145454ce325ddbe47a25d4ec3d2311933',
          network: 'ethereum',
          amount: 12_345,
          amountFormatted: '$12.35K',
          entryPriceFormatted: '$0.00001234',
          marketCapFormatted: '$4.00B',
          tokenAmountFormatted: '1.00B',
          balanceFormatted: '$20.00K',
          avgBuySizeFormatted: '$5.00K',
          pnl: -2_500,
          pnlFormatted: '-$2.50K',
        },
      ],
    });
  });

  it('falls back to a shortened address for a DEX token without a name', async () => {
    routeByPath({
      '/get_dex_influencers_data': { result: 'ok', data: [{ ...dexTrade, token_name: '' }] },
    });
    const { items } = await fetchDexInfluencersData();
    expect(items[0]?.tokenDisplayName).toBe('$0x6982...1933');
  });

  it('map CEX trades to feed items', async () => {
    routeByPath({ '/get_cex_influencers_data': { result: 'ok', data: [cexTrade] } });
    expect((await fetchCexInfluencersData()).items[0]).toEqual({
      id: 1,
      side: 'sell',
      twitterHandle: 'perpwhale',
      xLink: 'https://x.com/perpwhale',
      avatar: `${avatarBucketUrl()}/perpwhale.jpg`,
      timestamp: '2025-01-15T10:00:00.000Z',
      datetimeFormatted: '15/01/2025 11:00 CET',
      tokenName: 'ETH',
      tokenDisplayName: '$ETH',
      icon: 'eth',
      activity: 'Opened',
      positionType: 'long',
      positionValue: 250_000,
      positionValueFormatted: '$250.00K',
      priceFormatted: '$3,512.25',
      marketCapFormatted: '$420.00B',
      pnl: 50_000,
      pnlFormatted: '$50.00K',
      gainToPain: 1.756,
      gainToPainFormatted: '1.76',
      maxDrawdown: 0.1234,
      maxDrawdownFormatted: '12.34%',
    });
  });

  it("report 'Non-premium' as premiumRequired", async () => {
    routeByPath({ '/get_cex_influencers_data': { result: 'Non-premium', data: [] } });
    expect(await fetchCexInfluencersData()).toEqual({ items: [], premiumRequired: true });
  });
});
