import { act, cleanup, render, screen } from '@testing-library/react';
import { onSessionSync, useSessionStore } from '@flowscope/shared-api';
import { FlowscopeThemeProvider } from '@flowscope/shared-ui';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OFFLINE_NOTICE, OfflineNotice } from './OfflineNotice.tsx';

function renderNotice() {
  return render(
    <FlowscopeThemeProvider mode="dark">
      <OfflineNotice />
    </FlowscopeThemeProvider>,
  );
}

afterEach(() => {
  cleanup();
  act(() => useSessionStore.setState({ isOnline: true }));
});

describe('offline notice', () => {
  it('tells the trader the page is offline and showing the last data, only while it is', () => {
    act(() => useSessionStore.setState({ isOnline: false }));
    renderNotice();
    expect(screen.getByRole('status').textContent).toBe(OFFLINE_NOTICE);
    expect(OFFLINE_NOTICE).toContain("You're offline");

    act(() => useSessionStore.setState({ isOnline: true }));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('asks the lists to reload when the network comes back', () => {
    const synced = vi.fn();
    const stop = onSessionSync(synced);
    renderNotice();
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(synced).toHaveBeenCalledWith('reconnect');
    stop();
  });
});
