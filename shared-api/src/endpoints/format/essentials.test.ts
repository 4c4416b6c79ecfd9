import { describe, expect, it } from 'vitest';
import { configureApi } from '../../config/api-config.ts';
import { setPageUrl } from '../../http/test-support.ts';
import { setupEndpointTests } from '../test-setup.ts';
import {
  cexEssentialsView,
  dexEssentialsView,
  mapTokenRisk,
  tradeEssentialsView,
} from './essentials.ts';
import { logoUrlFromApi } from './logo.ts';

setupEndpointTests();

const risk = { honeypot: false, mintable: true, top10_holders_pct: 71.25, liquidity_locked: false };

describe('market essentials of a row', () => {
  it('formats each essential the record carries, with the one formatter set', () => {
    expect(
      dexEssentialsView({
        price: 0.00001234,
        price_change_24h: -0.0512,
        volume_24h: 1_234_567,
        liquidity: 45_600,
        holders: 12_345,
        risk,
        logo_url: '/logos/base-0xab.svg',
      }),
    ).toEqual({
      price: 0.00001234,
      priceFormatted: '$0.00001234',
      priceChange24h: -0.0512,
      priceChange24hFormatted: '-5.12%',
      volume24h: 1_234_567,
      volume24hFormatted: '$1.23M',
      liquidity: 45_600,
      liquidityFormatted: '$45.60K',
      holders: 12_345,
      holdersFormatted: '12,345',
      risk: {
        honeypot: false,
        mintable: true,
        top10HoldersPct: 71.25,
        top10HoldersPctFormatted: '71.3%',
        liquidityLocked: false,
        flags: ['mintable', 'concentrated', 'unlockedLiquidity'],
        level: 'warning',
      },
      logoUrl: 'http://localhost:3000/api/logos/base-0xab.svg',
    });
  });

  it('leaves out what the record does not carry (an older server, a masked row)', () => {
    expect(cexEssentialsView({})).toEqual({});
    expect(dexEssentialsView({ price: 2 })).toEqual({ price: 2, priceFormatted: '$2.00' });
  });

  it("reads a server's null as 'N/A' and a null logo as no logo", () => {
    expect(
      dexEssentialsView({
        price: null,
        price_change_24h: null,
        volume_24h: null,
        liquidity: null,
        holders: null,
        risk: null,
        logo_url: null,
      }),
    ).toEqual({
      price: null,
      priceFormatted: 'N/A',
      priceChange24h: null,
      priceChange24hFormatted: 'N/A',
      volume24h: null,
      volume24hFormatted: 'N/A',
      liquidity: null,
      liquidityFormatted: 'N/A',
      holders: null,
      holdersFormatted: 'N/A',
      risk: null,
      logoUrl: null,
    });
  });

  it('calls an influencer trade price now currentPrice, never its fill price', () => {
    const view = tradeEssentialsView({ current_price: 151.2, price_change_24h: 0.1 });
    expect(view).toEqual({
      currentPrice: 151.2,
      currentPriceFormatted: '$151.2',
      priceChange24h: 0.1,
      priceChange24hFormatted: '+10.00%',
    });
    // A CEX trade's own `price` is its fill: it must not become the price now.
    const cexTrade = { price: 99, current_price: 151.2 };
    expect(tradeEssentialsView(cexTrade).currentPrice).toBe(151.2);
  });
});

describe('risk flags', () => {
  it('rank a honeypot as danger, any other flag as warning, none as clear', () => {
    expect(mapTokenRisk({ ...risk, honeypot: true }).level).toBe('danger');
    expect(mapTokenRisk({ ...risk, honeypot: true }).flags[0]).toBe('honeypot');
    const clear = mapTokenRisk({
      honeypot: false,
      mintable: false,
      top10_holders_pct: 49.9,
      liquidity_locked: true,
    });
    expect(clear).toMatchObject({ flags: [], level: 'clear', top10HoldersPctFormatted: '49.9%' });
    expect(
      mapTokenRisk({
        honeypot: false,
        mintable: false,
        top10_holders_pct: 50,
        liquidity_locked: true,
      }).flags,
    ).toEqual(['concentrated']);
  });
});

describe('logo addresses', () => {
  it('resolve an API path as every API path: under /api on localhost, on the base elsewhere', () => {
    expect(logoUrlFromApi('/logos/cex-btc.svg')).toBe(
      'http://localhost:3000/api/logos/cex-btc.svg',
    );
    setPageUrl('https://app.example.com/top-accumulations');
    configureApi({ apiBaseUrl: 'https://api.example.com/', apiVersion: '', mode: 'production' });
    expect(logoUrlFromApi('/logos/cex-btc.svg')).toBe('https://api.example.com/logos/cex-btc.svg');
  });

  it('keep an absolute http(s) address and refuse anything else', () => {
    expect(logoUrlFromApi('https://cdn.example.com/logos/x.svg')).toBe(
      'https://cdn.example.com/logos/x.svg',
    );
    for (const bad of [
      'javascript:alert(1)',
      'data:image/svg+xml,<svg onload=alert(1)>',
      '//evil.example.com/x.svg',
      '/\\evil.example.com',
      'logos/x.svg',
      '',
      null,
      undefined,
    ])
      expect(logoUrlFromApi(bad), String(bad)).toBeNull();
  });
});
