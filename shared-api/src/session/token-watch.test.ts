import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from './session-store.ts';
import {
  fakeApi,
  jsonResponse,
  resetSessionWorld,
  signInAs,
  TOKEN_PAIR,
  TRADER,
  tokensExpiringIn,
} from './test-fixtures.ts';
import { watchTokens } from './token-watch.ts';

const MIN = 60_000;
let stop = () => {};

function refreshApi() {
  return fakeApi({
    'POST /auth/discord/refresh': () => jsonResponse({ success: true, tokens: TOKEN_PAIR }),
  });
}

function setVisibility(state: DocumentVisibilityState): void {
  vi.spyOn(document, 'visibilityState', 'get').mockReturnValue(state);
  document.dispatchEvent(new Event('visibilitychange'));
}

beforeEach(() => {
  resetSessionWorld();
  vi.useFakeTimers();
});

afterEach(() => {
  stop();
  vi.useRealTimers();
  resetSessionWorld();
});

describe('the 720-minute refresh', () => {
  it('refreshes when a refresh is due and a refresh token exists', async () => {
    const { sent } = refreshApi();
    // 12 h 5 min left: not due now, due (5 min left) when the 720-minute check runs.
    signInAs(TRADER, tokensExpiringIn(725 * MIN));
    stop = watchTokens();
    await vi.advanceTimersByTimeAsync(720 * MIN - 1);
    expect(sent).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toHaveLength(1);
    expect(useSessionStore.getState().tokens?.accessToken).toBe('access-new');
  });

  it('does nothing when the token has more than 10 minutes left', async () => {
    const { sent } = refreshApi();
    signInAs(TRADER, tokensExpiringIn(2_000 * MIN));
    stop = watchTokens();
    await vi.advanceTimersByTimeAsync(720 * MIN);
    expect(sent).toHaveLength(0);
  });

  it('does nothing without a refresh token', async () => {
    const { sent } = refreshApi();
    signInAs(TRADER, tokensExpiringIn(725 * MIN, null));
    stop = watchTokens();
    await vi.advanceTimersByTimeAsync(720 * MIN);
    expect(sent).toHaveLength(0);
    expect(useSessionStore.getState().user).toEqual(TRADER);
  });
});

describe('refresh on focus and visibility', () => {
  it('refreshes on focus when the token is invalid', async () => {
    const { sent } = refreshApi();
    signInAs(TRADER, tokensExpiringIn(4 * MIN));
    stop = watchTokens();
    window.dispatchEvent(new Event('focus'));
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toHaveLength(1);
  });

  it('does not refresh on focus while the token is valid, or for anonymous visitors', async () => {
    const { sent } = refreshApi();
    stop = watchTokens();
    window.dispatchEvent(new Event('focus'));
    signInAs(TRADER, tokensExpiringIn(6 * MIN));
    window.dispatchEvent(new Event('focus'));
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toHaveLength(0);
  });

  it('refreshes when the tab becomes visible with an invalid token', async () => {
    const { sent } = refreshApi();
    signInAs(TRADER, tokensExpiringIn(MIN));
    stop = watchTokens();
    setVisibility('hidden');
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toHaveLength(0);
    setVisibility('visible');
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toHaveLength(1);
  });

  it('stops listening when stopped', async () => {
    const { sent } = refreshApi();
    signInAs(TRADER, tokensExpiringIn(MIN));
    stop = watchTokens();
    stop();
    window.dispatchEvent(new Event('focus'));
    await vi.advanceTimersByTimeAsync(720 * MIN);
    expect(sent).toHaveLength(0);
  });
});
