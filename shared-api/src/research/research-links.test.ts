import { describe, expect, it } from 'vitest';
import { pathMatches } from '../routing/route-manifest.ts';
import { routeTo, SCREEN_ROUTES } from '../routing/routes.ts';
import {
  isWalletAddress,
  readLinkedToken,
  readLinkedTokenParam,
  readWithTokens,
} from './research-links.ts';

const BASE_TOKEN = {
  venue: 'dex',
  network: 'base',
  address: '0x4ed4e862860bed51a9570b96d89af5e1b0efefed',
} as const;
const WALLET = '0x65983cbd71c8e93f925c5b97f848d9c9556fece8';

/** What a router hands the screen for a link: the path's parameters decoded, the query read. */
function open(link: string, pattern: string) {
  const url = new URL(link, 'http://localhost');
  const names = pattern.split('/');
  const values = url.pathname.split('/');
  const params: Record<string, string> = {};
  names.forEach((name, index) => {
    if (name.startsWith(':')) params[name.slice(1)] = decodeURIComponent(values[index] ?? '');
  });
  return { params, query: url.searchParams, pathname: url.pathname };
}

describe('links into the research screens', () => {
  it("opens a CEX row's wallets on its token, list and period", () => {
    const link = routeTo.rowWallets(
      { venue: 'cex', coin: 'BTC' },
      { list: 'holdings', period: '7d' },
    );
    expect(link).toBe('/research/token/cex/BTC/wallets?list=holdings&period=7d');
    const { params, query, pathname } = open(link, SCREEN_ROUTES.rowWallets.path);
    expect(pathMatches(SCREEN_ROUTES.rowWallets.path, pathname)).toBe(true);
    expect(readLinkedToken(params.venue, params.token)).toEqual({ venue: 'cex', coin: 'BTC' });
    expect([query.get('list'), query.get('period')]).toEqual(['holdings', '7d']);
  });

  it('names a DEX token by network and address, readable back, the colon kept', () => {
    const link = routeTo.rowWallets(BASE_TOKEN, {
      range: { from: '2025-06-01', to: '2025-06-02' },
    });
    expect(link).toBe(
      `/research/token/dex/base:${BASE_TOKEN.address}/wallets?from=2025-06-01&to=2025-06-02`,
    );
    const { params } = open(link, SCREEN_ROUTES.rowWallets.path);
    expect(readLinkedToken(params.venue, params.token)).toEqual(BASE_TOKEN);
  });

  it('encodes what a path cannot carry and reads it back', () => {
    const link = routeTo.rowWallets({ venue: 'cex', coin: 'A/B C' });
    expect(link).toBe('/research/token/cex/A%2FB%20C/wallets');
    const { params } = open(link, SCREEN_ROUTES.rowWallets.path);
    expect(readLinkedToken(params.venue, params.token)).toEqual({ venue: 'cex', coin: 'A/B C' });
  });

  it('reads tokens no call could take as none', () => {
    expect(readLinkedToken('otc', 'BTC')).toBeNull();
    expect(readLinkedToken('dex', 'no-network-here')).toBeNull();
    expect(readLinkedToken('dex', `moon:${BASE_TOKEN.address}`)).toBeNull();
    expect(readLinkedToken('cex', '')).toBeNull();
    expect(readLinkedToken('cex', undefined)).toBeNull();
    expect(readLinkedTokenParam('BTC')).toBeNull();
  });

  it("carries a row's tokens to a wallet profile as `with`, each once, in order", () => {
    const link = routeTo.walletProfile(WALLET, {
      with: [{ venue: 'cex', coin: 'ETH' }, BASE_TOKEN],
      period: '7d',
    });
    expect(link).toBe(
      `/research/wallet/${WALLET}?with=cex:ETH&with=dex:base:${BASE_TOKEN.address}&period=7d`,
    );
    const { query } = open(link, SCREEN_ROUTES.walletProfile.path);
    expect(readWithTokens([...query.getAll('with'), 'cex:ETH', 'nonsense'])).toEqual([
      { venue: 'cex', coin: 'ETH' },
      BASE_TOKEN,
    ]);
    expect(routeTo.walletProfile(WALLET)).toBe(`/research/wallet/${WALLET}`);
  });

  it('keeps the profile and track record periods and venue in their links', () => {
    expect(routeTo.influencerProfile('dex', 'whale alert', { period: '24h' })).toBe(
      '/research/influencer/dex/whale%20alert?period=24h',
    );
    expect(routeTo.signalTrackRecord({ venue: 'dex', period: '7d' })).toBe(
      '/research/track-record?venue=dex&period=7d',
    );
    expect(routeTo.signalTrackRecord()).toBe('/research/track-record');
  });

  it('knows a wallet address when it sees one', () => {
    expect(isWalletAddress(WALLET)).toBe(true);
    expect(isWalletAddress(WALLET.toUpperCase().replace('0X', '0x'))).toBe(true);
    expect(isWalletAddress('0x9f2c0000beef')).toBe(false);
    expect(isWalletAddress(undefined)).toBe(false);
  });
});
