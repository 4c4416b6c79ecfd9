import { describe, expect, it } from 'vitest';
import { abbreviateAddress, shortenAddress, tokenDisplayName } from './token-name.ts';

describe('tokenDisplayName', () => {
  it('uses the name first, with a $ prefix', () => {
    expect(tokenDisplayName({ name: 'PEPE', ticker: 'PEP', address: '0xabc' })).toBe('$PEPE');
  });

  it('does not add a second $', () => {
    expect(tokenDisplayName({ name: '$WIF' })).toBe('$WIF');
  });

  it('falls back to the ticker', () => {
    expect(tokenDisplayName({ name: '', ticker: 'BONK' })).toBe('$BONK');
    expect(tokenDisplayName({ name: null, ticker: 'BONK' })).toBe('$BONK');
  });

  it('falls back to the shortened address: first 6, ..., last 4 when longer than 10', () => {
    expect(tokenDisplayName({ address: '0x1234567890abcdef' })).toBe('$0x1234...cdef');
    expect(tokenDisplayName({ address: '0x12345678' })).toBe('$0x12345678');
  });

  it("falls back to 'token'", () => {
    expect(tokenDisplayName({})).toBe('$token');
  });
});

describe('shortenAddress', () => {
  it('keeps 10 characters as they are and shortens 11', () => {
    expect(shortenAddress('abcdefghij')).toBe('abcdefghij');
    expect(shortenAddress('abcdefghijk')).toBe('abcdef...hijk');
  });
});

describe('abbreviateAddress', () => {
  it("keeps the first 6 and last 4 characters around an ellipsis: '0x28fc…5e7c'", () => {
    expect(abbreviateAddress('0x28fc1234567890abcdef1234567890abcdef5e7c')).toBe('0x28fc…5e7c');
    expect(abbreviateAddress('So1anaMintAddress1111111111111111')).toBe('So1ana…1111');
  });

  it('leaves an address too short to shorten whole', () => {
    expect(abbreviateAddress('0x12345678ab')).toBe('0x12345678ab');
  });
});
