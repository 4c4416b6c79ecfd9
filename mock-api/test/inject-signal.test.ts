import { describe, expect, it } from 'vitest';
import type { TokenInfo } from '../src/market/types.ts';
import { findVenueToken } from '../src/stream/inject-signal.ts';
import { testApi } from './helpers.ts';

describe('the test control’s token by ticker', () => {
  const market = testApi().market();
  const listed = market.venueTokens.dex.find((token) =>
    market.isListed(token, market.syncedTo),
  ) as TokenInfo;
  const notYet = market.venueTokens.dex.find(
    (token) => !market.isListed(token, market.syncedTo),
  ) as TokenInfo;

  it('is the listed token when two chains share the ticker, whichever comes first', () => {
    expect(listed).toBeDefined();
    expect(notYet).toBeDefined();
    const shared = (tokens: TokenInfo[]) => ({
      syncedTo: market.syncedTo,
      isListed: market.isListed.bind(market),
      venueTokens: { cex: [], dex: tokens },
    });
    const first = { ...notYet, ticker: 'TWIN' };
    const second = { ...listed, ticker: 'twin' };
    expect(findVenueToken(shared([first, second]), 'dex', 'Twin')).toBe(second);
    expect(findVenueToken(shared([second, first]), 'dex', 'TWIN')).toBe(second);
    // Only an unlisted one: it is still found (the caller decides).
    expect(findVenueToken(shared([first]), 'dex', 'twin')).toBe(first);
    expect(findVenueToken(shared([first, second]), 'dex', 'other')).toBeUndefined();
  });
});
