import { describe, expect, it } from 'vitest';
import type { CexAlert, DexAlert } from '../../contract/alerts.ts';
import { routeByPath } from '../../http/test-support.ts';
import { fetchCexAlerts, mapCexAlerts } from './cex-alerts.ts';
import { fetchDexAlerts, mapDexAlerts } from './dex-alerts.ts';
import { avatarBucketUrl } from '../../endpoints/format/influencer.ts';
import { NOW, setupEndpointTests } from '../../endpoints/test-setup.ts';

setupEndpointTests();

const dexAlert: DexAlert = {
  token_name: 'Pepe',
  score: 42,
  timestamp: '2025-06-02T10:00:00.000Z',
  netflow: 150_000,
  network: 'solana',
  sell_volume: 50_000,
  buy_volume: 200_000,
  influencers_in: 2,
  launched_when: '2025-06-01T12:00:00.000Z',
  market_cap: 12_000_000,
  ticker: 'PEPE',
  wallets_interacted: 9,
  influencers_data: 'cryptokitty|12.5,degenape|-3',
  address: 'So11111111111111111111111111111111111111112',
  avg_entry_price: 0.0523,
};

const cexAlert: CexAlert = {
  coin: 'SOL',
  score: -8,
  shorts_opened: 3,
  wallets_interacted: 9,
  timestamp: '2025-06-02T09:00:00.000Z',
  smw_flow: -6,
  netflow: -120_000,
  amount_bought: 300_000,
  amount_sold: 420_000,
  short_entry_price: 151.234,
  long_entry_price: 0.5123,
  influencers_data: 'perpwhale|long|7.5,shortking|short|-2',
  market_cap: 70_000_000_000,
  holdings: 5_000_000,
  holdings_vs_mkt_cap: 0.0001,
};

describe('POST /get_cex_alerts', () => {
  it('sends user_id and min_active_wallets 0 by default', async () => {
    const api = routeByPath({ '/get_cex_alerts': { result: 'ok', data: [] } });
    await fetchCexAlerts();
    await fetchCexAlerts({
      minActiveWallets: 5,
      fromDatetime: '2025-06-01T12:00:00.000Z',
      toDatetime: '2025-06-02T12:00:00.000Z',
    });
    const [first, second] = await api.payloads();
    expect(first).toEqual({ path: '/get_cex_alerts', body: { user_id: 0, min_active_wallets: 0 } });
    expect(second?.body).toEqual({
      user_id: 0,
      min_active_wallets: 5,
      from_datetime: '2025-06-01T12:00:00.000Z',
      to_datetime: '2025-06-02T12:00:00.000Z',
    });
  });

  it('parses influencers_data with the score as the third part and derives avatars', async () => {
    routeByPath({ '/get_cex_alerts': { result: 'ok', data: [cexAlert] } });
    const [card] = await fetchCexAlerts();
    expect(card?.influencers).toEqual([
      { name: 'perpwhale', avatar: `${avatarBucketUrl()}/perpwhale.jpg`, score: 7.5 },
      { name: 'shortking', avatar: `${avatarBucketUrl()}/shortking.jpg`, score: -2 },
    ]);
    expect(card).toMatchObject({
      id: 1,
      tokenName: 'SOL',
      symbol: 'SOL',
      score: -8,
      daysOld: null,
      date: '02/06/2025 11:00 CEST',
      timestamp: '2025-06-02T09:00:00.000Z',
      // The wallets that traded, never the net-long change (which can be negative).
      scalpers: 9,
      amountBoughtFormatted: '$300.00K',
      amountSoldFormatted: '$420.00K',
      smwFlow: -6,
      netflow: -120_000,
      shortEntryPriceFormatted: '$151.23',
      longEntryPriceFormatted: '$0.512',
      marketCapFormatted: '$70.00B',
      influencersMasked: false,
    });
  });

  it("masks every influencer as '***' without avatars when the first item has no timestamp", () => {
    const cards = mapCexAlerts([
      { ...cexAlert, timestamp: null, influencers_data: '***|long|7.5' },
      { ...cexAlert, influencers_data: 'perpwhale|long|1' },
    ]);
    expect(cards[0]?.influencers).toEqual([{ name: '***', avatar: null, score: 7.5 }]);
    expect(cards[1]?.influencers).toEqual([{ name: '***', avatar: null, score: 1 }]);
    expect(cards[0]?.influencersMasked).toBe(true);
    expect(cards[0]?.date).toBe('');
  });

  it('reads what the price did after a CEX signal', () => {
    const [card] = mapCexAlerts([{ ...cexAlert, returns: { h1: 0, h4: 0.5, h24: -0.25 } }]);
    expect(card?.returns?.summary).toBe('after 1h +0.00% · 4h +50.00% · 24h -25.00%');
    expect(card?.returns?.returns.map((entry) => entry.value)).toEqual([0, 0.5, -0.25]);
  });
});

describe('POST /get_dex_alerts', () => {
  it('sends user_id, token_filter all_tokens, min_active_wallets and max_market_cap by default', async () => {
    const api = routeByPath({ '/get_dex_alerts': { result: 'ok', data: [] } });
    await fetchDexAlerts();
    expect(await api.payloads()).toEqual([
      {
        path: '/get_dex_alerts',
        body: {
          user_id: 0,
          token_filter: 'all_tokens',
          min_active_wallets: 0,
          max_market_cap: null,
        },
      },
    ]);
  });

  it('sends the header filters and the optional fields', async () => {
    const api = routeByPath({ '/get_dex_alerts': { result: 'ok', data: [] } });
    await fetchDexAlerts({
      tokenFilter: 'fresh_tokens',
      minActiveWallets: 10,
      maxMarketCap: 5_000_000,
      filterNetwork: 'base',
      fromDatetime: '2025-06-01T12:00:00.000Z',
      toDatetime: '2025-06-02T12:00:00.000Z',
    });
    expect((await api.payloads())[0]?.body).toEqual({
      user_id: 0,
      token_filter: 'fresh_tokens',
      min_active_wallets: 10,
      max_market_cap: 5_000_000,
      filter_network: 'base',
      from_datetime: '2025-06-01T12:00:00.000Z',
      to_datetime: '2025-06-02T12:00:00.000Z',
    });
  });

  it('maps records, parsing influencers_data with the score as the second part', () => {
    const [card] = mapDexAlerts([dexAlert], NOW);
    expect(card).toEqual({
      id: 1,
      tokenName: 'Pepe',
      symbol: 'PEPE',
      icon: 'pepe',
      masked: false,
      score: 42,
      daysOld: 1,
      date: '02/06/2025 12:00 CEST',
      timestamp: '2025-06-02T10:00:00.000Z',
      network: 'solana',
      address: 'So11111111111111111111111111111111111111112',
      walletsInteracted: 9,
      buyVolume: 200_000,
      buyVolumeFormatted: '$200.00K',
      sellVolume: 50_000,
      sellVolumeFormatted: '$50.00K',
      netflow: 150_000,
      netflowFormatted: '$150.00K',
      marketCap: 12_000_000,
      marketCapFormatted: '$12.00M',
      avgEntryPriceFormatted: '$0.0523',
      influencersIn: 2,
      influencers: [
        { name: 'cryptokitty', avatar: `${avatarBucketUrl()}/cryptokitty.jpg`, score: 12.5 },
        { name: 'degenape', avatar: `${avatarBucketUrl()}/degenape.jpg`, score: -3 },
      ],
      influencersMasked: false,
      // A server that sends no returns: nothing to show after the signal.
      returns: { returns: [], summary: '' },
    });
  });

  it('reads what the price did after the signal, the horizons still to come left blank', () => {
    const [card] = mapDexAlerts([{ ...dexAlert, returns: { h1: 0.124, h4: -0.031, h24: null } }]);
    expect(card?.returns?.summary).toBe('after 1h +12.40% · 4h -3.10%');
    expect(card?.returns?.returns.map((entry) => entry.formatted)).toEqual([
      '+12.40%',
      '-3.10%',
      '',
    ]);
  });

  it('masks influencers in an anonymous preview and skips malformed entries', () => {
    const [card] = mapDexAlerts(
      [{ ...dexAlert, timestamp: null, influencers_data: '***|12.5,broken,***|x' }],
      NOW,
    );
    expect(card?.influencers).toEqual([{ name: '***', avatar: null, score: 12.5 }]);
    const [empty] = mapDexAlerts([{ ...dexAlert, influencers_data: '' }], NOW);
    expect(empty?.influencers).toEqual([]);
  });
});
