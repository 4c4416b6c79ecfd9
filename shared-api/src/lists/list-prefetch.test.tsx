import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PATHS } from '../contract/paths.ts';
import { ApiError } from '../http/api-error.ts';
import {
  resetNotificationStore,
  useNotificationStore,
} from '../notifications/notification-store.ts';
import { createQueryClient } from '../query/query-client.ts';
import { resetSessionStore } from '../session/session-store.ts';
import { queryWrapper } from '../testing/query-wrapper.tsx';
import { listStaleTime, prefetchList } from './list-prefetch.ts';
import { useListState } from './use-list-state.ts';

interface Filters {
  network: string;
}

type Load = (filters: Filters, signal: AbortSignal) => Promise<string[]>;

afterEach(() => {
  cleanup();
  resetSessionStore();
  resetNotificationStore();
});

const BASE: Filters = { network: 'base' };

function showList(load: Load, queryClient: ReturnType<typeof createQueryClient>) {
  return renderHook(
    () =>
      useListState<string[], Filters>({
        call: PATHS.search,
        load,
        filters: { network: 'base' },
        initialData: [],
        errorTitle: 'Failed to Load Data',
      }),
    { wrapper: queryWrapper(queryClient).wrapper },
  );
}

const notices = () =>
  useNotificationStore.getState().notifications.map((n) => [n.type, n.title, n.message]);

const networkError = () => new ApiError('Network Error', { status: 0, kind: 'network' });

describe('prefetchList', () => {
  it('gives the screen that opens next its answer at once, without a second call', async () => {
    const queryClient = createQueryClient();
    const load = vi.fn<Load>(async () => ['BTC']);
    await prefetchList(queryClient, { call: PATHS.search, view: BASE, load });
    const { result } = showList(load, queryClient);
    expect(result.current).toMatchObject({ data: ['BTC'], loading: false });
    await act(async () => {});
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('counts only the answer it brought as fresh: a refetched answer is stale at once', async () => {
    const queryClient = createQueryClient();
    const load = vi.fn<Load>(async () => ['BTC']);
    await prefetchList(queryClient, { call: PATHS.search, view: BASE, load });
    const query = queryClient.getQueryCache().getAll()[0];
    if (!query) throw new Error('no query');
    expect(listStaleTime(query)).toBeGreaterThan(0);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 1_000);
    await query.fetch();
    vi.useRealTimers();
    expect(listStaleTime(query)).toBe(0);
  });

  it('a failed prefetch the screen joined is its notification, told once', async () => {
    const queryClient = createQueryClient();
    let fail!: (error: unknown) => void;
    const prefetched = vi.fn<Load>(
      () => new Promise<string[]>((_resolve, reject) => (fail = reject)),
    );
    const prefetch = prefetchList(queryClient, {
      call: PATHS.search,
      view: BASE,
      load: prefetched,
    });
    const own = vi.fn<Load>(async () => ['never asked']);
    const { result } = showList(own, queryClient);
    expect(result.current.loading).toBe(true);
    await act(async () => {
      fail(networkError());
      await prefetch;
    });
    await waitFor(() => expect(result.current.error).toBe('Network Error'));
    expect(notices()).toEqual([['error', 'Failed to Load Data', 'Network Error']]);
    expect(own).not.toHaveBeenCalled();
  });

  it('a failed prefetch nobody watched says nothing; the screen loads for itself', async () => {
    const queryClient = createQueryClient();
    const prefetched = vi.fn<Load>(() => Promise.reject(networkError()));
    await prefetchList(queryClient, { call: PATHS.search, view: BASE, load: prefetched });
    expect(notices()).toEqual([]);
    const own = vi.fn<Load>(async () => ['ETH']);
    const { result } = showList(own, queryClient);
    await waitFor(() => expect(result.current.data).toEqual(['ETH']));
    expect(own).toHaveBeenCalledTimes(1);
    expect(notices()).toEqual([]);
  });
});
