import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../http/api-error.ts';
import { signInForTest } from '../http/test-support.ts';
import {
  resetNotificationStore,
  useNotificationStore,
} from '../notifications/notification-store.ts';
import { resetSessionStore } from '../session/session-store.ts';
import { useListState, type UseListStateOptions } from './use-list-state.ts';

interface Filters {
  minMarketCap: number | null;
  network: string;
}

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
  resetSessionStore();
  resetNotificationStore();
});

function setup(
  load: UseListStateOptions<string[], Filters>['load'],
  filters: Filters,
  enabled = true,
) {
  return renderHook(
    (props: { filters: Filters; enabled: boolean }) =>
      useListState<string[], Filters>({
        load,
        filters: props.filters,
        initialData: [],
        errorTitle: 'Failed to Load Data',
        enabled: props.enabled,
      }),
    { initialProps: { filters, enabled } },
  );
}

describe('useListState', () => {
  it('sets loading, then data and lastUpdated', async () => {
    const call = deferred<string[]>();
    const load = vi.fn(() => call.promise);
    const { result } = setup(load, { minMarketCap: null, network: '' });
    expect(result.current.loading).toBe(true);
    expect(result.current.data).toEqual([]);
    expect(result.current.lastUpdated).toBeNull();
    await act(async () => call.resolve(['BTC']));
    expect(result.current).toMatchObject({ loading: false, error: null, data: ['BTC'] });
    expect(result.current.lastUpdated).toEqual(expect.any(Number));
    expect(load).toHaveBeenCalledWith({ minMarketCap: null, network: '' }, expect.any(AbortSignal));
  });

  it("stores the error and raises the caller's notification title", async () => {
    const load = vi.fn(() =>
      Promise.reject(new ApiError('Network Error', { status: 0, kind: 'network' })),
    );
    const { result } = setup(load, { minMarketCap: null, network: '' });
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.error).toBe('Network Error');
    const [notification] = useNotificationStore.getState().notifications;
    expect(notification).toMatchObject({
      type: 'error',
      title: 'Failed to Load Data',
      message: 'Network Error',
    });
  });

  it('clears the error when Retry loads again', async () => {
    const load = vi
      .fn<UseListStateOptions<string[], Filters>['load']>()
      .mockRejectedValueOnce(new Error('HTTP Error 500'))
      .mockResolvedValueOnce(['ETH']);
    const { result } = setup(load, { minMarketCap: null, network: '' });
    await waitFor(() => expect(result.current.error).toBe('HTTP Error 500'));
    act(() => result.current.retry());
    expect(result.current.error).toBeNull();
    expect(result.current.loading).toBe(true);
    await waitFor(() => expect(result.current.data).toEqual(['ETH']));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('reloads only when the filters change in content', async () => {
    const load = vi.fn(() => Promise.resolve(['x']));
    const { rerender } = setup(load, { minMarketCap: null, network: '' });
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    rerender({ filters: { minMarketCap: null, network: '' }, enabled: true });
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

  it('reloads when the sign-in state changes', async () => {
    const load = vi.fn(() => Promise.resolve(['x']));
    setup(load, { minMarketCap: null, network: '' });
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    act(() => signInForTest('123456789012345678'));
    await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    act(() => resetSessionStore());
    await waitFor(() => expect(load).toHaveBeenCalledTimes(3));
  });

  it('ignores an outdated answer and aborts it', async () => {
    const first = deferred<string[]>();
    const second = deferred<string[]>();
    const signals: AbortSignal[] = [];
    const load = vi
      .fn<UseListStateOptions<string[], Filters>['load']>()
      .mockImplementationOnce((_f, signal) => (signals.push(signal), first.promise))
      .mockImplementationOnce((_f, signal) => (signals.push(signal), second.promise));
    const { result, rerender } = setup(load, { minMarketCap: null, network: '' });
    rerender({ filters: { minMarketCap: null, network: 'base' }, enabled: true });
    await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    expect(signals[0]?.aborted).toBe(true);
    await act(async () => second.resolve(['new']));
    await act(async () => first.resolve(['old']));
    expect(result.current.data).toEqual(['new']);
  });

  it('reloads silently without a spinner or error toast', async () => {
    const load = vi
      .fn<UseListStateOptions<string[], Filters>['load']>()
      .mockResolvedValueOnce(['a'])
      .mockRejectedValueOnce(new Error('boom'))
      .mockResolvedValueOnce(['b']);
    const { result } = setup(load, { minMarketCap: null, network: '' });
    await waitFor(() => expect(result.current.data).toEqual(['a']));
    let outcome: Promise<boolean> = Promise.resolve(false);
    act(() => {
      outcome = result.current.reload({ silent: true });
    });
    expect(result.current.loading).toBe(false);
    expect(await outcome).toBe(false);
    expect(result.current).toMatchObject({ data: ['a'], error: null });
    expect(useNotificationStore.getState().notifications).toHaveLength(0);
    await act(async () => {
      await result.current.reload({ silent: true });
    });
    expect(result.current.data).toEqual(['b']);
  });

  it('holds still and empty while disabled', async () => {
    const load = vi.fn(() => Promise.resolve(['x']));
    const { result, rerender } = setup(load, { minMarketCap: null, network: '' }, false);
    await act(async () => {});
    expect(load).not.toHaveBeenCalled();
    expect(result.current).toMatchObject({ data: [], loading: false });
    rerender({ filters: { minMarketCap: null, network: '' }, enabled: true });
    await waitFor(() => expect(result.current.data).toEqual(['x']));
    rerender({ filters: { minMarketCap: null, network: '' }, enabled: false });
    expect(result.current.data).toEqual([]);
  });
});
