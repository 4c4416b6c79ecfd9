import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CexTopAccumulation } from '../contract/accumulations.ts';
import { routeByPath } from '../http/test-support.ts';
import { fetchCexTopAccumulations, mapCexTopAccumulations } from './cex-top-accumulations.ts';
import { setupEndpointTests } from './test-setup.ts';

setupEndpointTests();

/** Each time the reading gave the thread back: a message channel opened for the next task. */
let yields = 0;
beforeEach(() => {
  yields = 0;
  vi.stubGlobal(
    'MessageChannel',
    class extends MessageChannel {
      constructor() {
        super();
        yields += 1;
      }
    },
  );
  // A clock on which each look is 3 ms after the one before: slices end every few records.
  let clock = 0;
  vi.spyOn(performance, 'now').mockImplementation(() => (clock += 3));
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const record = (index: number): CexTopAccumulation => ({
  coin: `COIN${index}`,
  favorites: index % 7 === 0,
  smw_change: index,
  score: (index * 13) % 100,
  netflow: (index - 50) * 10_000,
  netflow_vs_cap: index / 1000,
  longs_netflow: index * 1000,
  shorts_netflow: -(index + 1) * 500,
  long_entry_price: index + 0.5,
  short_entry_price: index % 3 === 0 ? null : index,
  net_long_wallets: index,
  net_short_wallets: 100 - index,
});

describe('a long list answer, read in slices', () => {
  it('gives the rows one reading at once gives, the page getting its thread back between', async () => {
    const records = Array.from({ length: 100 }, (_, index) => record(index));
    routeByPath({ '/cex_top_accumulations': { result: 'ok', data: records } });

    const rows = await fetchCexTopAccumulations();

    expect(rows).toEqual(mapCexTopAccumulations(records));
    expect(rows.map((row) => row.id)).toEqual(records.map((_, index) => index + 1));
    // Validating and mapping 100 records on a clock that moves 3 ms a look: several slices.
    expect(yields).toBeGreaterThanOrEqual(4);
  });

  it('fails as a whole on one record the contract does not allow, however far down', async () => {
    const records: unknown[] = Array.from({ length: 100 }, (_, index) => record(index));
    records[87] = { ...record(87), score: 'high' };
    routeByPath({ '/cex_top_accumulations': { result: 'ok', data: records } });

    await expect(fetchCexTopAccumulations()).rejects.toMatchObject({
      name: 'ApiError',
      kind: 'invalid-response',
      message: 'Unexpected response from /cex_top_accumulations',
    });
  });
});
