import { describe, expect, it } from 'vitest';
import type { CexAlert, DexAlert } from '../../contract/alerts.ts';
import type { CexInfluencerTrade, DexInfluencerTrade } from '../../contract/influencers.ts';
import { setupEndpointTests } from '../../endpoints/test-setup.ts';
import { mapCexAlerts } from './cex-alerts.ts';
import { mapCexInfluencersData } from './cex-influencers-data.ts';
import { mapDexAlerts } from './dex-alerts.ts';
import { mapDexInfluencersData } from './dex-influencers-data.ts';

setupEndpointTests();

const dexAlert: DexAlert = {
  token_name: 'Pepe',
  score: 42,
  timestamp: '2025-06-02T10:00:00.000Z',
  netflow: 1,
  network: 'solana',
  sell_volume: 1,
  buy_volume: 1,
  influencers_in: 0,
  launched_when: '2025-06-01T12:00:00.000Z',
  market_cap: 1,
  ticker: 'PEPE',
  wallets_interacted: 2,
  influencers_data: '',
  address: 'So1',
  avg_entry_price: 0.05,
};

const cexAlert: CexAlert = {
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
  long_entry_price: 150,
  influencers_data: '',
  market_cap: 1,
  holdings: 1,
  holdings_vs_mkt_cap: null,
};

const cexTrade: CexInfluencerTrade = {
  coin: 'SOL',
  activity: 'Opened',
  gain_to_pain: 1,
  market_cap: 1,
  twitter_handle: 'perpwhale',
  max_drawdown: 0.1,
  pnl: 1,
  position_type: 'long',
  position_value: 1,
  price: 140,
  side: 'buy',
  transaction_datetime: '2025-06-02T09:00:00.000Z',
};

const dexTrade: DexInfluencerTrade = {
  token_name: 'Pepe',
  market_cap: 1,
  twitter_handle: 'cryptokitty',
  pnl: 1,
  amount_usd: 1,
  side: 'buy',
  transaction_datetime: '2025-06-02T09:00:00.000Z',
  entry_price: 0.04,
  address: 'So1',
  network: 'solana',
  token_amount: 1,
  balance: 1,
  avg_buy_size: 1,
};

describe('feed cards show the price now and its 24h change', () => {
  it('on alpha feed cards, beside the frozen signal figures', () => {
    const [dexCard] = mapDexAlerts([
      { ...dexAlert, price: 0.06, price_change_24h: 0.2, liquidity: 1000, holders: 50 },
    ]);
    expect(dexCard).toMatchObject({
      priceFormatted: '$0.06',
      priceChange24hFormatted: '+20.00%',
      avgEntryPriceFormatted: '$0.05',
      liquidityFormatted: '$1.00K',
      holdersFormatted: '50',
    });
    const [cexCard] = mapCexAlerts([{ ...cexAlert, price: 151.5, price_change_24h: -0.01 }]);
    expect(cexCard).toMatchObject({ priceFormatted: '$151.5', priceChange24hFormatted: '-1.00%' });
    expect(mapCexAlerts([cexAlert])[0]).not.toHaveProperty('priceFormatted');
  });

  it('on influencer cards as currentPrice, never in place of the fill price', () => {
    const [cexItem] = mapCexInfluencersData([
      { ...cexTrade, current_price: 151.5, price_change_24h: 0.05 },
    ]);
    expect(cexItem).toMatchObject({
      priceFormatted: '$140',
      currentPrice: 151.5,
      currentPriceFormatted: '$151.5',
      priceChange24hFormatted: '+5.00%',
    });
    const [dexItem] = mapDexInfluencersData([
      {
        ...dexTrade,
        current_price: 0.05,
        price_change_24h: 0.25,
        logo_url: '/logos/solana-So1.svg',
      },
    ]);
    expect(dexItem).toMatchObject({
      entryPriceFormatted: '$0.04',
      currentPriceFormatted: '$0.05',
      priceChange24hFormatted: '+25.00%',
      logoUrl: 'http://localhost:3000/api/logos/solana-So1.svg',
    });
    expect(mapDexInfluencersData([dexTrade])[0]).not.toHaveProperty('currentPrice');
  });
});
