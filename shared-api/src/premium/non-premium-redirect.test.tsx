import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { signInForTest } from '../http/test-support.ts';
import { useSessionStore } from '../session/session-store.ts';
import { useNonPremiumRedirect } from './non-premium-redirect.ts';
import { readPremiumReason } from './premium-redirect.ts';

const wrapper = ({ children }: { children: ReactNode }) => (
  <MemoryRouter initialEntries={['/influencer-feed-dex']}>{children}</MemoryRouter>
);

interface Answer {
  nonPremium: boolean;
  answeredAt: number | null;
}

function renderRedirect(answer: Answer) {
  return renderHook(
    (current: Answer) => {
      useNonPremiumRedirect(current, 'influencers');
      return useLocation();
    },
    { wrapper, initialProps: answer },
  );
}

describe("a 'Non-premium' answer on a screen's data", () => {
  afterEach(() => useSessionStore.setState({ user: null, tokens: null }));

  it('sends the signed-in trader to /premium, saying influencer data was the blocked part', () => {
    signInForTest();
    const { result, rerender } = renderRedirect({ nonPremium: false, answeredAt: null });
    expect(result.current.pathname).toBe('/influencer-feed-dex');
    rerender({ nonPremium: true, answeredAt: 1 });
    expect(result.current.pathname).toBe('/premium');
    expect(readPremiumReason(result.current.state)).toBe('influencers');
  });

  it('leaves a signed-out visitor on the screen, with its lock', () => {
    const { result } = renderRedirect({ nonPremium: true, answeredAt: 1 });
    expect(result.current.pathname).toBe('/influencer-feed-dex');
  });

  it("waits, after a sign-in, for the trader's own answer: the visitor's lock is not theirs", () => {
    const { result, rerender } = renderRedirect({ nonPremium: true, answeredAt: 1 });
    act(() => signInForTest());
    rerender({ nonPremium: true, answeredAt: 1 });
    expect(result.current.pathname).toBe('/influencer-feed-dex');
    rerender({ nonPremium: true, answeredAt: 2 });
    expect(result.current.pathname).toBe('/premium');
  });
});
