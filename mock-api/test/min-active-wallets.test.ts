import { describe, expect, it } from 'vitest';
import { PATHS, type CexAlert, type DexAlert } from '@flowscope/shared-api/contract';
import { passesMinActiveWallets } from '../src/analytics/min-active-wallets.ts';
import { hoursAgo, postJson, testApi } from './helpers.ts';

interface List<Row> {
  result: string;
  data: Row[];
}

const WINDOW = { from_datetime: hoursAgo(24 * 30) };

describe("'Min active wallets' on the alpha feeds (data-screens §2, §5)", () => {
  const api = testApi();

  async function walletCounts(path: string, min: number): Promise<number[]> {
    const { body } = await postJson<List<CexAlert | DexAlert>>(api, path, {
      user_id: 0,
      min_active_wallets: min,
      ...WINDOW,
    });
    return body.data.map((alert) => alert.wallets_interacted);
  }

  it("DEX: 'More than 5' leaves out a signal of exactly 5 wallets, '4' keeps 4 and 5", async () => {
    const atLeastFour = await walletCounts(PATHS.dexAlerts, 4);
    // The market has signals of exactly 4 and 5 wallets, so the edge is really tested.
    expect(atLeastFour).toContain(4);
    expect(atLeastFour).toContain(5);
    expect(atLeastFour.every((wallets) => wallets >= 4)).toBe(true);

    const moreThanFive = await walletCounts(PATHS.dexAlerts, 5);
    expect(moreThanFive.length).toBeGreaterThan(0);
    expect(moreThanFive.every((wallets) => wallets > 5)).toBe(true);
  });

  it.each([
    ['DEX', PATHS.dexAlerts],
    ['CEX', PATHS.cexAlerts],
  ])(
    "%s: 'More than 10' and 'More than 50' answer only signals above the number",
    async (_venue, path) => {
      for (const min of [10, 50]) {
        const counts = await walletCounts(path, min);
        expect(counts.every((wallets) => wallets > min)).toBe(true);
      }
    },
  );

  it('reads 5, 10 and 50 as strictly more, and 0 to 4 as at least', () => {
    expect([5, 10, 50].map((min) => passesMinActiveWallets(min, min))).toEqual([
      false,
      false,
      false,
    ]);
    expect([5, 10, 50].map((min) => passesMinActiveWallets(min + 1, min))).toEqual([
      true,
      true,
      true,
    ]);
    expect([0, 1, 2, 3, 4].every((min) => passesMinActiveWallets(min, min))).toBe(true);
    expect(passesMinActiveWallets(3, 4)).toBe(false);
  });
});
