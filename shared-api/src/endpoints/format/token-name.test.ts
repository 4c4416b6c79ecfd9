import { describe, expect, it } from 'vitest';
import {
  cexTokenIdentity,
  nameOrMasked,
  shortenAddress,
  tokenDisplayName,
  tokenIconKey,
} from './token-name.ts';

describe('token display name (data-screens §5)', () => {
  it('uses the name, with a $ prefix added if missing', () => {
    expect(tokenDisplayName({ tokenName: 'PEPE' })).toBe('$PEPE');
    expect(tokenDisplayName({ tokenName: '$PEPE' })).toBe('$PEPE');
  });
  it('falls back to the ticker', () => {
    expect(tokenDisplayName({ tokenName: '', ticker: 'WIF' })).toBe('$WIF');
  });
  it('then to a shortened address (first 6, ..., last 4 when over 10 characters)', () => {
    expect(tokenDisplayName({ address: '0x1234567890abcdef' })).toBe('$0x1234...cdef');
    expect(tokenDisplayName({ address: '0x12345678' })).toBe('$0x12345678');
    expect(shortenAddress('So11111111111111111111111111111111111111112')).toBe('So1111...1112');
  });
  it("else 'token'", () => {
    expect(tokenDisplayName({})).toBe('$token');
  });
});

describe('anonymisation', () => {
  it("shows a missing token name as '***'", () => {
    expect(nameOrMasked('')).toBe('***');
    expect(nameOrMasked(null)).toBe('***');
    expect(nameOrMasked('BTC')).toBe('BTC');
  });
  it('has no icon for masked symbols', () => {
    expect(tokenIconKey('***')).toBeNull();
    expect(tokenIconKey('BTC')).toBe('btc');
  });
});

describe('CEX token identity', () => {
  it('names, shows and icons a coin by its symbol', () => {
    expect(cexTokenIdentity('BTC')).toEqual({
      tokenName: 'BTC',
      symbol: 'BTC',
      icon: tokenIconKey('BTC'),
      masked: false,
    });
  });
  it('masks an anonymised or missing coin, without an icon of its own', () => {
    for (const coin of ['***', null, '']) {
      expect(cexTokenIdentity(coin)).toEqual({
        tokenName: '***',
        symbol: '***',
        icon: tokenIconKey('***'),
        masked: true,
      });
    }
  });
});
