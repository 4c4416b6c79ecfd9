import { describe, expect, it } from 'vitest';
import {
  DexTokenDetailRequestSchema,
  DexTopAccumulationSchema,
  logoPath,
  SearchResultSchema,
  SPARKLINE_MAX_TOKENS,
  SPARKLINE_POINTS,
  SparklinesRequestSchema,
} from './index.ts';

const dexRow = {
  token_name: 'Pepe',
  ticker: 'PEPE',
  favorites: false,
  score: 71,
  netflow: 1,
  netflow_vs_cap: null,
  market_cap: 1,
  avg_entry_price: null,
  smw_change: 1,
  wallets_interacted: 1,
  days_old: 1,
  network: 'base',
  address: '0xabc',
};

describe('market essentials in the contract', () => {
  it("leave the spec's records valid without them, and read them when sent", () => {
    expect(DexTopAccumulationSchema.safeParse(dexRow).success).toBe(true);
    const withEssentials = {
      ...dexRow,
      price: 0.01,
      price_change_24h: -0.25,
      volume_24h: 10,
      liquidity: 5,
      holders: 40,
      risk: { honeypot: false, mintable: true, top10_holders_pct: 35, liquidity_locked: true },
      logo_url: logoPath('base-0xabc'),
    };
    expect(DexTopAccumulationSchema.parse(withEssentials)).toEqual(withEssentials);
    expect(DexTopAccumulationSchema.safeParse({ ...dexRow, price: null }).success).toBe(true);
  });

  it('refuse impossible essentials: a negative price or volume, a fall below -100 %, a share over 100', () => {
    for (const wrong of [
      { price: -1 },
      { volume_24h: -5 },
      { price_change_24h: -1.5 },
      { holders: 2.5 },
      {
        risk: { honeypot: false, mintable: false, top10_holders_pct: 120, liquidity_locked: true },
      },
    ])
      expect(
        DexTopAccumulationSchema.safeParse({ ...dexRow, ...wrong }).success,
        JSON.stringify(wrong),
      ).toBe(false);
  });

  it('name search results by network and address', () => {
    const shape = SearchResultSchema.shape;
    expect(Object.keys(shape)).toEqual(expect.arrayContaining(['network', 'address', 'logo_url']));
  });

  it('address logos under /logos, encoding the key', () => {
    expect(logoPath('cex-btc')).toBe('/logos/cex-btc.svg');
    expect(logoPath('a/b')).toBe('/logos/a%2Fb.svg');
  });
});

describe('POST /sparklines payload', () => {
  const base = { user_id: 0, kind: 'netflow', from_datetime: '2025-06-01T00:00:00Z' };

  it('takes a page of tokens of one market, with 24 points by default', () => {
    const cex = SparklinesRequestSchema.parse({ ...base, venue: 'cex', tokens: [{ coin: 'BTC' }] });
    expect(cex.points).toBe(SPARKLINE_POINTS);
    expect(
      SparklinesRequestSchema.safeParse({
        ...base,
        venue: 'dex',
        tokens: [{ network: 'solana', address: 'So1' }],
      }).success,
    ).toBe(true);
  });

  it('refuses the other market’s tokens, an empty or oversized batch and odd point counts', () => {
    const tokens = (n: number) => Array.from({ length: n }, () => ({ coin: 'BTC' }));
    expect(
      SparklinesRequestSchema.safeParse({ ...base, venue: 'dex', tokens: tokens(1) }).success,
    ).toBe(false);
    expect(SparklinesRequestSchema.safeParse({ ...base, venue: 'cex', tokens: [] }).success).toBe(
      false,
    );
    expect(
      SparklinesRequestSchema.safeParse({
        ...base,
        venue: 'cex',
        tokens: tokens(SPARKLINE_MAX_TOKENS),
      }).success,
    ).toBe(true);
    expect(
      SparklinesRequestSchema.safeParse({
        ...base,
        venue: 'cex',
        tokens: tokens(SPARKLINE_MAX_TOKENS + 1),
      }).success,
    ).toBe(false);
    for (const points of [1, 97, 2.5])
      expect(
        SparklinesRequestSchema.safeParse({ ...base, venue: 'cex', tokens: tokens(1), points })
          .success,
      ).toBe(false);
    expect(
      SparklinesRequestSchema.safeParse({ ...base, kind: 'price', venue: 'cex', tokens: tokens(1) })
        .success,
    ).toBe(false);
  });
});

describe('POST /dex_token_detail payload', () => {
  it('names a token by network and address', () => {
    const payload = { user_id: 0, network: 'base', address: '0xabc', from_datetime: '2025-06-01' };
    expect(DexTokenDetailRequestSchema.safeParse(payload).success).toBe(true);
    expect(DexTokenDetailRequestSchema.safeParse({ ...payload, network: 'mars' }).success).toBe(
      false,
    );
    expect(DexTokenDetailRequestSchema.safeParse({ ...payload, address: '' }).success).toBe(false);
  });
});
