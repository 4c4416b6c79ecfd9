import { describe, expect, it } from 'vitest';
import type { CexEssentials, DexEssentials } from '../contract/essentials.ts';
import { mapCexFavorites } from './cex-favorites.ts';
import { mapCexTopAccumulations } from './cex-top-accumulations.ts';
import { mapCexTopHoldings } from './cex-top-holdings.ts';
import { mapDexFavorites } from './dex-favorites.ts';
import { mapDexTopAccumulations } from './dex-top-accumulations.ts';
import { mapDexTopHolders } from './dex-top-holders.ts';
import { mapSearchResults } from './search.ts';
import { mapTokenDetail } from './token-detail.ts';
import { setupEndpointTests } from './test-setup.ts';

setupEndpointTests();

const cex: CexEssentials = {
  price: 64250.5,
  price_change_24h: 0.0123,
  volume_24h: 48_000_000_000,
  logo_url: '/logos/cex-btc.svg',
};
const dex: DexEssentials = {
  price: 0.0523,
  price_change_24h: -0.5,
  volume_24h: 350_000,
  liquidity: 45_000,
  holders: 1234,
  risk: { honeypot: true, mintable: false, top10_holders_pct: 88, liquidity_locked: false },
  logo_url: '/logos/base-0xabc.svg',
};

const cexShown = {
  priceFormatted: '$64,250.5',
  priceChange24hFormatted: '+1.23%',
  volume24hFormatted: '$48.00B',
  logoUrl: 'http://localhost:3000/api/logos/cex-btc.svg',
};
const dexShown = {
  priceFormatted: '$0.0523',
  priceChange24hFormatted: '-50.00%',
  volume24hFormatted: '$350.00K',
  liquidityFormatted: '$45.00K',
  holders: 1234,
  holdersFormatted: '1,234',
  logoUrl: 'http://localhost:3000/api/logos/base-0xabc.svg',
  risk: { level: 'danger', flags: ['honeypot', 'concentrated', 'unlockedLiquidity'] },
};

const score = { score: 1, score_1d: 1, score_7d: 1, score_30d: 1 };

/** Each list's mapper with a record carrying the essentials and the same record without. */
const MAPPERS: [string, (withEssentials: boolean) => Record<string, unknown>, object][] = [
  [
    'Top Accumulations CEX',
    (on) =>
      mapCexTopAccumulations([
        {
          coin: 'BTC',
          favorites: false,
          smw_change: 1,
          score: 1,
          netflow: 1,
          netflow_vs_cap: null,
          longs_netflow: 1,
          shorts_netflow: 0,
          long_entry_price: null,
          short_entry_price: null,
          net_long_wallets: 1,
          net_short_wallets: 0,
          ...(on ? cex : {}),
        },
      ])[0] ?? {},
    cexShown,
  ],
  [
    'Top Accumulations DEX',
    (on) =>
      mapDexTopAccumulations([
        {
          token_name: 'Pepe',
          ticker: 'PEPE',
          favorites: false,
          score: 1,
          netflow: 1,
          netflow_vs_cap: null,
          market_cap: 1,
          avg_entry_price: null,
          smw_change: 1,
          wallets_interacted: 1,
          days_old: 1,
          network: 'base',
          address: '0xabc',
          ...(on ? dex : {}),
        },
      ])[0] ?? {},
    dexShown,
  ],
  [
    'Top Holdings CEX',
    (on) =>
      mapCexTopHoldings([
        {
          coin: 'BTC',
          favorites: false,
          market_cap: 1,
          smw_flow: 1,
          score: 1,
          holdings: 1,
          holdings_vs_mkt_cap: null,
          long_smw: 1,
          short_smw: 0,
          ...(on ? cex : {}),
        },
      ])[0] ?? {},
    cexShown,
  ],
  [
    'Top Holdings DEX',
    (on) =>
      mapDexTopHolders([
        {
          token_name: 'Pepe',
          ticker: 'PEPE',
          favorites: false,
          market_cap: 1,
          score: 1,
          holdings: 1,
          holdings_vs_mkt_cap: null,
          smw_in: 1,
          network: 'base',
          address: '0xabc',
          ...(on ? dex : {}),
        },
      ])[0] ?? {},
    dexShown,
  ],
  [
    'Search',
    (on) =>
      mapSearchResults([
        {
          token_name: 'Pepe',
          ticker: 'PEPE',
          network: 'base',
          address: '0xabc',
          market_cap: 1,
          smw_in: 1,
          smw_holdings: 1,
          wow_change: null,
          relevance: 1,
          favorites: false,
          ...(on ? dex : {}),
        },
      ])[0] ?? {},
    dexShown,
  ],
  [
    'Favorites CEX',
    (on) =>
      mapCexFavorites([
        {
          coin: 'BTC',
          token_name: 'Bitcoin',
          market_cap: 1,
          holdings: 1,
          smw_holding: 1,
          ...score,
          ...(on ? cex : {}),
        },
      ])[0] ?? {},
    cexShown,
  ],
  [
    'Favorites DEX',
    (on) =>
      mapDexFavorites([
        {
          token_name: 'Pepe',
          token: 'PEPE',
          network: 'base',
          address: '0xabc',
          market_cap: 1,
          holdings: 1,
          smw_holding: 1,
          ...score,
          ...(on ? dex : {}),
        },
      ])[0] ?? {},
    dexShown,
  ],
];

const ESSENTIAL_KEYS = [
  'price',
  'priceFormatted',
  'priceChange24h',
  'priceChange24hFormatted',
  'volume24h',
  'volume24hFormatted',
  'liquidity',
  'liquidityFormatted',
  'holders',
  'holdersFormatted',
  'risk',
  'logoUrl',
];

describe('every list row shows the essentials its record carries', () => {
  it.each(MAPPERS)('%s', (_, map, shown) => {
    expect(map(true)).toMatchObject(shown);
    const without = map(false);
    expect(ESSENTIAL_KEYS.filter((key) => key in without)).toEqual([]);
  });

  it('the CEX token page adds the 24h change, volume and logo beside its price', () => {
    const detail = {
      coin: 'BTC',
      token_name: 'Bitcoin',
      price: 64250.5,
      market_cap: null,
      score: 1,
      smw_holdings: 1,
      influencers_holdings: 1,
      influencers_in: 1,
      whales_holdings: 1,
      series: [],
      holders: [],
    };
    expect(
      mapTokenDetail({
        ...detail,
        price_change_24h: 0.0123,
        volume_24h: 5e10,
        logo_url: cex.logo_url,
      }),
    ).toMatchObject({
      priceFormatted: '$64,250.5',
      priceChange24hFormatted: '+1.23%',
      volume24hFormatted: '$50.00B',
      logoUrl: cexShown.logoUrl,
    });
    expect('priceChange24h' in mapTokenDetail(detail)).toBe(false);
  });
});
