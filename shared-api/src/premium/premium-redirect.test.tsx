import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { premiumRedirectState, readPremiumReason, usePremiumRedirect } from './premium-redirect.ts';

describe('the premium redirect', () => {
  it('goes to /premium carrying the blocked action in router state', () => {
    const wrapper = ({ children }: { children: ReactNode }) => (
      <MemoryRouter initialEntries={['/search?query=BTC']}>{children}</MemoryRouter>
    );
    const { result } = renderHook(() => ({ go: usePremiumRedirect(), location: useLocation() }), {
      wrapper,
    });
    act(() => result.current.go('favorite'));
    expect(result.current.location.pathname).toBe('/premium');
    expect(result.current.location.search).toBe('');
    expect(readPremiumReason(result.current.location.state)).toBe('favorite');
  });

  it('reads only known reasons', () => {
    expect(readPremiumReason(premiumRedirectState('follow'))).toBe('follow');
    expect(readPremiumReason({ premiumReason: 'anything' })).toBeNull();
    expect(readPremiumReason(null)).toBeNull();
    expect(readPremiumReason('favorite')).toBeNull();
  });
});
