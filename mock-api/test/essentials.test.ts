import { beforeAll, describe, expect, it } from 'vitest';
import {
  CexAlertsResponseSchema,
  CexFavoritesResponseSchema,
  CexInfluencersDataResponseSchema,
  CexTopAccumulationsResponseSchema,
  CexTopHoldingsResponseSchema,
  DexAlertsResponseSchema,
  DexFavoritesResponseSchema,
  DexInfluencersDataResponseSchema,
  DexTopAccumulationsResponseSchema,
  DexTopHoldersResponseSchema,
  PATHS,
  SearchResponseSchema,
  TokenDetailResponseSchema,
  type CexTopAccumulation,
  type DexTopAccumulation,
  type DexTopHoldersResponse,
  type SearchResult,
} from '@flowscope/shared-api/contract';
import { DAY } from '../src/market/catalog.ts';
import { essentialsAt, smartMoneyVolume } from '../src/market/essentials.ts';
import type { Market } from '../src/market/market.ts';
import {
  atMarketTime,
  hoursAgo,
  known,
  postJson,
  signIn,
  testApi,
  type Session,
  type TestApi,
} from './helpers.ts';

interface List<Row> {
  result: string;
  data: Row[];
}

const LOGO_URL = /^\/logos\/[a-z]+-[A-Za-z0-9]+\.svg$/;

/** Essentials a row of either market must carry, sane. */
function expectCexEssentials(row: Record<string, unknown>, label: string): void {
  expect(row.price, label).toBeGreaterThan(0);
  expect(row.price_change_24h, label).toBeGreaterThanOrEqual(-1);
  expect(row.volume_24h, label).toBeGreaterThanOrEqual(0);
  expect(row.logo_url, label).toMatch(LOGO_URL);
}

function expectDexEssentials(row: Record<string, unknown>, label: string): void {
  expectCexEssentials(row, label);
  expect(row.liquidity, label).toBeGreaterThanOrEqual(0);
  expect(Number.isInteger(row.holders) && (row.holders as number) >= 12, label).toBe(true);
  expect(row.risk, label).toMatchObject({
    honeypot: expect.any(Boolean),
    mintable: expect.any(Boolean),
    liquidity_locked: expect.any(Boolean),
  });
}

describe('market essentials on every list, feed and page', () => {
  let api: TestApi;
  let premium: Session;
  const ask = async <Row>(path: string, body: Record<string, unknown>): Promise<Row[]> => {
    const { status, body: answer } = await postJson<List<Row>>(
      api,
      path,
      { user_id: premium.userId, ...body },
      premium.token,
    );
    expect(status, path).toBe(200);
    return answer.data;
  };

  beforeAll(async () => {
    api = testApi();
    atMarketTime(api);
    premium = await signIn(api, 'premium');
  });

  it('answers them in the contract shape on the Top lists, feeds, search and favourites', async () => {
    await postJson(
      api,
      PATHS.addCexFavorite,
      { user_id: premium.userId, coin: 'ETH' },
      premium.token,
    );
    const [dexRow] = await ask<DexTopAccumulation>(PATHS.dexTopAccumulations, {
      from_datetime: hoursAgo(24),
    });
    await postJson(
      api,
      PATHS.addDexFavorite,
      {
        user_id: premium.userId,
        token_name: dexRow?.token_name,
        network: dexRow?.network,
        address: dexRow?.address,
      },
      premium.token,
    );
    const calls = [
      [
        PATHS.cexTopAccumulations,
        { from_datetime: hoursAgo(24) },
        CexTopAccumulationsResponseSchema,
        'cex',
      ],
      [
        PATHS.dexTopAccumulations,
        { from_datetime: hoursAgo(24) },
        DexTopAccumulationsResponseSchema,
        'dex',
      ],
      [PATHS.cexTopHoldings, { from_datetime: hoursAgo(720) }, CexTopHoldingsResponseSchema, 'cex'],
      [PATHS.dexTopHolders, {}, DexTopHoldersResponseSchema, 'dex'],
      [PATHS.cexAlerts, { from_datetime: hoursAgo(72) }, CexAlertsResponseSchema, 'cex'],
      [PATHS.dexAlerts, { from_datetime: hoursAgo(72) }, DexAlertsResponseSchema, 'dex'],
      [PATHS.cexFavorites, {}, CexFavoritesResponseSchema, 'cex'],
      [PATHS.dexFavorites, {}, DexFavoritesResponseSchema, 'dex'],
    ] as const;
    for (const [path, body, schema, venue] of calls) {
      const { body: answer } = await postJson(
        api,
        path,
        { user_id: premium.userId, ...body },
        premium.token,
      );
      const rows = schema.parse(answer).data as Record<string, unknown>[];
      expect(rows.length, path).toBeGreaterThan(0);
      for (const row of rows) {
        if (venue === 'cex') {
          expectCexEssentials(row, path);
          expect(row).not.toHaveProperty('risk');
        } else expectDexEssentials(row, path);
      }
    }
  });

  it('gives influencer trades the price now as current_price, beside their fill price', async () => {
    for (const [path, schema, venue] of [
      [PATHS.cexInfluencersData, CexInfluencersDataResponseSchema, 'cex'],
      [PATHS.dexInfluencersData, DexInfluencersDataResponseSchema, 'dex'],
    ] as const) {
      const { body } = await postJson(api, path, { user_id: premium.userId }, premium.token);
      const rows = schema.parse(body).data as Record<string, unknown>[];
      expect(rows.length, path).toBeGreaterThan(0);
      for (const row of rows) {
        const { current_price, ...rest } = row;
        expectCexEssentials({ ...rest, price: current_price }, path);
        if (venue === 'dex') expectDexEssentials({ ...rest, price: current_price }, path);
      }
    }
  });

  it('names network and address on every search result and the DEX essentials on DEX rows', async () => {
    const { body } = await postJson(api, PATHS.search, { user_id: 0, query: 'Bonk OR BTC' });
    const rows: SearchResult[] = SearchResponseSchema.parse(body).data;
    expect(rows.some((row) => row.network === 'CEX')).toBe(true);
    expect(rows.some((row) => row.network !== 'CEX')).toBe(true);
    for (const row of rows) {
      if (row.network === 'CEX') {
        expect(row.address).toBeNull();
        expectCexEssentials(row, row.ticker);
        expect(row.risk).toBeUndefined();
      } else {
        expect(row.address).toBeTruthy();
        expectDexEssentials(row, row.ticker);
      }
    }
  });

  it('shows a token the same in every list and on its page at the same moment', async () => {
    const cex = await ask<CexTopAccumulation>(PATHS.cexTopAccumulations, {
      from_datetime: hoursAgo(24),
    });
    const holdings = await ask<Record<string, unknown>>(PATHS.cexTopHoldings, {
      from_datetime: hoursAgo(24),
    });
    let compared = 0;
    for (const row of cex.slice(0, 10)) {
      const { body } = await postJson(
        api,
        PATHS.tokenDetail,
        { user_id: premium.userId, coin: row.coin, from_datetime: hoursAgo(24) },
        premium.token,
      );
      const detail = TokenDetailResponseSchema.parse(body).data;
      expect(detail.price, row.coin).toBe(row.price);
      expect(detail.price_change_24h, row.coin).toBe(row.price_change_24h);
      expect(detail.volume_24h, row.coin).toBe(row.volume_24h);
      expect(detail.logo_url, row.coin).toBe(row.logo_url);
      const held = holdings.find((other) => other.coin === row.coin);
      if (held) {
        compared += 1;
        expect(held.price).toBe(row.price);
        expect(held.volume_24h).toBe(row.volume_24h);
      }
    }
    expect(compared).toBeGreaterThan(0);
  });

  it("keeps a DEX token's risk flags, liquidity and holders the same across lists and calls", async () => {
    const first = await ask<DexTopHoldersResponse['data'][number]>(PATHS.dexTopHolders, {});
    api.clock.now += 45_000;
    const again = await ask<DexTopHoldersResponse['data'][number]>(PATHS.dexTopHolders, {});
    for (const row of first.slice(0, 20)) {
      const later = again.find((other) => other.address === row.address);
      if (!later) continue;
      expect(later.risk, row.ticker).toEqual(row.risk);
    }
    const { body } = await postJson(api, PATHS.search, { user_id: 0, query: first[5]?.address });
    const found = SearchResponseSchema.parse(body).data.find(
      (row) => row.address === first[5]?.address,
    );
    expect(found?.risk).toEqual(first[5]?.risk);
  });
});

describe('the rules behind the essentials, over the whole market', () => {
  let market: Market;
  let at: number;
  beforeAll(() => {
    const api = testApi();
    market = api.market();
    at = api.clock.now;
  });

  it('flags a few percent of DEX tokens as honeypots, locks older tokens more often', () => {
    const dex = market.venueTokens.dex.map((token) => ({
      token,
      risk: known(essentialsAt(market, token, at).dex).risk,
    }));
    const share = (list: typeof dex, pick: (entry: (typeof dex)[number]) => boolean) =>
      list.filter(pick).length / list.length;
    const honeypots = share(dex, (entry) => entry.risk.honeypot);
    expect(honeypots).toBeGreaterThan(0.01);
    expect(honeypots).toBeLessThan(0.05);
    expect(share(dex, (entry) => entry.risk.mintable)).toBeGreaterThan(0.05);
    expect(share(dex, (entry) => entry.risk.mintable)).toBeLessThan(0.4);
    const old = dex.filter((entry) => market.ageDays(entry.token, market.origin) > 60);
    const fresh = dex.filter((entry) => market.ageDays(entry.token, market.origin) <= 1);
    expect(share(old, (entry) => entry.risk.liquidityLocked)).toBeGreaterThan(
      share(fresh, (entry) => entry.risk.liquidityLocked) + 0.2,
    );
    for (const { risk } of dex) {
      expect(risk.top10HoldersPct).toBeGreaterThanOrEqual(0);
      expect(risk.top10HoldersPct).toBeLessThanOrEqual(100);
    }
  });

  it("counts the whole market's volume: never below what smart money alone traded", () => {
    for (const token of market.tokens.filter((_, i) => i % 17 === 0)) {
      const essentials = essentialsAt(market, token, at);
      const smart = smartMoneyVolume(market, token, at - DAY, at);
      expect(essentials.volume24h, token.ticker).toBeGreaterThanOrEqual(smart);
      // Scaled up from the cap, not invented: a token without a cap has no run-away volume.
      expect(essentials.volume24h, token.ticker).toBeLessThan(
        smart + essentials.price * (token.supply ?? 1e9) * 6 * 31 * 0.25 + 1,
      );
    }
  });

  it('reads the 24-hour change from the price a day before, or from the launch price', () => {
    for (const token of market.tokens.filter((_, i) => i % 23 === 0)) {
      if (!market.isListed(token, at)) continue;
      const { price, priceChange24h } = essentialsAt(market, token, at);
      const before =
        token.launchedAt > at - DAY
          ? token.startPrice
          : market.sim(token).log.priceAt(at - DAY, token.startPrice);
      expect(priceChange24h, token.ticker).toBeCloseTo(price / before - 1, 9);
    }
  });
});
