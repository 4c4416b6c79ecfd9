import { beforeAll, describe, expect, it } from 'vitest';
import {
  PATHS,
  SPARKLINE_MAX_TOKENS,
  SPARKLINE_POINTS,
  SparklinesResponseSchema,
  type CexHolder,
  type CexTopAccumulation,
  type DexHolder,
  type DexTopAccumulation,
  type Sparkline,
} from '@flowscope/shared-api/contract';
import { atMarketTime, HOUR, iso, known, postJson, testApi, type TestApi } from './helpers.ts';

interface List<Row> {
  data: Row[];
}

const CENT = 0.01;
const sum = (points: Sparkline['points']): number =>
  points.reduce((total, point) => total + point.value, 0);

describe('POST /sparklines', () => {
  let api: TestApi;
  let now: number;
  const list = async <Row>(path: string, body: Record<string, unknown>): Promise<Row[]> =>
    (await postJson<List<Row>>(api, path, { user_id: 0, ...body })).body.data;
  const sparklines = async (body: Record<string, unknown>) => {
    const { status, body: answer } = await postJson(api, PATHS.sparklines, {
      user_id: 0,
      ...body,
    });
    expect(status).toBe(200);
    return SparklinesResponseSchema.parse(answer).data;
  };

  beforeAll(() => {
    api = testApi();
    // At the market's own time: lists show positions as the market holds them now.
    now = atMarketTime(api);
  });

  it("adds up to each Top Accumulations row's netflow, in one call per page", async () => {
    for (const hours of [4, 24, 168]) {
      const from_datetime = iso(now - hours * HOUR);
      const cex = await list<CexTopAccumulation>(PATHS.cexTopAccumulations, { from_datetime });
      const rows = cex.filter((row) => row.netflow !== null);
      const lines = await sparklines({
        kind: 'netflow',
        venue: 'cex',
        from_datetime,
        tokens: rows.map((row) => ({ coin: row.coin })),
      });
      expect(lines.map((line) => line.coin)).toEqual(rows.map((row) => row.coin));
      for (const [i, line] of lines.entries()) {
        expect(line.points).toHaveLength(SPARKLINE_POINTS);
        expect(Math.abs(sum(line.points) - known(rows[i]?.netflow))).toBeLessThan(CENT);
      }
      const dex = (
        await list<DexTopAccumulation>(PATHS.dexTopAccumulations, { from_datetime })
      ).filter((row) => row.address);
      const dexLines = await sparklines({
        kind: 'netflow',
        venue: 'dex',
        from_datetime,
        tokens: dex.map((row) => ({ network: row.network, address: row.address })),
      });
      expect(dexLines.map((line) => line.address)).toEqual(dex.map((row) => row.address));
      for (const [i, line] of dexLines.entries())
        expect(Math.abs(sum(line.points) - known(dex[i]?.netflow))).toBeLessThan(CENT);
    }
  });

  it("ends at each Top Holdings row's holdings and adds up to its window flow", async () => {
    const from_datetime = iso(now - 168 * HOUR);
    const cex = (await list<CexHolder>(PATHS.cexTopHoldings, { from_datetime })).filter(
      (row) => row.holdings !== null,
    );
    const tokens = cex.map((row) => ({ coin: row.coin }));
    const held = await sparklines({ kind: 'holdings', venue: 'cex', from_datetime, tokens });
    const flows = await sparklines({ kind: 'netflow', venue: 'cex', from_datetime, tokens });
    for (const [i, row] of cex.entries()) {
      expect(held[i]?.points.at(-1)?.value, row.coin).toBe(row.holdings);
      expect(Math.abs(sum(flows[i]?.points ?? []) - known(row.smw_flow))).toBeLessThan(CENT);
    }
    const dex = (await list<DexHolder>(PATHS.dexTopHolders, { from_datetime })).filter(
      (row) => row.address,
    );
    const dexTokens = dex.map((row) => ({ network: row.network, address: row.address }));
    const dexHeld = await sparklines({
      kind: 'holdings',
      venue: 'dex',
      from_datetime,
      tokens: dexTokens,
    });
    const dexFlows = await sparklines({
      kind: 'netflow',
      venue: 'dex',
      from_datetime,
      tokens: dexTokens,
    });
    for (const [i, row] of dex.entries()) {
      expect(dexHeld[i]?.points.at(-1)?.value, row.ticker).toBe(row.holdings);
      expect(dexHeld[i]?.points.every((point) => point.value >= 0)).toBe(true);
      expect(Math.abs(sum(dexFlows[i]?.points ?? []) - known(row.smw_in))).toBeLessThan(CENT);
    }
  });

  it('stamps points by their slice end, in order, none after now', async () => {
    const [line] = await sparklines({
      kind: 'netflow',
      venue: 'cex',
      from_datetime: iso(now - 24 * HOUR),
      to_datetime: iso(now + 5 * HOUR),
      points: 12,
      tokens: [{ coin: 'btc' }],
    });
    const times = (line?.points ?? []).map((point) => Date.parse(point.timestamp));
    expect(times).toHaveLength(12);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(times.at(-1)).toBeLessThanOrEqual(now);
    expect(line?.coin).toBe('BTC');
  });

  it('answers each known token once, in the order sent, and leaves unknown ones out', async () => {
    const lines = await sparklines({
      kind: 'holdings',
      venue: 'cex',
      from_datetime: iso(now - 24 * HOUR),
      tokens: [{ coin: 'ETH' }, { coin: 'NOPE' }, { coin: 'btc' }, { coin: 'eth' }],
    });
    expect(lines.map((line) => line.coin)).toEqual(['ETH', 'BTC']);
  });

  it('refuses a batch over the limit, a token of the other venue and an unknown kind', async () => {
    const base = { user_id: 0, from_datetime: iso(now - 24 * HOUR), kind: 'netflow' };
    const tooMany = await postJson<{ message: string }>(api, PATHS.sparklines, {
      ...base,
      venue: 'cex',
      tokens: Array.from({ length: SPARKLINE_MAX_TOKENS + 1 }, () => ({ coin: 'BTC' })),
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toContain(`at most ${SPARKLINE_MAX_TOKENS} tokens`);
    const mixed = await postJson<{ message: string }>(api, PATHS.sparklines, {
      ...base,
      venue: 'dex',
      tokens: [{ coin: 'BTC' }],
    });
    expect(mixed.status).toBe(400);
    expect(mixed.body.message).toContain('tokens.0');
    const kind = await postJson<{ message: string }>(api, PATHS.sparklines, {
      ...base,
      kind: 'price',
      venue: 'cex',
      tokens: [{ coin: 'BTC' }],
    });
    expect(kind.status).toBe(400);
    expect(kind.body.message).toContain('kind');
    const venue = await postJson<{ message: string }>(api, PATHS.sparklines, {
      ...base,
      venue: 'moon',
      tokens: [{ coin: 'BTC' }],
    });
    expect(venue.status).toBe(400);
    expect(venue.body.message).toContain('venue');
  });
});
