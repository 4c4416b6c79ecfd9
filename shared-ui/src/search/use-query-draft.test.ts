import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useQueryDraft } from './use-query-draft.ts';

describe('useQueryDraft', () => {
  it('starts on the shown search, keeps edits, and follows a new search', () => {
    const { result, rerender } = renderHook(({ shown }) => useQueryDraft(shown), {
      initialProps: { shown: 'BTC' as string | null },
    });
    expect(result.current[0]).toBe('BTC');
    act(() => result.current[1]('ET'));
    rerender({ shown: 'BTC' });
    expect(result.current[0]).toBe('ET');
    rerender({ shown: 'Real world assets' });
    expect(result.current[0]).toBe('Real world assets');
  });

  it('keeps the draft while no search is shown (another page)', () => {
    const { result, rerender } = renderHook(({ shown }) => useQueryDraft(shown), {
      initialProps: { shown: 'BTC' as string | null },
    });
    rerender({ shown: null });
    expect(result.current[0]).toBe('BTC');
    rerender({ shown: 'ETH' });
    expect(result.current[0]).toBe('ETH');
  });
});
