import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LiveConnection, setLiveStreamForTests } from '@flowscope/shared-api';
import {
  jsonResponse,
  queryWrapper,
  resetSharedApiState,
  setApiFetch,
  signInForTest,
} from '@flowscope/shared-api/testing';
import { FlowscopeThemeProvider } from '@flowscope/shared-ui';
import { NotificationBell } from './NotificationBell.tsx';

const ALERTS = [
  {
    id: 3,
    kind: 'cluster',
    token: { venue: 'cex', ticker: 'SOL', name: 'Solana', network: null, address: null },
    count: 6,
    hours: 4,
    time: new Date().toISOString(),
    read: true,
  },
  {
    id: 2,
    kind: 'signal',
    token: {
      venue: 'dex',
      ticker: 'PEPE',
      name: 'Pepe',
      network: 'ethereum',
      address: '0x6982508145454ce325ddbe47a25d4ec3d2311933',
    },
    count: 1,
    time: new Date().toISOString(),
    read: false,
  },
  {
    id: 1,
    kind: 'trade',
    token: { venue: 'cex', ticker: 'BTC', name: 'Bitcoin', network: null, address: null },
    count: 3,
    time: new Date().toISOString(),
    read: false,
  },
];

let readBodies: unknown[];

beforeEach(() => {
  readBodies = [];
  signInForTest();
  // No EventSource here: the stream is down and the bell shows what the API has.
  setLiveStreamForTests(
    new LiveConnection(
      {
        openSource: () => null,
        streamUrl: () => '/api/stream',
        isHidden: () => false,
        onVisibilityChange: () => () => undefined,
        requestFrame: (callback) => callback(),
        random: () => 1,
      },
      { connectDelayMs: 0 },
    ),
  );
  setApiFetch(async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const path = new URL(request.url).pathname;
    if (path === '/api/alerts/favorites') {
      return jsonResponse({ result: 'ok', data: { alerts: ALERTS, unread: 2 } });
    }
    if (path === '/api/alerts/favorites/read') {
      readBodies.push(await request.json());
      return jsonResponse({ result: 'ok', data: { unread: 0 } });
    }
    return jsonResponse({ result: 'ok', data: [] });
  });
});
afterEach(() => {
  cleanup();
  setLiveStreamForTests(null);
  resetSharedApiState();
});

function renderBell() {
  // A fresh page cache, as a fresh page has.
  const { wrapper: PageCache } = queryWrapper();
  return render(
    <PageCache>
      <MemoryRouter>
        <FlowscopeThemeProvider mode="dark">
          <NotificationBell buttonStyle={{}} />
        </FlowscopeThemeProvider>
      </MemoryRouter>
    </PageCache>,
  );
}

describe('NotificationBell, alerts on favourites', () => {
  it('counts unread alerts, links each to its token, and marks them read', async () => {
    renderBell();
    const bell = screen.getByRole('button', { name: 'Notifications' });
    await waitFor(() => expect(bell.getAttribute('aria-describedby')).toBeTruthy());
    expect(screen.getByText('2 unread alerts')).toBeTruthy();

    await userEvent.click(bell);
    const dex = screen.getByRole('link', { name: 'New signal on Pepe (PEPE)' });
    expect(dex.getAttribute('href')).toMatch(/^https:\/\/dexscreener\.com\/ethereum\/0x/);
    expect(dex.getAttribute('rel')).toBe('noopener noreferrer');
    const cex = screen.getByRole('link', { name: '3 influencer trades on Bitcoin (BTC)' });
    expect(cex.getAttribute('href')).toBe('/top-holdings-cex/BTC');
    const cluster = screen.getByRole('link', {
      name: '6 smart-money wallets bought SOL in the last 4 hours',
    });
    expect(cluster.getAttribute('href')).toBe('/top-holdings-cex/SOL');

    await userEvent.click(screen.getByRole('button', { name: 'Mark all read' }));
    await waitFor(() => expect(readBodies).toEqual([{}]));
    expect(screen.queryByText('2 unread alerts')).toBeNull();
    expect(bell.getAttribute('aria-describedby')).toBeNull();
  });

  it('shows no alert section signed out', async () => {
    resetSharedApiState();
    renderBell();
    await userEvent.click(screen.getByRole('button', { name: 'Notifications' }));
    expect(screen.queryByText('Alerts on favourites')).toBeNull();
  });
});
