import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEBOUNCE_MS, useDebouncedValue } from './use-debounced-value.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useDebouncedValue', () => {
  it('applies the value after a 500 ms pause', () => {
    expect(DEBOUNCE_MS).toBe(500);
    const { result, rerender } = renderHook((value: string) => useDebouncedValue(value), {
      initialProps: '',
    });
    rerender('1');
    rerender('10');
    act(() => vi.advanceTimersByTime(499));
    expect(result.current).toBe('');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe('10');
  });

  it('restarts the pause on every change', () => {
    const { result, rerender } = renderHook((value: string) => useDebouncedValue(value), {
      initialProps: 'a',
    });
    rerender('ab');
    act(() => vi.advanceTimersByTime(400));
    rerender('abc');
    act(() => vi.advanceTimersByTime(400));
    expect(result.current).toBe('a');
    act(() => vi.advanceTimersByTime(100));
    expect(result.current).toBe('abc');
  });
});
