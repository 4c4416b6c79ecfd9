import { startBackgroundDraw } from '@flowscope/core';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTO_REFRESH_SECONDS, useAutoRefresh } from './use-auto-refresh.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useAutoRefresh', () => {
  it('counts down from 15 every second and refreshes at 0', () => {
    expect(AUTO_REFRESH_SECONDS).toBe(15);
    const onRefresh = vi.fn();
    const { result } = renderHook(() => useAutoRefresh(onRefresh));
    expect(result.current.secondsLeft).toBe(15);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.secondsLeft).toBe(14);
    act(() => vi.advanceTimersByTime(13_000));
    expect(result.current.secondsLeft).toBe(1);
    expect(onRefresh).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1000));
    expect(onRefresh).toHaveBeenCalledTimes(1);
    expect(result.current.secondsLeft).toBe(15);
    act(() => vi.advanceTimersByTime(15_000));
    expect(onRefresh).toHaveBeenCalledTimes(2);
  });

  it('a manual refresh refreshes now and restarts the countdown', () => {
    const onRefresh = vi.fn();
    const { result } = renderHook(() => useAutoRefresh(onRefresh));
    act(() => vi.advanceTimersByTime(10_500));
    expect(result.current.secondsLeft).toBe(5);
    act(() => result.current.refresh());
    expect(onRefresh).toHaveBeenCalledTimes(1);
    expect(result.current.secondsLeft).toBe(15);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.secondsLeft).toBe(14);
    act(() => vi.advanceTimersByTime(14_000));
    expect(onRefresh).toHaveBeenCalledTimes(2);
  });

  it('does not tick while disabled', () => {
    const onRefresh = vi.fn();
    const { result } = renderHook(() => useAutoRefresh(onRefresh, { enabled: false }));
    act(() => vi.advanceTimersByTime(60_000));
    expect(result.current.secondsLeft).toBe(15);
    expect(onRefresh).not.toHaveBeenCalled();
  });

  it('holds the count while disabled and resumes from it', () => {
    const onRefresh = vi.fn();
    const { result, rerender } = renderHook(
      ({ enabled }) => useAutoRefresh(onRefresh, { enabled }),
      { initialProps: { enabled: true } },
    );
    act(() => vi.advanceTimersByTime(5000));
    expect(result.current.secondsLeft).toBe(10);
    rerender({ enabled: false });
    act(() => vi.advanceTimersByTime(60_000));
    expect(result.current.secondsLeft).toBe(10);
    expect(onRefresh).not.toHaveBeenCalled();
    rerender({ enabled: true });
    act(() => vi.advanceTimersByTime(10_000));
    expect(onRefresh).toHaveBeenCalledTimes(1);
  });

  it('keeps counting on time while an answer draws in the background, showing the count once it lands', () => {
    const onRefresh = vi.fn();
    const { result } = renderHook(() => useAutoRefresh(onRefresh));
    act(() => vi.advanceTimersByTime(2000));
    expect(result.current.secondsLeft).toBe(13);
    let finishDraw = () => {};
    act(() => {
      finishDraw = startBackgroundDraw();
    });
    act(() => vi.advanceTimersByTime(3000));
    // Shown as it was: a render every second would start the background pass over.
    expect(result.current.secondsLeft).toBe(13);
    act(() => finishDraw());
    expect(result.current.secondsLeft).toBe(10);
    // The refresh itself is never held.
    act(() => {
      finishDraw = startBackgroundDraw();
    });
    act(() => vi.advanceTimersByTime(10_000));
    expect(onRefresh).toHaveBeenCalledTimes(1);
    act(() => finishDraw());
    expect(result.current.secondsLeft).toBe(15);
  });
});
