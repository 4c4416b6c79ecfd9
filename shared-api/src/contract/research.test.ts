import { describe, expect, it } from 'vitest';
import { cexScoreRating, dexScoreRating } from '@flowscope/core';
import {
  CexAlertSchema,
  RESULT_NON_PREMIUM,
  RowWalletsRequestSchema,
  TokenRefSchema,
  WalletAddressSchema,
  WalletProfileRequestSchema,
  WalletProfileResponseSchema,
  scoreBand,
  scoreBandsOf,
} from './index.ts';

describe('research contract', () => {
  it("bands scores exactly as the spec's score ratings (core) rate them", () => {
    for (let tenths = -1000; tenths <= 1000; tenths += 1) {
      const score = tenths / 10;
      expect(scoreBand('cex', score), `cex ${score}`).toBe(cexScoreRating(score));
      expect(scoreBand('dex', score), `dex ${score}`).toBe(dexScoreRating(score));
    }
    expect(scoreBandsOf('cex')).toEqual(['excellent', 'very-good', 'good', 'fair', 'poor']);
    expect(scoreBandsOf('dex')).toEqual(['excellent', 'good', 'fair', 'poor']);
  });

  it('names a token by coin on CEX and by network and address on DEX', () => {
    expect(TokenRefSchema.safeParse({ venue: 'cex', coin: 'BTC' }).success).toBe(true);
    expect(
      TokenRefSchema.safeParse({ venue: 'dex', network: 'base', address: '0xabc' }).success,
    ).toBe(true);
    expect(TokenRefSchema.safeParse({ venue: 'dex', coin: 'BTC' }).success).toBe(false);
    expect(
      TokenRefSchema.safeParse({ venue: 'dex', network: 'mars', address: '0x1' }).success,
    ).toBe(false);
    expect(TokenRefSchema.safeParse({ venue: 'nyse', coin: 'BTC' }).success).toBe(false);
  });

  it('defaults the row list to accumulations and the profile to 50 trades', () => {
    const token = { venue: 'cex', coin: 'BTC' };
    expect(RowWalletsRequestSchema.parse({ user_id: 0, token }).list).toBe('accumulations');
    const wallet = `0x${'a'.repeat(40)}`;
    expect(WalletProfileRequestSchema.parse({ user_id: 0, wallet }).trades_limit).toBe(50);
    expect(
      WalletProfileRequestSchema.safeParse({ user_id: 0, wallet, trades_limit: 0 }).success,
    ).toBe(false);
  });

  it('takes a wallet address of 0x and 40 hex digits only', () => {
    expect(WalletAddressSchema.safeParse(`0x${'A1'.repeat(20)}`).success).toBe(true);
    expect(WalletAddressSchema.safeParse(`0x${'g'.repeat(40)}`).success).toBe(false);
    expect(WalletAddressSchema.safeParse(`0x${'a'.repeat(39)}`).success).toBe(false);
  });

  it("answers a premium object or 'Non-premium' with no data, never both", () => {
    expect(
      WalletProfileResponseSchema.safeParse({ result: RESULT_NON_PREMIUM, data: null }).success,
    ).toBe(true);
    expect(WalletProfileResponseSchema.safeParse({ result: 'ok', data: null }).success).toBe(false);
    expect(
      WalletProfileResponseSchema.safeParse({ result: RESULT_NON_PREMIUM, data: {} }).success,
    ).toBe(false);
  });

  it("keeps an alert valid with or without the returns after it (added to the spec's fields)", () => {
    const alert = {
      coin: 'SOL',
      score: 1,
      shorts_opened: 0,
      wallets_interacted: 2,
      timestamp: '2025-06-02T09:00:00.000Z',
      smw_flow: 1,
      netflow: 1,
      amount_bought: 1,
      amount_sold: 0,
      short_entry_price: null,
      long_entry_price: 1,
      influencers_data: '',
      market_cap: null,
      holdings: 1,
      holdings_vs_mkt_cap: null,
    };
    expect(CexAlertSchema.safeParse(alert).success).toBe(true);
    expect(
      CexAlertSchema.safeParse({ ...alert, returns: { h1: 0.1, h4: null, h24: null } }).success,
    ).toBe(true);
    expect(CexAlertSchema.safeParse({ ...alert, returns: { h1: 0.1 } }).success).toBe(false);
  });
});
