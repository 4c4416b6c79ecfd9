import { describe, expect, it } from 'vitest';
import {
  TopAccumulationsRequestSchema,
  DexAlertsRequestSchema,
  DexFavoriteRequestSchema,
  DexTopHoldersRequestSchema,
  CexTopHoldingsRequestSchema,
  InfluencerFavoriteRequestSchema,
  PATHS,
  DEFAULT_PREFERENCES,
  PreferencesPatchSchema,
  SearchRequestSchema,
  UserPreferencesSchema,
  UserIdSchema,
  formatInfluencerEntry,
  parseInfluencersData,
} from './index.ts';

describe('request schemas', () => {
  it('apply the spec defaults to an accumulation payload', () => {
    const parsed = TopAccumulationsRequestSchema.parse({
      user_id: 0,
      from_datetime: '2025-01-01T00:00:00.000Z',
    });
    expect(parsed.token_filter).toBe('top_accumulations');
    expect(parsed.min_market_cap).toBe(10);
    expect(parsed.max_market_cap).toBe(1e10);
  });

  it('apply holders defaults including the cap sentinel', () => {
    expect(
      CexTopHoldingsRequestSchema.parse({ user_id: 0, from_datetime: '2025-01-01' }).max_cap,
    ).toBe(99999999999999);
    expect(DexTopHoldersRequestSchema.parse({ user_id: '0' }).min_cap).toBe(0);
  });

  it('default the DEX alert filter to all_tokens and the favourite network to ethereum', () => {
    expect(DexAlertsRequestSchema.parse({ user_id: 0 }).token_filter).toBe('all_tokens');
    expect(
      DexFavoriteRequestSchema.parse({
        user_id: '123456789012345678',
        token_name: 'X',
        address: '0xabc',
      }).network,
    ).toBe('ethereum');
  });

  it('reject unknown networks, bad dates, negative caps and unknown token filters', () => {
    const base = { user_id: 0, from_datetime: '2025-01-01T00:00:00Z' };
    expect(
      TopAccumulationsRequestSchema.safeParse({ ...base, filter_network: 'mars' }).success,
    ).toBe(false);
    expect(
      TopAccumulationsRequestSchema.safeParse({ ...base, from_datetime: 'yesterday' }).success,
    ).toBe(false);
    expect(TopAccumulationsRequestSchema.safeParse({ ...base, min_market_cap: -1 }).success).toBe(
      false,
    );
    expect(TopAccumulationsRequestSchema.safeParse({ ...base, token_filter: 'hot' }).success).toBe(
      false,
    );
    expect(TopAccumulationsRequestSchema.safeParse({ ...base, filter_network: '' }).success).toBe(
      true,
    );
  });

  it('accept snowflake user ids as strings and reject other shapes', () => {
    expect(UserIdSchema.safeParse('313371337133713370').success).toBe(true);
    expect(UserIdSchema.safeParse(-1).success).toBe(false);
    expect(UserIdSchema.safeParse('abc').success).toBe(false);
    expect(SearchRequestSchema.safeParse({ user_id: 0 }).success).toBe(false);
    expect(
      InfluencerFavoriteRequestSchema.safeParse({ user_id: 0, twitter_handle: '' }).success,
    ).toBe(false);
  });

  it('validate partial preference patches', () => {
    expect(PreferencesPatchSchema.safeParse({ preferences: { currency: 'EUR' } }).success).toBe(
      true,
    );
    expect(
      PreferencesPatchSchema.safeParse({ preferences: { refreshInterval: 'fast' } }).success,
    ).toBe(false);
  });

  it('bound the cluster-alert threshold and default it sensibly', () => {
    const patch = (alerts: unknown) =>
      PreferencesPatchSchema.safeParse({ preferences: { alerts } }).success;
    expect(patch({ clusterWallets: 2, clusterHours: 1 })).toBe(true);
    expect(patch({ clusterWallets: 100, clusterHours: 72 })).toBe(true);
    expect(patch({ clusterWallets: 1, clusterHours: 4 })).toBe(false);
    expect(patch({ clusterWallets: 101, clusterHours: 4 })).toBe(false);
    expect(patch({ clusterWallets: 5, clusterHours: 73 })).toBe(false);
    expect(patch({ clusterWallets: 5.5, clusterHours: 4 })).toBe(false);
    expect(patch({ clusterWallets: 5 })).toBe(false);
    expect(DEFAULT_PREFERENCES.alerts).toEqual({ clusterWallets: 5, clusterHours: 4 });
    expect(UserPreferencesSchema.safeParse(DEFAULT_PREFERENCES).success).toBe(true);
    // Preferences stored before the threshold existed stay valid.
    const { alerts: _alerts, ...older } = DEFAULT_PREFERENCES;
    expect(UserPreferencesSchema.safeParse(older).success).toBe(true);
  });
});

describe('paths', () => {
  it('serve both spellings of the CEX influencer-favourite remove path', () => {
    expect(PATHS.removeCexFavoriteInfluencer).toBe('/remove_from_cex_favorites_influencers');
    expect(PATHS.removeCexFavoriteInfluencerAlt).toBe('/remove_from_cex_influencer_favorites');
  });
});

describe('influencers_data', () => {
  it('round-trips DEX (score second) and CEX (score third) entries', () => {
    const dex = [
      formatInfluencerEntry('dex', 'alice', 12.5),
      formatInfluencerEntry('dex', 'bob', -3),
    ].join(',');
    expect(parseInfluencersData(dex, 'dex')).toEqual([
      { name: 'alice', score: 12.5 },
      { name: 'bob', score: -3 },
    ]);
    const cex = formatInfluencerEntry('cex', 'carol', 7, 'short');
    expect(cex).toBe('carol|short|7');
    expect(parseInfluencersData(cex, 'cex')).toEqual([{ name: 'carol', score: 7 }]);
    expect(parseInfluencersData('carol|7', 'cex')).toEqual([]);
    expect(parseInfluencersData('', 'dex')).toEqual([]);
  });
});
