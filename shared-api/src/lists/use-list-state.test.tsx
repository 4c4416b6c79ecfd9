import { onlineManager } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PATHS } from '../contract/paths.ts';
import { ApiError } from '../http/api-error.ts';
import { signInForTest } from '../http/test-support.ts';
import {
  resetNotificationStore,
  useNotificationStore,
} from '../notifications/notification-store.ts';
import { createQueryClient } from '../query/query-client.ts';
import { resetSessionStore } from '../session/session-store.ts';
import { queryWrapper } from '../testing/query-wrapper.tsx';
import { useListState, type UseListStateOptions } from './use-list-state.ts';

interface Filters {
  minMarketCap: number | null;
  network: string;
}

type Load = UseListStateOptions<string[], Filters>['load'];

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

afterEach(() => {
  cleanup();
  resetSessionStore();
  resetNotificationStore();
  onlineManager.setOnline(true);
});

const ANY = { minMarketCap: null, network: '' };

function setup(load: Load, filters: Filters, enabled = true, queryClient = createQueryClient()) {
  const view = renderHook(
    (props: { filters: Filters; enabled: boolean }) =>
      useListState<string[], Filters>({
        call: PATHS.search,
        load,
        filters: props.filters,
        initialData: [],
        errorTitle: 'Failed to Load Data',
        enabled: props.enabled,
      }),
    { initialProps: { filters, enabled }, wrapper: queryWrapper(queryClient).wrapper },
  );
  return { ...view, queryClient };
}

const notices = () =>
  useNotificationStore.getState().notifications.map((n) => [n.type, n.title, n.message]);

describe('useListState', () => {
  it('sets loading, then data and lastUpdated', async () => {
    const call = deferred<string[]>();
    const load = vi.fn<Load>(() => call.promise);
    const { result } = setup(load, ANY);
    expect(result.current.loading).toBe(true);
    expect(result.current.data).toEqual([]);
    expect(result.current.lastUpdated).toBeNull();
    await act(async () => call.resolve(['BTC']));
    await waitFor(() => expect(result.current.data).toEqual(['BTC']));
    expect(result.current).toMatchObject({ loading: false, error: null });
    expect(result.current.lastUpdated).toEqual(expect.any(Number));
    expect(load).toHaveBeenCalledWith(ANY, expect.any(AbortSignal));
  });

  it("with nothing to show, a failure is the error box and the caller's notification", async () => {
    const load = vi.fn<Load>(() =>
      Promise.reject(new ApiError('Network Error', { status: 0, kind: 'network' })),
    );
    const { result } = setup(load, ANY);
    await waitFor(() => expect(result.current.error).toBe('Network Error'));
    expect(result.current.refreshError).toBeNull();
    expect(notices()).toEqual([['error', 'Failed to Load Data', 'Network Error']]);
  });

  it('clears the error when Retry loads again', async () => {
    const again = deferred<string[]>();
    const load = vi
      .fn<Load>()
      .mockRejectedValueOnce(new Error('HTTP Error 500'))
      .mockReturnValueOnce(again.promise);
    const { result } = setup(load, ANY);
    await waitFor(() => expect(result.current.error).toBe('HTTP Error 500'));
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.error).toBeNull());
    expect(result.current.loading).toBe(true);
    again.resolve(['ETH']);
    await waitFor(() => expect(result.current.data).toEqual(['ETH']));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('a failed refresh keeps the rows and says so, without the error box', async () => {
    const load = vi
      .fn<Load>()
      .mockResolvedValueOnce(['BTC', 'ETH'])
      .mockRejectedValueOnce(new Error('HTTP Error 503'))
      .mockResolvedValueOnce(['SOL']);
    const { result } = setup(load, ANY);
    await waitFor(() => expect(result.current.data).toEqual(['BTC', 'ETH']));
    const shownAt = result.current.lastUpdated;
    await act(async () => {
      await result.current.reload({ silent: true });
    });
    await waitFor(() => expect(result.current.refreshError).toBe('HTTP Error 503'));
    expect(result.current).toMatchObject({
      data: ['BTC', 'ETH'],
      error: null,
      lastUpdated: shownAt,
    });
    expect(notices()).toEqual([]);
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.data).toEqual(['SOL']));
    expect(result.current.refreshError).toBeNull();
  });

  it('refetches when the connection comes back', async () => {
    const load = vi.fn<Load>().mockResolvedValueOnce(['old']).mockResolvedValueOnce(['new']);
    const { result } = setup(load, ANY);
    await waitFor(() => expect(result.current.data).toEqual(['old']));
    act(() => onlineManager.setOnline(false));
    act(() => onlineManager.setOnline(true));
    await waitFor(() => expect(result.current.data).toEqual(['new']));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('coming back to a view seen before shows its answer at once while it revalidates', async () => {
    const load = vi.fn<Load>().mockResolvedValueOnce(['cached']);
    const first = setup(load, ANY);
    await waitFor(() => expect(first.result.current.data).toEqual(['cached']));
    first.unmount();
    const slow = deferred<string[]>();
    load.mockImplementation(() => slow.promise);
    const again = setup(load, ANY, true, first.queryClient);
    expect(again.result.current).toMatchObject({ data: ['cached'], loading: false });
    expect(load).toHaveBeenCalledTimes(2);
    await act(async () => slow.resolve(['fresh']));
    await waitFor(() => expect(again.result.current.data).toEqual(['fresh']));
  });

  it('keeps the previous rows, marked loading, while new filters load', async () => {
    const next = deferred<string[]>();
    const load = vi.fn<Load>().mockResolvedValueOnce(['all']).mockReturnValueOnce(next.promise);
    const { result, rerender } = setup(load, ANY);
    await waitFor(() => expect(result.current.data).toEqual(['all']));
    rerender({ filters: { minMarketCap: 1000, network: '' }, enabled: true });
    expect(result.current).toMatchObject({ data: ['all'], loading: true });
    await act(async () => next.resolve(['big']));
    await waitFor(() => expect(result.current).toMatchObject({ data: ['big'], loading: false }));
  });

  it('loads again only when the filters change in content', async () => {
    const load = vi.fn<Load>(() => Promise.resolve(['x']));
    const { rerender } = setup(load, ANY);
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    rerender({ filters: { network: '', minMarketCap: null }, enabled: true });
    await act(async () => {});
    expect(load).toHaveBeenCalledTimes(1);
    rerender({ filters: { minMarketCap: 1000, network: '' }, enabled: true });
    await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    expect(load).toHaveBeenLastCalledWith(
      { minMarketCap: 1000, network: '' },
      expect.any(AbortSignal),
    );
  });

  it("loads the signed-in trader's own answer, never the anonymous one", async () => {
    const load = vi
      .fn<Load>()
      .mockResolvedValueOnce(['anonymous'])
      .mockImplementation(() => new Promise(() => undefined));
    const { result } = setup(load, ANY);
    await waitFor(() => expect(result.current.data).toEqual(['anonymous']));
    act(() => signInForTest('123456789012345678'));
    await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    expect(result.current.loading).toBe(true);
  });

  it('reloads silently without a spinner or notification', async () => {
    const load = vi
      .fn<Load>()
      .mockResolvedValueOnce(['a'])
      .mockRejectedValueOnce(new Error('boom'))
      .mockResolvedValueOnce(['b']);
    const { result } = setup(load, ANY);
    await waitFor(() => expect(result.current.data).toEqual(['a']));
    let outcome: Promise<boolean> = Promise.resolve(false);
    act(() => {
      outcome = result.current.reload({ silent: true });
    });
    expect(result.current.loading).toBe(false);
    expect(await outcome).toBe(false);
    expect(result.current).toMatchObject({ data: ['a'], error: null });
    expect(notices()).toEqual([]);
    await act(async () => {
      await result.current.reload({ silent: true });
    });
    await waitFor(() => expect(result.current.data).toEqual(['b']));
  });

  it('holds still and empty while disabled', async () => {
    const load = vi.fn<Load>(() => Promise.resolve(['x']));
    const { result, rerender } = setup(load, ANY, false);
    await act(async () => {});
    expect(load).not.toHaveBeenCalled();
    expect(result.current).toMatchObject({ data: [], loading: false });
    rerender({ filters: ANY, enabled: true });
    await waitFor(() => expect(result.current.data).toEqual(['x']));
    rerender({ filters: ANY, enabled: false });
    expect(result.current.data).toEqual([]);
  });
});
