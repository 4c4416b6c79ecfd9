import { describe, expect, it } from 'vitest';
import { MASKED_NAME, PATHS } from '@flowscope/shared-api/contract';
import { capWithin } from '../src/analytics/listing.ts';
import { hoursAgo, postJson, testApi } from './helpers.ts';

const DEFAULTS = { min: 0, max: 99_999_999_999_999 };

describe('market cap bounds', () => {
  it('keep a token whose cap is unknown only while no bound is set', () => {
    expect(capWithin(null, DEFAULTS, DEFAULTS)).toBe(true);
    expect(capWithin(null, { min: 1_000_000, max: DEFAULTS.max }, DEFAULTS)).toBe(false);
    expect(capWithin(null, { min: 0, max: 1_000_000 }, DEFAULTS)).toBe(false);
    expect(capWithin(5_000, { min: 1_000, max: 10_000 }, DEFAULTS)).toBe(true);
    expect(capWithin(50_000, { min: 1_000, max: 10_000 }, DEFAULTS)).toBe(false);
  });

  it("list no 'N/A' cap when a min cap is set (DEX accumulations, holders and alerts)", async () => {
    const api = testApi();
    const huge = 999_999_999_999;
    const accumulations = await postJson<{ data: { market_cap: number | null }[] }>(
      api,
      PATHS.dexTopAccumulations,
      {
        user_id: 0,
        from_datetime: hoursAgo(720),
        token_filter: 'all_tokens',
        min_market_cap: huge,
      },
    );
    expect(accumulations.status).toBe(200);
    expect(accumulations.body.data.every((row) => row.market_cap !== null)).toBe(true);

    const holders = await postJson<{ data: { market_cap: number | null; ticker: string }[] }>(
      api,
      PATHS.dexTopHolders,
      { user_id: 0, min_cap: 1, max_cap: 1e13 },
    );
    // The masked top rows show no figure at all; every other row has a known cap.
    const named = holders.body.data.filter((row) => row.ticker !== MASKED_NAME);
    expect(named.length).toBeGreaterThan(0);
    expect(named.every((row) => row.market_cap !== null)).toBe(true);

    const alerts = await postJson<{ data: { market_cap: number | null }[] }>(api, PATHS.dexAlerts, {
      user_id: 0,
      max_market_cap: 1e13,
      from_datetime: hoursAgo(720),
    });
    expect(alerts.body.data.length).toBeGreaterThan(0);
    expect(alerts.body.data.every((row) => row.market_cap !== null)).toBe(true);

    const unbounded = await postJson<{ data: { market_cap: number | null }[] }>(
      api,
      PATHS.dexAlerts,
      { user_id: 0, from_datetime: hoursAgo(720) },
    );
    expect(unbounded.body.data.some((row) => row.market_cap === null)).toBe(true);
  });
});
