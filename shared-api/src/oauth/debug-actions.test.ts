import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../session/session-store.ts';
import { notices, resetSessionWorld, signInAs } from '../session/test-fixtures.ts';
import {
  connectDiscordForDebug,
  disconnectDiscordForDebug,
  refreshGuildsForDebug,
} from './debug-actions.ts';
import { resetOAuthConfig } from './oauth-config.ts';

function openPopupAnswering(): { closed: boolean; close: () => void } {
  const popup = {
    closed: false,
    close() {
      popup.closed = true;
    },
  };
  vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
  return popup;
}

beforeEach(() => {
  resetSessionWorld();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
  resetSessionWorld();
});

describe('the Discord debug page actions', () => {
  it("opens a 600x800 popup; a blocked one is 'Discord Connection Failed'", async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    await expect(connectDiscordForDebug()).resolves.toBe(false);
    expect(String(open.mock.calls[0]?.[2])).toMatch(/^width=600,height=800,/);
    expect(notices()).toEqual([
      {
        type: 'error',
        title: 'Discord Connection Failed',
        message: 'Popup was blocked by browser',
      },
    ]);
  });

  it('says the short not-configured text when OAuth is not configured', async () => {
    resetOAuthConfig();
    await connectDiscordForDebug();
    expect(notices()[0]).toMatchObject({
      title: 'Discord Connection Failed',
      message: 'Discord OAuth is not configured. Please check environment variables.',
    });
  });

  it("reports an error Discord sent back as 'Discord Authorization Failed'", async () => {
    vi.useFakeTimers();
    const popup = openPopupAnswering();
    const done = connectDiscordForDebug();
    window.dispatchEvent(
      new MessageEvent('message', {
        data: { type: 'DISCORD_OAUTH_ERROR', error: 'Discord OAuth error: invalid_scope' },
        origin: window.location.origin,
        source: popup as unknown as Window,
      }),
    );
    await expect(done).resolves.toBe(false);
    expect(notices()[0]).toMatchObject({
      title: 'Discord Authorization Failed',
      message: 'Discord OAuth error: invalid_scope',
    });
  });

  it("refuses to refresh guilds or disconnect without a connection: 'Discord is not connected'", async () => {
    await expect(refreshGuildsForDebug()).resolves.toBeNull();
    expect(disconnectDiscordForDebug()).toBe(false);
    expect(notices()).toEqual([
      { type: 'error', title: 'Refresh Failed', message: 'Discord is not connected' },
      { type: 'error', title: 'Disconnect Failed', message: 'Discord is not connected' },
    ]);
  });

  it('disconnects a connected trader', () => {
    signInAs();
    expect(disconnectDiscordForDebug()).toBe(true);
    expect(useSessionStore.getState().user).toBeNull();
  });
});
