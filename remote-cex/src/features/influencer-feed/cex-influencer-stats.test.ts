import type { CexInfluencerFeedItem } from '@flowscope/shared-api/feeds';
import { describe, expect, it } from 'vitest';
import { cexTradeStats, cexWalletStats } from './cex-influencer-stats.ts';

const item: CexInfluencerFeedItem = {
  id: 1,
  side: 'sell',
  twitterHandle: 'perpwhale',
  xLink: 'https://x.com/perpwhale',
  avatar: 'https://images.flowscope.io/influencers/perpwhale.jpg',
  timestamp: '2025-06-15T12:00:00.000Z',
  datetimeFormatted: '15/06/2025, 16:00',
  tokenName: 'ETH',
  tokenDisplayName: '$ETH',
  icon: 'eth',
  activity: 'Opened',
  positionType: 'short',
  positionValue: 50_000,
  positionValueFormatted: '$50.00K',
  priceFormatted: '$2,500',
  marketCapFormatted: '$300.00B',
  pnl: -1200,
  pnlFormatted: '-$1.20K',
  gainToPain: 1.5,
  gainToPainFormatted: '1.50',
  maxDrawdown: 0.18,
  maxDrawdownFormatted: '18.00%',
};

describe('CEX influencer alert figures', () => {
  it('lists the trade: activity, position type, value, price and market cap', () => {
    expect(cexTradeStats(item)).toEqual([
      { label: 'Activity', value: 'Opened' },
      { label: 'Position type', value: 'Short', tone: 'attention' },
      { label: 'Position Value', value: '$50.00K' },
      { label: 'Price', value: '$2,500' },
      { label: 'MarketCap', value: '$300.00B' },
    ]);
    expect(cexTradeStats({ ...item, positionType: 'long' })[1]).toEqual({
      label: 'Position type',
      value: 'Long',
      tone: 'positive',
    });
  });

  it('lists the wallet stats: PNL coloured by sign, gain to pain, max drawdown', () => {
    expect(cexWalletStats(item)).toEqual([
      { label: 'PNL', value: '-$1.20K', tone: 'attention' },
      { label: 'Gain to Pain', value: '1.50' },
      { label: 'Max Drawdown', value: '18.00%' },
    ]);
    expect(cexWalletStats({ ...item, pnl: 0, pnlFormatted: '$0.00' })[0]?.tone).toBe('default');
  });
});
