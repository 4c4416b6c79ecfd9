import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resetApiConfig } from '../../config/api-config.ts';
import {
  captureRequests,
  jsonResponse,
  setPageUrl,
  signInForTest,
} from '../../http/test-support.ts';
import { setApiFetch } from '../../http/transport.ts';
import {
  resetNotificationStore,
  useNotificationStore,
} from '../../notifications/notification-store.ts';
import { resetSessionStore } from '../../session/session-store.ts';
import type { QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '../../query/query-client.ts';
import { queryWrapper } from '../../testing/query-wrapper.tsx';
import { followedKeys } from './followed-query.ts';
import { useFollowToggle } from './use-follow-toggle.ts';
import { useFollowedInfluencersStatus, useIsFollowing } from './use-followed-influencers.ts';

const USER = '123456789012345678';
const row = (handle: string) => ({ id: 1, twitter_handle: handle, wallets: 2, trades: 3 });
const cexRow = (handle: string) => ({ ...row(handle), favorites: true, pnl: 10 });
const dexRow = (handle: string) => ({ ...row(handle), favorites: true, authority: 50 });

/** Answers each path with `answer(path, body)`; a path without one fails with 500. */
function serve(answers: Record<string, (body: Record<string, unknown>) => Response>) {
  return captureRequests(async (request) => {
    const path = new URL(request.url).pathname.replace(/^\/api/, '');
    const body = (await request.clone().json()) as Record<string, unknown>;
    const answer = answers[path];
    return answer ? answer(body) : jsonResponse({ message: 'Server error occurred' }, 500);
  });
}

const ok = () => jsonResponse({ result: 'ok', message: 'done' });

let queryClient: QueryClient;
const wrapper = () => queryWrapper(queryClient).wrapper;
const handlesOf = (market: 'cex' | 'dex') =>
  queryClient.getQueryData<string[]>(followedKeys.market(market, USER));
/** A screen's follow button, on the test's page cache. */
const followToggle = (market: 'cex' | 'dex') =>
  renderHook(() => useFollowToggle(market), { wrapper: wrapper() }).result.current;
/** What a screen reads of the followed list, on the test's page cache. */
const statusOf = (market: 'cex' | 'dex') =>
  renderHook(() => useFollowedInfluencersStatus(market), { wrapper: wrapper() });

beforeEach(() => {
  setPageUrl('http://localhost:3000/');
  queryClient = createQueryClient();
});
afterEach(() => {
  // Vitest runs without globals, so Testing Library cannot unmount hooks by itself.
  cleanup();
  setApiFetch(null);
  resetSessionStore();
  resetApiConfig();
  resetNotificationStore();
  queryClient.clear();
});

describe('the followed list', () => {
  it('follows nobody while signed out, without a call', () => {
    const { requests } = serve({});
    expect(statusOf('cex').result.current).toEqual({ handles: [], loaded: true });
    expect(requests).toEqual([]);
  });

  it("asks each market's list for the user's own influencers (only_for_user)", async () => {
    signInForTest(USER);
    const { requests } = serve({
      '/get_cex_influencers_list': () =>
        jsonResponse({ result: 'ok', data: [cexRow('perpwhale'), cexRow('btcmaxi')] }),
      '/get_dex_influencers_list': () => jsonResponse({ result: 'ok', data: [dexRow('kitty')] }),
    });
    const cex = statusOf('cex');
    const dex = statusOf('dex');
    await waitFor(() =>
      expect(cex.result.current).toEqual({ handles: ['perpwhale', 'btcmaxi'], loaded: true }),
    );
    await waitFor(() => expect(dex.result.current).toEqual({ handles: ['kitty'], loaded: true }));
    const bodies = await Promise.all(requests.map((request) => request.json()));
    expect(bodies).toEqual([
      { user_id: USER, only_for_user: true, influencers: 'all' },
      { user_id: USER, only_for_user: true, influencers: 'all' },
    ]);
  });

  it('counts a failed load as following nobody, without a message', async () => {
    signInForTest(USER);
    serve({});
    const status = statusOf('cex');
    await waitFor(() => expect(status.result.current).toEqual({ handles: [], loaded: true }));
    expect(useNotificationStore.getState().notifications).toEqual([]);
  });
});

describe('toggleFollow', () => {
  beforeEach(() => {
    signInForTest(USER);
    queryClient.setQueryData(followedKeys.market('cex', USER), ['btcmaxi']);
    queryClient.setQueryData(followedKeys.market('dex', USER), []);
  });

  it('flips the followed state before the server answers, and keeps it on success', async () => {
    let release: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { requests } = captureRequests(async () => {
      await answered;
      return ok();
    });
    const outcome = followToggle('cex')('perpwhale', true);
    await waitFor(() => expect(handlesOf('cex')).toEqual(['btcmaxi', 'perpwhale']));
    expect(handlesOf('cex')).toEqual(['btcmaxi', 'perpwhale']);
    release();
    expect(await outcome).toBe('ok');
    expect(handlesOf('cex')).toEqual(['btcmaxi', 'perpwhale']);
    expect(new URL(requests[0]?.url ?? '').pathname).toBe('/api/add_to_cex_favorite_influencers');
    expect(await requests[0]?.json()).toEqual({ user_id: USER, twitter_handle: 'perpwhale' });
  });

  it('unfollows through the remove call', async () => {
    const { requests } = serve({ '/remove_from_cex_favorites_influencers': ok });
    expect(await followToggle('cex')('btcmaxi', false)).toBe('ok');
    expect(handlesOf('cex')).toEqual([]);
    expect(requests).toHaveLength(1);
  });

  it('puts the state back on failure, with no message', async () => {
    serve({});
    expect(await followToggle('cex')('perpwhale', true)).toBe('failed');
    expect(handlesOf('cex')).toEqual(['btcmaxi']);
    expect(await followToggle('cex')('btcmaxi', false)).toBe('failed');
    expect(handlesOf('cex')).toEqual(['btcmaxi']);
    expect(useNotificationStore.getState().notifications).toEqual([]);
  });

  it("puts the state back on 'Non-premium' and tells the caller", async () => {
    serve({
      '/add_to_dex_favorite_influencers': () =>
        jsonResponse({ result: 'Non-premium', message: 'Following needs premium' }),
    });
    expect(await followToggle('dex')('kitty', true)).toBe('non-premium');
    expect(handlesOf('dex')).toEqual([]);
    expect(handlesOf('cex')).toEqual(['btcmaxi']);
  });
});

describe('useFollowedInfluencersStatus and useIsFollowing', () => {
  it('signed out: nobody, and nothing to wait for', () => {
    const { requests } = serve({});
    const { result } = statusOf('cex');
    expect(result.current).toEqual({ handles: [], loaded: true });
    expect(requests).toEqual([]);
  });

  it('signed in: not loaded until the list answers, then the handles; one call per user', async () => {
    signInForTest(USER);
    const { requests } = serve({
      '/get_cex_influencers_list': () =>
        jsonResponse({ result: 'ok', data: [cexRow('perpwhale')] }),
    });
    const status = statusOf('cex');
    const following = renderHook(() => useIsFollowing('cex', 'perpwhale'), { wrapper: wrapper() });
    expect(status.result.current).toEqual({ handles: [], loaded: false });
    expect(following.result.current).toBe(false);
    await waitFor(() =>
      expect(status.result.current).toEqual({ handles: ['perpwhale'], loaded: true }),
    );
    expect(following.result.current).toBe(true);

    // A second screen reads the kept list without asking again.
    const again = statusOf('cex');
    expect(again.result.current.handles).toEqual(['perpwhale']);
    expect(requests).toHaveLength(1);

    serve({ '/remove_from_cex_favorites_influencers': ok });
    const toggle = followToggle('cex');
    await act(async () => {
      await toggle('perpwhale', false);
    });
    // The query cache tells its observers on a later tick (TanStack's notifyManager batches
    // with a timeout), which a busy machine can push past the act above.
    await waitFor(() => expect(following.result.current).toBe(false));
    expect(status.result.current.handles).toEqual([]);
  });
});
