import { PATHS } from '@flowscope/shared-api/contract';
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchCexAlerts } from '../endpoints/cex-alerts.ts';
import { REQUEST_TIMEOUT_MS } from '../../http/client.ts';
import { jsonResponse } from '../../http/test-support.ts';
import { setApiFetch } from '../../http/transport.ts';
import {
  resetNotificationStore,
  useNotificationStore,
} from '../../notifications/notification-store.ts';
import { resetSessionStore } from '../../session/session-store.ts';
import { queryWrapper } from '../../testing/query-wrapper.tsx';
import { useFeedScreen } from './use-feed-screen.ts';

/** An API that accepts every call and never answers, until the client gives up. */
function hungApi(): { calls: () => number } {
  let calls = 0;
  setApiFetch((input) => {
    calls += 1;
    return new Promise<Response>((_resolve, reject) => {
      const signal = input instanceof Request ? input.signal : undefined;
      signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
    });
  });
  return { calls: () => calls };
}

const advance = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });

function renderAlphaFeed() {
  return renderHook(
    () =>
      useFeedScreen({
        call: PATHS.dexAlerts,
        load: (filters: { minActiveWallets: number }, signal) =>
          fetchCexAlerts({ minActiveWallets: filters.minActiveWallets, signal }),
        filters: { minActiveWallets: 0 },
        errorTitle: 'Failed to Load Alerts',
      }),
    { wrapper: queryWrapper().wrapper },
  );
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  setApiFetch(null);
  resetSessionStore();
  resetNotificationStore();
  vi.useRealTimers();
});

describe('a feed whose API never answers', () => {
  it('holds the countdown while the call hangs, then ends in the error state with Retry', async () => {
    const api = hungApi();
    const { result } = renderAlphaFeed();
    await advance(0);
    expect(result.current.loading).toBe(true);
    expect(api.calls()).toBe(1);

    // Two countdown periods pass: the refresh never cuts the call off or starts another.
    await advance(REQUEST_TIMEOUT_MS - 1_000);
    expect(result.current.loading).toBe(true);
    expect(result.current.error).toBeNull();
    expect(result.current.secondsLeft).toBe(15);
    expect(api.calls()).toBe(1);

    await advance(1_000);
    // The cache tells its screens on the next tick.
    await advance(10);
    expect(result.current.loading).toBe(false);
    expect(result.current.error).toBe('Request timed out after 30 s');
    expect(useNotificationStore.getState().notifications.at(-1)?.title).toBe(
      'Failed to Load Alerts',
    );

    // Retry reaches a server that answers again.
    setApiFetch(() => Promise.resolve(jsonResponse({ result: 'ok', data: [] })));
    await act(async () => {
      result.current.retry();
      await vi.advanceTimersByTimeAsync(0);
    });
    await advance(10);
    expect(result.current.error).toBeNull();
    expect(result.current.loading).toBe(false);
    expect(result.current.items).toEqual([]);
  });
});
