import { configureApi, useNotificationStore } from '@flowscope/shared-api';
import { PATHS } from '@flowscope/shared-api/contract';
import { renderScreen, screenApi } from '@flowscope/shared-api/testing';
import { mockBackendPerTest } from '@flowscope/mock-api/testing';
import { columnHeaders, findLoadedTable, pasteInto } from '@flowscope/shared-ui/testing';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import TopHoldingsDexScreen from './TopHoldingsDexScreen.tsx';

const CALL = PATHS.dexTopHolders;
const backend = mockBackendPerTest();
const { signIn } = screenApi(backend);

type Payload = Record<string, unknown>;

function show(url = '/top-holdings-dex') {
  return renderScreen(TopHoldingsDexScreen, { url, routePath: '/top-holdings-dex' });
}

const payloads = () => backend.callsTo(CALL).map((call) => call.body as Payload);
const lastPayload = (): Payload => payloads().at(-1) ?? {};
const summary = () => screen.queryByRole('region', { name: 'Debug filter summary' });

const loadedTable = () => findLoadedTable('Top Holdings');

describe('Top Holdings DEX', () => {
  it('shows the spec columns and calls /dex_top_holders with the spec defaults', async () => {
    show();
    expect(await screen.findByRole('heading', { level: 1, name: 'Top Holdings' })).toBeTruthy();
    const grid = await loadedTable();
    expect(columnHeaders(grid)).toEqual([
      '#',
      'Token',
      'Ticker',
      'Score',
      'Holdings',
      'Holdings vs Market Cap',
      'Market Cap',
      'SMW In',
      // The market essentials come after the spec's columns (volume waits in 'Columns').
      'Price',
      '24h %',
      'Liquidity',
      'Holders',
      'Risk',
      'Holdings trend',
    ]);
    expect(payloads()).toEqual([{ user_id: 0, min_cap: 0, max_cap: 99999999999999 }]);
    // No time tabs on holdings; pagination below the table.
    expect(screen.queryByRole('tablist', { name: 'Time period' })).toBeNull();
    expect(screen.getByRole('navigation', { name: 'Top Holdings pages' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Network' }).textContent).toBe('All Networks');
  });

  it('sends the network and the caps, each change going back to page 1', async () => {
    const view = show('/top-holdings-dex?page=2');
    await loadedTable();
    fireEvent.click(screen.getByRole('combobox', { name: 'Network' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Ethereum' }));
    await waitFor(() => expect(lastPayload()).toMatchObject({ filter_network: 'ethereum' }));
    expect(view.location.current).toBe('/top-holdings-dex?network=ethereum');
    await waitFor(() => {
      const rows = within(screen.getByRole('table', { name: 'Top Holdings' }))
        .getAllByRole('row')
        .slice(1);
      // A signed-out visitor's top rows are locked: '***' and no network.
      const unlocked = rows.filter((row) => within(row).queryAllByText('***').length === 0);
      expect(unlocked.length).toBeGreaterThan(0);
      for (const row of unlocked) {
        expect(row.querySelector('[data-network]')?.getAttribute('data-network')).toBe('ethereum');
      }
    });

    await pasteInto('Min market cap', '5000000');
    await pasteInto('Max market cap', '800000000');
    await waitFor(
      () =>
        expect(lastPayload()).toEqual({
          user_id: 0,
          min_cap: 5_000_000,
          max_cap: 800_000_000,
          filter_network: 'ethereum',
        }),
      { timeout: 10_000 },
    );
  });

  it('in development mode, sums up the active filters, results and page x of y', async () => {
    show('/top-holdings-dex?network=solana&min=1000&page=2');
    await loadedTable();
    const box = summary();
    if (!box) throw new Error('no debug summary');
    const value = (label: string) =>
      within(box).getByText(`${label}:`).nextElementSibling?.textContent;
    expect(value('Search')).toBe('—');
    expect(value('Min cap')).toBe('1,000');
    expect(value('Max cap')).toBe('—');
    expect(value('Network')).toBe('Solana');
    const count = Number(value('Results')?.replace(/,/g, ''));
    expect(count).toBeGreaterThan(10);
    expect(within(box).getByText(`page 2 of ${Math.ceil(count / 10)}`)).toBeTruthy();

    await userEvent.click(screen.getByRole('searchbox', { name: 'Search' }));
    await userEvent.paste('zzzz-no-such-token');
    await waitFor(() => expect(value('Results')).toBe('0'), { timeout: 10_000 });
    expect(value('Search')).toBe('zzzz-no-such-token');
    expect(within(box).getByText('page 1 of 1')).toBeTruthy();
    expect(await screen.findByText('Žádná data k zobrazení')).toBeTruthy();
  });

  it('shows no debug summary in production', async () => {
    configureApi({ apiBaseUrl: '', apiVersion: '', mode: 'production' });
    show();
    await loadedTable();
    expect(summary()).toBeNull();
  });

  it('shows the star to signed-in traders only, and toggles the DEX favourite', async () => {
    show();
    const anonymous = await loadedTable();
    expect(within(anonymous).queryAllByRole('button', { name: /favorites$/ })).toHaveLength(0);
    cleanup();
    await signIn('premium');
    show();
    const grid = await loadedTable();
    const star = within(grid).getAllByRole('button', { name: /^Add .* to favorites$/ })[0];
    const name = /^Add (.*) to favorites$/.exec(star?.getAttribute('aria-label') ?? '')?.[1];
    await userEvent.click(star as HTMLElement);
    await waitFor(() => expect(backend.callsTo(PATHS.addDexFavorite)).toHaveLength(1));
    const body = backend.callsTo(PATHS.addDexFavorite)[0]?.body as Payload;
    expect(Object.keys(body).sort()).toEqual(['address', 'network', 'token_name', 'user_id']);
    expect(body.token_name).toBe(name);
    const starred = await within(grid).findByRole('button', {
      name: `Remove ${name} from favorites`,
    });
    await userEvent.click(starred);
    await waitFor(() => expect(backend.callsTo(PATHS.removeDexFavorite)).toHaveLength(1));
    expect(backend.callsTo(PATHS.removeDexFavorite)[0]?.body).toEqual(body);
  });

  it('a free trader who stars a token is sent to /premium', async () => {
    await signIn('free');
    const view = show();
    const grid = await loadedTable();
    await userEvent.click(
      within(grid).getAllByRole('button', { name: /^Add .* to favorites$/ })[0] as HTMLElement,
    );
    expect(await screen.findByRole('heading', { name: 'Get Premium' })).toBeTruthy();
    await waitFor(() => expect(view.location.current).toBe('/premium'));
  });

  it('an API failure shows the error box and notification, and Retry recovers', async () => {
    const outage = backend.failNext(CALL, 503);
    show();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Failed to load DEX data')).toBeTruthy();
    expect(useNotificationStore.getState().notifications[0]).toMatchObject({
      type: 'error',
      title: 'Failed to Load DEX Holders Data',
      message: 'Server error occurred',
    });
    outage.restore();
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await loadedTable();
  });
});
