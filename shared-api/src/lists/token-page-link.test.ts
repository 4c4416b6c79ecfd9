import { describe, expect, it } from 'vitest';
import { SCREEN_ROUTES } from '../routing/routes.ts';
import { pathMatches } from '../routing/route-manifest.ts';
import { tokenPageLink } from './token-page-link.ts';

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
