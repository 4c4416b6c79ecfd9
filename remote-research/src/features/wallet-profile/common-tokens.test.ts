import type { CommonTokenView, ResearchToken } from '@flowscope/shared-api';
import { describe, expect, it } from 'vitest';
import { commonTokenLines } from './common-tokens.ts';

const token = (key: string, ticker: string): ResearchToken => ({
  venue: key.startsWith('cex') ? 'cex' : 'dex',
  coin: key.startsWith('cex') ? ticker : null,
  tokenName: ticker,
  ticker,
  symbol: ticker,
  icon: null,
  displayName: `$${ticker}`,
  network: null,
  address: null,
  key,
});

describe('tokens in common with the row', () => {
  it("keeps the row's order and matches tokens in any case, none for those not held or traded", () => {
    const btc: CommonTokenView = {
      token: token('cex:BTC', 'BTC'),
      value: 1_000,
      valueFormatted: '$1.00K',
      trades: 2,
    };
    const pepe: CommonTokenView = {
      token: token('dex:base:0xAbC', 'PEPE'),
      value: 0,
      valueFormatted: '$0.00',
      trades: 1,
    };
    const lines = commonTokenLines(
      [
        { venue: 'dex', network: 'base', address: '0xabc' },
        { venue: 'cex', coin: 'eth' },
        { venue: 'cex', coin: 'btc' },
      ],
      [btc, pepe],
    );
    expect(lines.map((line) => [line.asked, line.common?.token.ticker ?? null])).toEqual([
      ['0xabc', 'PEPE'],
      ['eth', null],
      ['btc', 'BTC'],
    ]);
  });
});
