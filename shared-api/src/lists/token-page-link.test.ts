import { describe, expect, it } from 'vitest';
import { SCREEN_ROUTES } from '../routing/routes.ts';
import { pathMatches } from '../routing/route-manifest.ts';
import { cexCoinNameLink, tokenPageLink } from './token-page-link.ts';

describe('tokenPageLink', () => {
  it("opens a CEX coin's in-app page", () => {
    expect(tokenPageLink({ venue: 'cex', coin: 'ETH' })).toEqual({
      href: '/top-holdings-cex/ETH',
      label: 'ETH token page',
      external: false,
    });
  });

  it("opens a DEX token's in-app page on its chain, a path the DEX token route matches", () => {
    const address = '0x1111111111111111111111111111111111111111';
    const link = tokenPageLink({ venue: 'dex', name: 'Pepe', network: 'base', address });
    expect(link).toEqual({
      href: `/token/dex/base/${address}`,
      label: 'Pepe token page',
      external: false,
    });
    expect(pathMatches(SCREEN_ROUTES.tokenDetailDex.path, link?.href ?? '')).toBe(true);
  });

  it('gives a masked token no page', () => {
    expect(tokenPageLink({ venue: 'cex', coin: '***' })).toBeNull();
    expect(tokenPageLink({ venue: 'cex', coin: ' ' })).toBeNull();
    expect(
      tokenPageLink({ venue: 'dex', name: 'Anonymous', network: null, address: null }),
    ).toBeNull();
    expect(tokenPageLink({ venue: 'dex', name: 'Pepe', network: 'base', address: ' ' })).toBeNull();
  });
});

describe('cexCoinNameLink', () => {
  it("opens the coin's in-app page, with its perpetuals on the exchange beside it", () => {
    expect(cexCoinNameLink('BTC')).toEqual({
      href: '/top-holdings-cex/BTC',
      label: 'BTC token page',
      external: false,
      outbound: {
        href: 'https://www.binance.com/en/futures/BTCUSDT',
        label: 'Trade BTC perpetuals on the exchange',
      },
    });
  });

  it('links a masked coin nowhere, in the app or out of it', () => {
    expect(cexCoinNameLink('***')).toEqual({ href: null, label: '***', external: false });
  });
});
