import { beforeAll, describe, expect, it } from 'vitest';
import { PATHS } from '@flowscope/shared-api/contract';
import { MAX_BODY_BYTES } from '../src/http/payload.ts';
import {
  hoursAgo,
  post,
  postJson,
  signIn,
  testApi,
  type Session,
  type TestApi,
} from './helpers.ts';

const from = hoursAgo(24);

/** Every POST data call: a valid anonymous payload and one mistyped field. */
const CALLS: {
  path: string;
  valid: Record<string, unknown>;
  wrong: Record<string, unknown>;
  field: string;
}[] = [
  {
    path: PATHS.cexTopAccumulations,
    valid: { user_id: 0, from_datetime: from },
    wrong: { min_market_cap: 'ten' },
    field: 'min_market_cap',
  },
  {
    path: PATHS.dexTopAccumulations,
    valid: { user_id: 0, from_datetime: from },
    wrong: { token_filter: 'hot' },
    field: 'token_filter',
  },
  {
    path: PATHS.cexTopHoldings,
    valid: { user_id: 0, from_datetime: from },
    wrong: { max_cap: -5 },
    field: 'max_cap',
  },
  {
    path: PATHS.dexTopHolders,
    valid: { user_id: 0 },
    wrong: { max_days_old: 'old' },
    field: 'max_days_old',
  },
  {
    path: PATHS.cexAlerts,
    valid: { user_id: 0 },
    wrong: { min_active_wallets: 2.5 },
    field: 'min_active_wallets',
  },
  {
    path: PATHS.dexAlerts,
    valid: { user_id: 0 },
    wrong: { filter_network: 'mars' },
    field: 'filter_network',
  },
  { path: PATHS.search, valid: { user_id: 0, query: 'BTC' }, wrong: { query: 42 }, field: 'query' },
  {
    path: PATHS.tokenDetail,
    valid: { user_id: 0, coin: 'BTC', from_datetime: from },
    wrong: { from_datetime: 'yesterday' },
    field: 'from_datetime',
  },
  {
    path: PATHS.dexTokenDetail,
    valid: { user_id: 0, network: 'base', address: '0x1', from_datetime: from },
    wrong: { network: 'mars' },
    field: 'network',
  },
  {
    path: PATHS.sparklines,
    valid: {
      user_id: 0,
      kind: 'netflow',
      venue: 'cex',
      tokens: [{ coin: 'BTC' }],
      from_datetime: from,
    },
    wrong: { points: 1000 },
    field: 'points',
  },
  { path: PATHS.cexFavorites, valid: { user_id: 0 }, wrong: { user_id: 'me' }, field: 'user_id' },
  { path: PATHS.dexFavorites, valid: { user_id: 0 }, wrong: { user_id: -1 }, field: 'user_id' },
  {
    path: PATHS.addCexFavorite,
    valid: { user_id: 0, coin: 'BTC' },
    wrong: { coin: '' },
    field: 'coin',
  },
  {
    path: PATHS.removeCexFavorite,
    valid: { user_id: 0, coin: 'BTC' },
    wrong: { coin: 7 },
    field: 'coin',
  },
  {
    path: PATHS.addDexFavorite,
    valid: { user_id: 0, token_name: 'X', address: '0x1' },
    wrong: { network: 'mars' },
    field: 'network',
  },
  {
    path: PATHS.removeDexFavorite,
    valid: { user_id: 0, token_name: 'X', address: '0x1' },
    wrong: { address: '' },
    field: 'address',
  },
  {
    path: PATHS.dexInfluencersList,
    valid: { user_id: 0, only_for_user: false },
    wrong: { only_for_user: 'yes' },
    field: 'only_for_user',
  },
  {
    path: PATHS.cexInfluencersList,
    valid: { user_id: 0, only_for_user: false },
    wrong: { sort_by: 'luck' },
    field: 'sort_by',
  },
  {
    path: PATHS.addDexFavoriteInfluencer,
    valid: { user_id: 0, twitter_handle: 'x' },
    wrong: { twitter_handle: '' },
    field: 'twitter_handle',
  },
  {
    path: PATHS.removeDexFavoriteInfluencer,
    valid: { user_id: 0, twitter_handle: 'x' },
    wrong: { twitter_handle: null },
    field: 'twitter_handle',
  },
  {
    path: PATHS.addCexFavoriteInfluencer,
    valid: { user_id: 0, twitter_handle: 'x' },
    wrong: { twitter_handle: [] },
    field: 'twitter_handle',
  },
  {
    path: PATHS.removeCexFavoriteInfluencer,
    valid: { user_id: 0, twitter_handle: 'x' },
    wrong: { twitter_handle: 1 },
    field: 'twitter_handle',
  },
  {
    path: PATHS.removeCexFavoriteInfluencerAlt,
    valid: { user_id: 0, twitter_handle: 'x' },
    wrong: { twitter_handle: {} },
    field: 'twitter_handle',
  },
  {
    path: PATHS.dexInfluencersData,
    valid: { user_id: 0 },
    wrong: { influencers: 'some' },
    field: 'influencers',
  },
  {
    path: PATHS.cexInfluencersData,
    valid: { user_id: 0 },
    wrong: { to_datetime: 'soon' },
    field: 'to_datetime',
  },
];

describe('payload validation of every data call', () => {
  let api: TestApi;
  let premium: Session;
  beforeAll(async () => {
    api = testApi();
    premium = await signIn(api, 'premium');
  });

  it.each(CALLS)(
    '$path rejects a missing user_id, a mistyped field, bad JSON and non-objects',
    async (call) => {
      const withoutUser = { ...call.valid };
      delete withoutUser.user_id;
      const missing = await postJson<{ message: string }>(api, call.path, withoutUser);
      expect(missing.status).toBe(400);
      expect(missing.body.message).toContain('user_id');

      const wrong = await postJson<{ message: string }>(
        api,
        call.path,
        { ...call.valid, ...call.wrong },
        premium.token,
      );
      expect(wrong.status).toBe(400);
      expect(wrong.body.message).toMatch(/^Invalid payload: /);
      expect(wrong.body.message).toContain(call.field);

      const malformed = await postJson<{ message: string }>(api, call.path, '{"user_id": 0,');
      expect(malformed).toEqual({ status: 400, body: { message: 'Malformed JSON body' } });

      const array = await postJson<{ message: string }>(api, call.path, '[1,2]');
      expect(array).toEqual({
        status: 400,
        body: { message: 'Request body must be a JSON object' },
      });
    },
  );

  it('rejects oversized bodies with 413', async () => {
    const body = JSON.stringify({ user_id: 0, query: 'x'.repeat(MAX_BODY_BYTES + 10) });
    const response = await post(api, PATHS.search, body);
    expect(response.status).toBe(413);
    expect(((await response.json()) as { message: string }).message).toContain('too large');
  });

  it('rejects absurd numbers and reversed windows', async () => {
    const huge = await postJson<{ message: string }>(api, PATHS.dexTopAccumulations, {
      user_id: 0,
      from_datetime: from,
      max_market_cap: 1e300,
    });
    expect(huge.status).toBe(400);
    expect(huge.body.message).toContain('max_market_cap');
    const reversed = await postJson<{ message: string }>(api, PATHS.cexTopAccumulations, {
      user_id: 0,
      from_datetime: hoursAgo(1),
      to_datetime: hoursAgo(5),
    });
    expect(reversed.status).toBe(400);
    expect(reversed.body.message).toContain('from_datetime must be before to_datetime');
  });

  it('answers unknown paths 404, wrong methods 405 and OPTIONS 204', async () => {
    const unknown = await api.app.request('/get_everything', { method: 'POST', body: '{}' });
    expect(unknown.status).toBe(404);
    const wrongMethod = await api.app.request(PATHS.search);
    expect(wrongMethod.status).toBe(405);
    const options = await api.app.request(PATHS.search, { method: 'OPTIONS' });
    expect(options.status).toBe(204);
    expect(options.headers.get('allow')).toContain('POST');
  });

  it('accepts a valid payload on every call', async () => {
    for (const call of CALLS) {
      const response = await post(api, call.path, call.valid);
      // Anonymous calls succeed, are Non-premium, need sign-in (remove) or name unknown items (404).
      expect([200, 401, 404], call.path).toContain(response.status);
    }
  });
});
