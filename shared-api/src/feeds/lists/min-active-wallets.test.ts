import { describe, expect, it } from 'vitest';
import {
  readParam,
  DEFAULT_MIN_ACTIVE_WALLETS,
  MIN_ACTIVE_WALLETS_OPTIONS,
  parseMinActiveWallets,
} from '@flowscope/core';
import { minActiveWalletsParam } from './min-active-wallets.ts';

const minActiveWalletsFromQuery = (raw: string | null) =>
  readParam(
    new URLSearchParams(raw === null ? '' : { minActiveWallets: raw }),
    minActiveWalletsParam,
  );

describe('min active wallets', () => {
  it('offers the spec choices, defaulting to 0', () => {
    expect(MIN_ACTIVE_WALLETS_OPTIONS.map((option) => [option.value, option.label])).toEqual([
      [0, '0'],
      [1, '1'],
      [2, '2'],
      [3, '3'],
      [4, '4'],
      [5, 'More than 5'],
      [10, 'More than 10'],
      [50, 'More than 50'],
    ]);
    expect(DEFAULT_MIN_ACTIVE_WALLETS).toBe(0);
  });

  it('parses whole numbers and gives null for anything else', () => {
    expect(parseMinActiveWallets('10')).toBe(10);
    expect(parseMinActiveWallets(' 5 ')).toBe(5);
    expect(parseMinActiveWallets('-3')).toBe(-3);
    expect(parseMinActiveWallets('2.5')).toBeNull();
    expect(parseMinActiveWallets('5abc')).toBeNull();
    expect(parseMinActiveWallets('')).toBeNull();
    expect(parseMinActiveWallets(null)).toBeNull();
    expect(parseMinActiveWallets('99999999999999999999')).toBeNull();
  });

  it('reads a link: known choices pass, anything else falls back to 0', () => {
    expect(minActiveWalletsFromQuery('50')).toBe(50);
    expect(minActiveWalletsFromQuery('0')).toBe(0);
    expect(minActiveWalletsFromQuery('7')).toBe(0);
    expect(minActiveWalletsFromQuery('-1')).toBe(0);
    expect(minActiveWalletsFromQuery('<script>')).toBe(0);
    expect(minActiveWalletsFromQuery(null)).toBe(0);
  });
});
