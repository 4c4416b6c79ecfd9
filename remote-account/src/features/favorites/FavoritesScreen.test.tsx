import { act, renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  addCexFavorite,
  configureOAuth,
  removeCexFavorite,
  resetOAuthConfig,
  useFavoriteToggle,
  useNotificationStore,
} from '@flowscope/shared-api';
import { PATHS } from '@flowscope/shared-api/contract';
import { queryWrapper, renderScreen, signInThroughMockApi } from '@flowscope/shared-api/testing';
import { mockBackendPerTest } from '@flowscope/mock-api/testing';
import FavoritesScreen from './FavoritesScreen.tsx';

const backend = mockBackendPerTest();
afterEach(() => resetOAuthConfig());

function show(url = '/favorites') {
  return renderScreen(FavoritesScreen, { url, routePath: '/favorites' });
}

/** Signs the premium trader in and stores `cex` coins and `dex` tokens as their favourites. */
async function premiumWith(cex: number, dex: number) {
  const { userId } = await signInThroughMockApi(backend.handler, 'premium');
  const market = backend.api.market();
  const now = Date.now();
  const coins = market.venueTokens.cex.slice(0, cex);
  const tokens = market.venueTokens.dex.filter((token) => token.address && token.network);
  for (const token of coins) backend.api.store.favorites.addCex(userId, token.ticker, now);
  for (const token of tokens.slice(0, dex)) {
    backend.api.store.favorites.addDex(
      userId,
      { network: token.network ?? '', address: token.address ?? '' },
      now,
    );
  }
  return { userId, coins };
}

const table = (name: 'CEX Favorites' | 'DEX Favorites') =>
  screen.findByRole('table', { name }, { timeout: 5000 });

const bodyRows = (grid: HTMLElement) =>
  within(grid)
    .getAllByRole('row')
    .filter((row) => within(row).queryAllByRole('cell').length > 1);

const headers = (grid: HTMLElement) =>
  within(grid)
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent?.replace(/[↕↑↓▲▼]/g, '').trim());

const notices = () =>
  useNotificationStore.getState().notifications.map((n) => [n.type, n.title, n.message]);

describe('Favorites', () => {
  it('signed out: the sign-in prompt, no favourites call, and Connect Wallet opens the Discord sign-in', async () => {
    configureOAuth({
      clientId: '100000000000000001',
      redirectUri: 'http://localhost:3000/auth/discord/callback',
      authorizeUrl: 'http://localhost:3000/api/oauth2/authorize',
    });
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    show();
    expect(screen.getByRole('heading', { level: 1, name: 'Favorites' })).toBeTruthy();
    expect(
      screen.getByRole('heading', { name: 'To setup the alerts you need to be logged' }),
    ).toBeTruthy();
    expect(screen.getAllByRole('listitem').length).toBeGreaterThanOrEqual(3);
    expect(screen.queryByRole('table')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Connect Wallet' }));
    const url = new URL(String(open.mock.calls[0]?.[0]));
    expect(`${url.origin}${url.pathname}`).toBe('http://localhost:3000/api/oauth2/authorize');
    expect(url.searchParams.get('client_id')).toBe('100000000000000001');
    expect(backend.callsTo(PATHS.cexFavorites)).toHaveLength(0);
    expect(backend.callsTo(PATHS.dexFavorites)).toHaveLength(0);
  });

  it('shows both sections with the spec columns, links, proportional score bars and 10 rows a page', async () => {
    await premiumWith(12, 2);
    show();
    expect(await screen.findByRole('heading', { level: 2, name: 'CEX Favorites' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'DEX Favorites' })).toBeTruthy();
    const cex = await table('CEX Favorites');
    await waitFor(() => expect(bodyRows(cex)).toHaveLength(10));
    expect(headers(cex)).toEqual([
      '#',
      'Token',
      'Score',
      'Market Cap',
      'Holdings',
      'SMW Holding',
      // The market essentials after the spec's columns (24h Volume waits in 'Columns').
      'Price',
      '24h %',
      'Remove',
      'Current',
      '1d',
      '7d',
      '30d',
    ]);
    const dex = await table('DEX Favorites');
    await waitFor(() => expect(bodyRows(dex)).toHaveLength(2));
    expect(headers(dex)).toContain('Network');
    expect(backend.callsTo(PATHS.cexFavorites)[0]?.body).toEqual({
      user_id: '180000000000000001',
    });

    // A CEX coin's name opens its page in the app; its perpetuals are the small link beside it.
    const [firstRow] = bodyRows(cex);
    const coinLink = within(firstRow as HTMLElement).getByRole('link', { name: /token page$/ });
    expect(coinLink.getAttribute('href')).toMatch(/^\/top-holdings-cex\/[A-Z0-9]+$/);
    expect(coinLink.getAttribute('target')).toBeNull();
    const trade = within(firstRow as HTMLElement).getByRole('link', {
      name: /^Trade [A-Z0-9]+ perpetuals on the exchange \(opens in a new tab\)$/,
    });
    expect(trade.getAttribute('href')).toMatch(/^https:\/\/www\.binance\.com\/en\/futures\//);
    expect(trade.getAttribute('target')).toBe('_blank');
    expect(trade.getAttribute('rel')).toBe('noopener noreferrer');
    const dexLink = within(dex).getAllByRole('link')[0];
    // A DEX token's name opens its in-app page (which links on to the chart site).
    expect(dexLink?.getAttribute('href')).toMatch(/^\/token\/dex\/[a-z]+\/\w+$/);

    // Each bar is green from 0 up and red below, sized against its column's largest value.
    const bars = [...cex.querySelectorAll<HTMLElement>('[data-tone]')];
    expect(bars.length).toBe(40);
    for (const bar of bars) {
      const value = Number(bar.closest('td')?.textContent);
      expect(bar.dataset.tone).toBe(value < 0 ? 'attention' : 'positive');
      expect(Number(bar.dataset.width)).toBeLessThanOrEqual(100);
    }
    expect(bars.some((bar) => bar.dataset.width === '100.00')).toBe(true);
  });

  it('keeps each table’s sort and page in the URL under its own keys', async () => {
    await premiumWith(12, 12);
    const view = show();
    const cex = await table('CEX Favorites');
    const dex = await table('DEX Favorites');
    await waitFor(() => expect(bodyRows(dex)).toHaveLength(10));
    const dexFirst = bodyRows(dex)[0]?.textContent;

    const cexPages = screen.getByRole('navigation', { name: 'CEX Favorites pages' });
    await userEvent.click(within(cexPages).getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(bodyRows(cex)).toHaveLength(2));
    expect(view.location.current).toBe('/favorites?cex.page=2');
    expect(bodyRows(dex)[0]?.textContent).toBe(dexFirst);

    await userEvent.click(within(dex).getByRole('button', { name: /^Holdings/ }));
    expect(view.location.current).toMatch(/dex\.sort=holdingsFormatted&dex\.dir=desc/);
    expect(view.location.current).toMatch(/cex\.page=2/);
    expect(bodyRows(cex)).toHaveLength(2);
    expect(
      within(cex)
        .getByRole('columnheader', { name: /Holdings/ })
        .getAttribute('aria-sort'),
    ).toBe('none');
  });

  it('restores both tables from a shared link', async () => {
    await premiumWith(12, 12);
    show('/favorites?cex.page=2&dex.size=20&dex.sort=score&dex.dir=asc');
    const cex = await table('CEX Favorites');
    const dex = await table('DEX Favorites');
    await waitFor(() => expect(bodyRows(cex)).toHaveLength(2));
    await waitFor(() => expect(bodyRows(dex)).toHaveLength(12));
    expect(bodyRows(cex)[0]?.textContent?.startsWith('11')).toBe(true);
    const scores = bodyRows(dex).map((row) => Number(row.querySelectorAll('td')[3]?.textContent));
    expect(scores).toEqual([...scores].sort((a, b) => a - b));
  });

  it('says so when there are no favourites', async () => {
    await premiumWith(0, 0);
    show();
    const cex = await table('CEX Favorites');
    expect(await within(cex).findByText('No cex favorites found')).toBeTruthy();
    const dex = await table('DEX Favorites');
    expect(await within(dex).findByText('No dex favorites found')).toBeTruthy();
  });

  it("a failed load is the spec's notification and an empty table, and Retry loads it", async () => {
    await premiumWith(3, 0);
    const outage = backend.failNext(PATHS.cexFavorites, 500);
    show();
    const cex = await table('CEX Favorites');
    expect(await within(cex).findByText('No cex favorites found')).toBeTruthy();
    expect(notices()).toContainEqual([
      'error',
      'Failed to Load CEX Favorites',
      'Server error occurred',
    ]);
    outage.restore();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(async () => expect(bodyRows(await table('CEX Favorites'))).toHaveLength(3));
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it("when neither market loads it says 'Failed to Load Favorites' once, and Retry loads both", async () => {
    await premiumWith(3, 2);
    const cexOutage = backend.failNext(PATHS.cexFavorites, 500);
    const dexOutage = backend.failNext(PATHS.dexFavorites, 500);
    show();
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(within(alert).getByText('Failed to Load Favorites')).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'CEX Favorites' })).toBeNull();
    cexOutage.restore();
    dexOutage.restore();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(async () => expect(bodyRows(await table('CEX Favorites'))).toHaveLength(3));
    expect(bodyRows(await table('DEX Favorites'))).toHaveLength(2);
    expect(screen.queryByText('Failed to Load Favorites')).toBeNull();
  });

  it('Remove takes the row out at once, says so, and moves focus to the next row’s Remove', async () => {
    const { coins } = await premiumWith(3, 0);
    show();
    const cex = await table('CEX Favorites');
    await waitFor(() => expect(bodyRows(cex)).toHaveLength(3));
    const removes = within(cex).getAllByRole('button', { name: /^Remove .* from favorites$/ });
    const first = removes[0] as HTMLElement;
    const second = removes[1] as HTMLElement;
    const removedName = /^Remove (.*) from favorites$/.exec(
      first.getAttribute('aria-label') ?? '',
    )?.[1];
    await userEvent.click(first);
    expect(bodyRows(cex)).toHaveLength(2);
    expect(document.activeElement).toBe(second);
    await waitFor(() => expect(backend.callsTo(PATHS.removeCexFavorite)).toHaveLength(1));
    const sent = backend.callsTo(PATHS.removeCexFavorite)[0]?.body as { coin: string };
    expect(coins.map((token) => token.ticker)).toContain(sent.coin);
    await waitFor(() =>
      expect(notices()).toContainEqual([
        'success',
        'Removed from Favorites',
        `${removedName} removed from favorites`,
      ]),
    );
    expect(bodyRows(cex)).toHaveLength(2);
  });

  it('removing the last row moves focus to the table, never the page body', async () => {
    await premiumWith(1, 0);
    show();
    const cex = await table('CEX Favorites');
    await waitFor(() => expect(bodyRows(cex)).toHaveLength(1));
    await userEvent.click(within(cex).getByRole('button', { name: /^Remove .* from favorites$/ }));
    expect(within(cex).getByText('No cex favorites found')).toBeTruthy();
    expect(document.activeElement?.getAttribute('role')).toBe('region');
  });

  it("a failed remove puts the row back with 'Could not remove {token} from favorites'", async () => {
    await premiumWith(2, 0);
    show();
    const cex = await table('CEX Favorites');
    await waitFor(() => expect(bodyRows(cex)).toHaveLength(2));
    backend.failNext(PATHS.removeCexFavorite, 500);
    const remove = within(cex).getAllByRole('button', { name: /^Remove .* from favorites$/ })[0];
    const name = /^Remove (.*) from favorites$/.exec(remove?.getAttribute('aria-label') ?? '')?.[1];
    await userEvent.click(remove as HTMLElement);
    await waitFor(() =>
      expect(notices()).toContainEqual([
        'error',
        'Failed to Remove from Favorites',
        `Could not remove ${name} from favorites`,
      ]),
    );
    expect(bodyRows(cex)).toHaveLength(2);
    expect(bodyRows(cex)[0]?.textContent).toContain(name);
  });

  it('a favourite starred on another screen shows here without reopening the page', async () => {
    await premiumWith(1, 0);
    const { queryClient } = show();
    const cex = await table('CEX Favorites');
    await waitFor(() => expect(bodyRows(cex)).toHaveLength(1));
    const other = backend.api.market().venueTokens.cex[5];
    if (!other) throw new Error('no coin');
    // What any screen's star does: the shared toggle, on the same page cache.
    const { result } = renderHook(
      () =>
        useFavoriteToggle({
          marketOf: () => 'cex',
          add: addCexFavorite,
          remove: removeCexFavorite,
          onPremiumRequired: () => undefined,
        }),
      { wrapper: queryWrapper(queryClient).wrapper },
    );
    await act(async () => {
      expect(await result.current({ tokenName: other.name, coin: other.ticker }, false)).toBe(true);
    });
    await waitFor(() => expect(bodyRows(cex)).toHaveLength(2));
    expect(within(cex).getByText(other.name)).toBeTruthy();
  });
});
