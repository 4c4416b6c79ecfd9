import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  fakeApi,
  jsonResponse,
  resetSessionWorld,
  TOKEN_PAIR,
  TRADER,
} from '../session/test-fixtures.ts';
import { OAUTH_STORAGE_KEYS } from './oauth-storage.ts';
import { useOAuthCallback } from './use-oauth-callback.ts';

const STATE = 'c'.repeat(64);

beforeEach(() => {
  resetSessionWorld();
  sessionStorage.setItem(OAUTH_STORAGE_KEYS.state, STATE);
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  resetSessionWorld();
});

describe('useOAuthCallback (full-page flow)', () => {
  it('goes processing → success and returns to the stored path after 2 s', async () => {
    fakeApi({
      'POST /auth/discord/token': () =>
        jsonResponse({ success: true, user: TRADER, tokens: TOKEN_PAIR, guilds: [] }),
    });
    sessionStorage.setItem(OAUTH_STORAGE_KEYS.returnPath, '/favorites');
    const navigate = vi.fn();
    const { result } = renderHook(() => useOAuthCallback(`?code=abc&state=${STATE}`, navigate));
    expect(result.current).toEqual({ status: 'processing' });
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(result.current).toEqual({ status: 'success' });
    await act(() => vi.advanceTimersByTimeAsync(1_999));
    expect(navigate).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(navigate).toHaveBeenCalledWith('/favorites');
  });

  it('goes processing → error and returns home after 3 s', async () => {
    const navigate = vi.fn();
    const { result } = renderHook(() => useOAuthCallback(`?code=abc&state=wrong`, navigate));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(result.current).toEqual({
      status: 'error',
      message: 'Invalid OAuth state. Possible CSRF attack.',
    });
    await act(() => vi.advanceTimersByTimeAsync(2_999));
    expect(navigate).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(navigate).toHaveBeenCalledWith('/');
  });
});

describe('useOAuthCallback (render stability)', () => {
  it('does not restart its delay when the page passes a new navigate each render', async () => {
    const calls: string[] = [];
    const { result, rerender } = renderHook(() =>
      useOAuthCallback('?code=abc&state=wrong', (to) => calls.push(to)),
    );
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(result.current.status).toBe('error');
    await act(() => vi.advanceTimersByTimeAsync(1_500));
    rerender();
    await act(() => vi.advanceTimersByTimeAsync(1_500));
    expect(calls).toEqual(['/']);
  });
});

describe('useOAuthCallback (popup)', () => {
  it('posts to the opener and closes the popup after 500 ms', async () => {
    const postMessage = vi.fn();
    vi.spyOn(window, 'opener', 'get').mockReturnValue({ closed: false, postMessage });
    const close = vi.spyOn(window, 'close').mockImplementation(() => {});
    const { result } = renderHook(() => useOAuthCallback(`?code=abc&state=${STATE}`, vi.fn()));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(result.current).toEqual({ status: 'success' });
    expect(postMessage).toHaveBeenCalledWith(
      { type: 'DISCORD_OAUTH_CALLBACK', code: 'abc', state: STATE },
      window.location.origin,
    );
    await act(() => vi.advanceTimersByTimeAsync(499));
    expect(close).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(close).toHaveBeenCalledOnce();
  });

  it('finishes a full-page flow here even when the tab has an opener', async () => {
    fakeApi({
      'POST /auth/discord/token': () =>
        jsonResponse({ success: true, user: TRADER, tokens: TOKEN_PAIR, guilds: [] }),
    });
    const postMessage = vi.fn();
    vi.spyOn(window, 'opener', 'get').mockReturnValue({ closed: false, postMessage });
    sessionStorage.setItem(OAUTH_STORAGE_KEYS.mode, 'redirect');
    const navigate = vi.fn();
    const { result } = renderHook(() => useOAuthCallback(`?code=abc&state=${STATE}`, navigate));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(result.current).toEqual({ status: 'success' });
    expect(postMessage).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(navigate).toHaveBeenCalledWith('/');
  });

  it('relays an error and closes after 2 s', async () => {
    const postMessage = vi.fn();
    vi.spyOn(window, 'opener', 'get').mockReturnValue({ closed: false, postMessage });
    const close = vi.spyOn(window, 'close').mockImplementation(() => {});
    const { result } = renderHook(() => useOAuthCallback('?error=access_denied', vi.fn()));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(result.current).toEqual({
      status: 'error',
      message: 'Discord OAuth error: access_denied',
    });
    await act(() => vi.advanceTimersByTimeAsync(1_999));
    expect(close).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(close).toHaveBeenCalledOnce();
    expect(postMessage).toHaveBeenCalledWith(
      { type: 'DISCORD_OAUTH_ERROR', error: 'Discord OAuth error: access_denied' },
      window.location.origin,
    );
  });
});
