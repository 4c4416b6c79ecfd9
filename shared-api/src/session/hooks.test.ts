import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApi } from '../config/api-config.ts';
import { useServiceManagerState, useSession, useSessionSync, useSignIn } from './hooks.ts';
import { emitSessionSync } from './session-events.ts';
import { useSessionStore } from './session-store.ts';
import { resetSessionWorld, signInAs } from './test-fixtures.ts';

beforeEach(() => resetSessionWorld());
afterEach(() => {
  vi.useRealTimers();
  resetSessionWorld();
});

describe('useSignIn', () => {
  it('gives the sign-in control its texts and busy state', () => {
    const { result } = renderHook(() => useSignIn());
    expect(result.current).toMatchObject({
      label: 'Sign in with Discord',
      busy: false,
      isAuthenticated: false,
    });
    act(() => signInAs());
    expect(result.current.label).toBe('Logout');
    act(() => useSessionStore.setState({ status: 'loggingOut' }));
    expect(result.current).toMatchObject({ label: 'Logging out...', busy: true });
    act(() => useSessionStore.setState({ status: 'connecting', user: null }));
    expect(result.current).toMatchObject({ label: 'Connecting...', busy: true });
  });

  it('offers Reset while busy in development only, and Reset clears the loading state', () => {
    configureApi({ apiBaseUrl: '', apiVersion: '', mode: 'production' });
    const { result, rerender } = renderHook(() => useSignIn());
    act(() => useSessionStore.setState({ status: 'connecting' }));
    expect(result.current.canReset).toBe(false);
    configureApi({ apiBaseUrl: '', apiVersion: '', mode: 'development' });
    rerender();
    expect(result.current.canReset).toBe(true);
    act(() => result.current.reset());
    expect(result.current).toMatchObject({ status: 'idle', busy: false, canReset: false });
  });
});

describe('useSession', () => {
  it('selects the session the shell shows', () => {
    const { result } = renderHook(() => useSession());
    expect(result.current).toMatchObject({ user: null, isAuthenticated: false, isOnline: true });
    act(() => signInAs());
    expect(result.current.isAuthenticated).toBe(true);
  });
});

describe('useSessionSync', () => {
  it('calls the listener on a sync and stops on unmount', () => {
    const listener = vi.fn();
    const { unmount } = renderHook(() => useSessionSync(listener));
    emitSessionSync('reconnect');
    expect(listener).toHaveBeenCalledWith('reconnect');
    unmount();
    emitSessionSync('reconnect');
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

describe('useServiceManagerState', () => {
  it('polls the state every second', async () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useServiceManagerState());
    expect(result.current.isOnline).toBe(true);
    useSessionStore.setState({ isOnline: false });
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(result.current.isOnline).toBe(false);
  });
});
