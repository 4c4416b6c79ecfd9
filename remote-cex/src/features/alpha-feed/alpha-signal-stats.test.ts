import type { CexAlertCard } from '@flowscope/shared-api/feeds';
import { describe, expect, it } from 'vitest';
import { alphaSignalStats, formatSignedCount } from './alpha-signal-stats.ts';

const card: CexAlertCard = {
  id: 1,
  tokenName: 'BTC',
  symbol: 'BTC',
  icon: 'btc',
  masked: false,
  score: 12,
  daysOld: null,
  date: '15/06/2025, 14:00',
  timestamp: '2025-06-15T12:00:00.000Z',
  scalpers: 4,
  shortsOpened: 1,
  amountBought: 250_000,
  amountBoughtFormatted: '$250.00K',
  amountSold: 100_000,
  amountSoldFormatted: '$100.00K',
  smwFlow: -2,
  netflow: -150_000,
  netflowFormatted: '-$150.00K',
  shortEntryPriceFormatted: '$64,010.5',
  longEntryPriceFormatted: '$63,900',
  marketCap: 1.2e12,
  marketCapFormatted: '$1.20T',
  holdingsFormatted: '$1.00M',
  holdingsVsMarketCapFormatted: '+0.01%',
  influencers: [],
  influencersMasked: false,
};

describe('alpha signal figures', () => {
  it('lists the card fields in reading order, coloured by sign', () => {
    expect(alphaSignalStats(card)).toEqual([
      { label: 'Scalpers', value: '4' },
      { label: 'Bought', value: '$250.00K', tone: 'positive' },
      { label: 'Sold', value: '$100.00K', tone: 'attention' },
      { label: 'SMW Flow', value: '-2', tone: 'attention' },
      { label: 'Netflow', value: '-$150.00K', tone: 'attention' },
      { label: 'Avg. Long Entry', value: '$63,900' },
      { label: 'Avg. Short Entry', value: '$64,010.5' },
      { label: 'Market Cap', value: '$1.20T' },
    ]);
  });

  it('signs whole-number changes', () => {
    expect(formatSignedCount(3)).toBe('+3');
    expect(formatSignedCount(-1)).toBe('-1');
    expect(formatSignedCount(0)).toBe('0');
    expect(formatSignedCount(Number.NaN)).toBe('N/A');
  });
});
