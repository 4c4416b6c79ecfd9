import { describe, expect, it } from 'vitest';
import { influencersDataPayload, influencersScopeFor } from './influencers-data-payload.ts';
import { setupEndpointTests } from '../../endpoints/test-setup.ts';

setupEndpointTests();

describe('influencer feed payload (data-screens §7: influencers, default all)', () => {
  it("asks for 'all' while the trader has chosen nobody", () => {
    expect(influencersDataPayload({ influencers: influencersScopeFor([]) })).toEqual({
      user_id: 0,
      influencers: 'all',
    });
  });

  it("asks for 'followed' once the trader has chosen influencers", () => {
    expect(influencersScopeFor(['perpwhale'])).toBe('followed');
    expect(influencersDataPayload({ influencers: influencersScopeFor(['a', 'b']) })).toEqual({
      user_id: 0,
      influencers: 'followed',
    });
  });

  it("defaults to 'all' when no scope is given", () => {
    expect(influencersDataPayload({})).toEqual({ user_id: 0, influencers: 'all' });
  });
});
