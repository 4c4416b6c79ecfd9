import type { ReactNode } from 'react';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { usePreferencesStore } from '@flowscope/shared-api';
import { setApiFetch } from '@flowscope/shared-api/testing';
import { FlowscopeThemeProvider } from '@flowscope/shared-ui';
import { RuntimeConfigContext } from '../../app/runtime-config-context.tsx';
import { parseRuntimeConfig, type RuntimeConfig } from '../../config/runtime-config.ts';
import { DebugPage } from './DebugPage.tsx';
import { DiscordDebugPage } from './DiscordDebugPage.tsx';

const DEVELOPMENT: RuntimeConfig = parseRuntimeConfig({
  mode: 'development',
  version: '1.0.0',
  apiBaseUrl: 'http://localhost:4000',
  remotes: {
    cex: { manifest: 'http://localhost:3001/mf-manifest.json' },
  },
  discord: {
    clientId: '100000000000000001',
    redirectUri: 'http://localhost:3000/auth/discord/callback',
    authorizeUrl: 'http://localhost:3000/api/oauth2/authorize',
  },
});

function renderWith(page: ReactNode, config: RuntimeConfig = DEVELOPMENT) {
  return render(
    <FlowscopeThemeProvider mode="dark">
      <RuntimeConfigContext value={config}>{page}</RuntimeConfigContext>
    </FlowscopeThemeProvider>,
  );
}

const health = vi.fn(() =>
  Promise.resolve(
    new Response(JSON.stringify({ status: 'ok', service: 'mock', timestamp: 'now' }), {
      headers: { 'content-type': 'application/json' },
    }),
  ),
);

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  health.mockClear();
  setApiFetch(health);
});
afterEach(() => {
  cleanup();
  setApiFetch(null);
  vi.useRealTimers();
});

describe('debug pages', () => {
  it('checks the API again every refreshInterval of the preferences (30 s by default)', async () => {
    usePreferencesStore.setState({
      preferences: { ...usePreferencesStore.getState().preferences, refreshInterval: 30_000 },
    });
    renderWith(<DebugPage />);
    expect(await screen.findByText(/API available \(checked .*, every 30 s\)/)).toBeTruthy();
    expect(health).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(29_000));
    expect(health).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(health).toHaveBeenCalledTimes(2);
  });

  it("shows the service manager's state", () => {
    renderWith(<DebugPage />);
    expect(screen.getByRole('heading', { name: 'Service manager' })).toBeTruthy();
    expect(screen.getByText('Status')).toBeTruthy();
  });

  it('offers the Discord actions and says when Discord is not connected', () => {
    renderWith(<DiscordDebugPage />);
    expect(screen.getByText('Discord is not connected')).toBeTruthy();
    for (const name of ['Connect Discord', 'Disconnect', 'Refresh guilds', 'Test /auth/health']) {
      expect(screen.getByRole('button', { name })).toBeTruthy();
    }
  });

  it('says the debug pages are disabled in production', () => {
    renderWith(<DiscordDebugPage />, { ...DEVELOPMENT, mode: 'production' });
    expect(screen.getByText('Debug pages are disabled in production.')).toBeTruthy();
  });
});
