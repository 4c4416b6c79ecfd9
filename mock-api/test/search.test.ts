import { beforeAll, describe, expect, it } from 'vitest';
import { PATHS, SearchResponseSchema, type SearchResult } from '@flowscope/shared-api/contract';
import { postJson, testApi, type TestApi } from './helpers.ts';

describe('POST /search', () => {
  let api: TestApi;
  const search = async (query: string): Promise<SearchResult[]> => {
    const { status, body } = await postJson(api, PATHS.search, { user_id: 0, query });
    expect(status).toBe(200);
    return SearchResponseSchema.parse(body).data;
  };
  const topicsOf = (row: SearchResult): readonly string[] => {
    const market = api.market();
    const token = row.address
      ? market.dexToken(row.network, row.address)
      : market.byCoin.get(row.ticker);
    return token?.topics ?? [];
  };

  beforeAll(() => {
    api = testApi();
  });

  it('answers an empty list for an empty or blank query', async () => {
    expect(await search('')).toEqual([]);
    expect(await search('   ')).toEqual([]);
  });

  it('finds a ticker first, with full relevance', async () => {
    const rows = await search('BTC');
    expect(rows[0]).toMatchObject({
      ticker: 'BTC',
      token_name: 'Bitcoin',
      network: 'CEX',
      relevance: 1,
    });
  });

  it('finds tokens by contract address', async () => {
    const market = api.market();
    const token = market.tokens.find(
      (t) => t.venue === 'dex' && t.network === 'base' && t.launchedAt < Date.UTC(2025, 0, 1),
    );
    if (!token?.address) throw new Error('no token');
    const rows = await search(token.address.toUpperCase().replace('0X', '0x'));
    expect(rows[0]?.address).toBe(token.address);
    expect(rows[0]?.relevance).toBe(1);
  });

  it.each([
    ['Tokens in partnership with Nvidia', 'nvidia'],
    ['Real world assets', 'rwa'],
    ['Meme projects focused on cats', 'cats'],
  ])('understands "%s" as a topic', async (query, topic) => {
    const rows = await search(query);
    expect(rows.length).toBeGreaterThan(5);
    const top = rows.slice(0, 10);
    for (const row of top) expect(topicsOf(row), row.token_name).toContain(topic);
    const relevance = rows.map((row) => row.relevance);
    expect(relevance).toEqual([...relevance].sort((a, b) => b - a));
    for (const value of relevance) {
      expect(value).toBeGreaterThan(0);
      expect(value).toBeLessThanOrEqual(1);
    }
  });

  it('combines alternatives with OR', async () => {
    const both = await search('BTC OR ETH');
    const tickers = both.map((row) => row.ticker);
    expect(tickers).toContain('BTC');
    expect(tickers).toContain('ETH');
    const rows = await search('gpu or kitty');
    const topics = rows.map(topicsOf);
    expect(topics.some((t) => t.includes('nvidia'))).toBe(true);
    expect(topics.some((t) => t.includes('cats'))).toBe(true);
  });

  it('finds nothing for gibberish', async () => {
    expect(await search('zzqxv')).toEqual([]);
  });
});
