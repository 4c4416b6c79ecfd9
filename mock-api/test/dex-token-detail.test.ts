import { beforeAll, describe, expect, it } from 'vitest';
import {
  DexTokenDetailResponseSchema,
  PATHS,
  type DexHolder,
  type DexTokenDetail,
  type DexTopAccumulation,
} from '@flowscope/shared-api/contract';
import {
  atMarketTime,
  HOUR,
  iso,
  known,
  postJson,
  signIn,
  testApi,
  type Session,
  type TestApi,
} from './helpers.ts';

describe('POST /dex_token_detail', () => {
  let api: TestApi;
  let premium: Session;
  let now: number;
  let row: DexTopAccumulation;

  const detail = async (
    token: { network: string | null; address: string | null },
    body: Record<string, unknown> = {},
    session?: Session,
  ): Promise<DexTokenDetail> => {
    const { status, body: answer } = await postJson(
      api,
      PATHS.dexTokenDetail,
      {
        user_id: session?.userId ?? 0,
        network: token.network,
        address: token.address,
        from_datetime: iso(now - 24 * HOUR),
        ...body,
      },
      session?.token,
    );
    expect(status).toBe(200);
    return DexTokenDetailResponseSchema.parse(answer).data;
  };

  beforeAll(async () => {
    api = testApi();
    // At the market's own time: lists show positions as the market holds them now.
    now = atMarketTime(api);
    premium = await signIn(api, 'premium');
    const { body } = await postJson<{ data: DexTopAccumulation[] }>(
      api,
      PATHS.dexTopAccumulations,
      { user_id: premium.userId, from_datetime: iso(now - 24 * HOUR) },
      premium.token,
    );
    row = known(body.data[0], 'a DEX row');
  });

  it('shows the row a trader clicked with the same figures', async () => {
    const page = await detail(row, {}, premium);
    expect(page).toMatchObject({
      token_name: row.token_name,
      ticker: row.ticker,
      network: row.network,
      address: row.address,
      logo_url: row.logo_url,
      days_old: row.days_old,
      price: row.price,
      price_change_24h: row.price_change_24h,
      volume_24h: row.volume_24h,
      liquidity: row.liquidity,
      holders: row.holders,
      market_cap: row.market_cap,
      risk: row.risk,
      score: row.score,
      netflow: row.netflow,
      wallets_interacted: row.wallets_interacted,
    });
    // The chart's price ends at the header's, and its flows add up to the window's netflow.
    expect(page.series.at(-1)?.price).toBe(page.price);
    const flow = page.series.reduce((total, point) => total + point.netflow, 0);
    expect(Math.abs(flow - page.netflow)).toBeLessThanOrEqual(0.01 * (page.series.length + 1));
    for (const point of page.series) expect(Date.parse(point.timestamp)).toBeLessThanOrEqual(now);
    expect(page.smw_holders.length).toBeGreaterThan(0);
    expect(page.smw_holders[0]?.wallet).toMatch(/^0x[0-9a-f]{40}$/);
    expect(page.holders).toBeGreaterThanOrEqual(page.smw_holders.length);
  });

  it("shows Top Holdings DEX's holdings score and holdings for the same window", async () => {
    const { body } = await postJson<{ data: DexHolder[] }>(api, PATHS.dexTopHolders, {
      user_id: 0,
      from_datetime: iso(now - 720 * HOUR),
    });
    const holder = body.data.find((candidate) => candidate.address !== null);
    if (!holder) throw new Error('no unmasked holder');
    const page = await detail(holder, { from_datetime: iso(now - 720 * HOUR) });
    expect(page.holdings_score).toBe(holder.score);
    expect(page.smw_holdings).toBe(holder.holdings);
    expect(page.netflow).toBe(holder.smw_in);
  });

  it('finds an EVM token by any spelling of its address and answers its canonical one', async () => {
    const evm = known(row.address);
    const page = await detail({
      network: row.network,
      address: evm.toUpperCase().replace(/^0X/, '0x'),
    });
    expect(page.address).toBe(evm);
  });

  it("hides the holders' wallets from anonymous visitors and shows the trader's star", async () => {
    const anonymous = await detail(row);
    expect(anonymous.favorites).toBe(false);
    expect(anonymous.smw_holders.every((holder) => holder.wallet === '***')).toBe(true);
    await postJson(
      api,
      PATHS.addDexFavorite,
      {
        user_id: premium.userId,
        token_name: row.token_name,
        network: row.network,
        address: row.address,
      },
      premium.token,
    );
    expect((await detail(row, {}, premium)).favorites).toBe(true);
  });

  it('answers 404 with a message for a token the market does not know', async () => {
    const { status, body } = await postJson<{ message: string }>(api, PATHS.dexTokenDetail, {
      user_id: 0,
      network: 'base',
      address: '0x0000000000000000000000000000000000000000',
      from_datetime: iso(now - 24 * HOUR),
    });
    expect(status).toBe(404);
    expect(body.message).toBe('Unknown token: 0x0000000000000000000000000000000000000000 on base');
  });
});
