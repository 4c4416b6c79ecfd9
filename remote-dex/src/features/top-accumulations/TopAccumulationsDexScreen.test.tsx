import { useNotificationStore } from '@flowscope/shared-api';
import { PATHS } from '@flowscope/shared-api/contract';
import { expectWindowHours, renderScreen, screenApi } from '@flowscope/shared-api/testing';
import { mockBackendPerTest } from '@flowscope/mock-api/testing';
import { columnHeaders, enterAtOnce, findLoadedTable } from '@flowscope/shared-ui/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import TopAccumulationsDexScreen from './TopAccumulationsDexScreen.tsx';

const CALL = PATHS.dexTopAccumulations;
const backend = mockBackendPerTest();
const { signIn, rewriteRecords, rewriteAnswer } = screenApi(backend);

type Payload = Record<string, unknown>;
interface ApiRow {
  token_name: string | null;
  ticker: string | null;
  favorites: boolean;
  market_cap: number | null;
  days_old: number;
  network: string;
  address: string | null;
}

function show(url = '/top-accumulations-dex') {
  return renderScreen(TopAccumulationsDexScreen, { url, routePath: '/top-accumulations-dex' });
}

const payloads = () => backend.callsTo(CALL).map((call) => call.body as Payload);
const lastPayload = (): Payload => payloads().at(-1) ?? {};

const loadedTable = () => findLoadedTable('Top Accumulations');

const dataRows = (grid: HTMLElement) => within(grid).getAllByRole('row').slice(1);
/** A signed-out visitor's top rows are locked: '***', no network, no figures. */
const isLocked = (row: HTMLElement) => within(row).queryAllByText('***').length > 0;
const unlockedRows = (grid: HTMLElement) => dataRows(grid).filter((row) => !isLocked(row));

/** Lets mock-api answer, then rewrites the rows of its answer to the accumulations call. */
const rewriteRows = (rewrite: (rows: ApiRow[]) => ApiRow[]) =>
  rewriteRecords<ApiRow>(CALL, rewrite);

async function chooseNetwork(name: string) {
  fireEvent.click(screen.getByRole('combobox', { name: 'Network' }));
  fireEvent.click(await screen.findByRole('option', { name }));
}

describe('Top Accumulations DEX', () => {
  it('shows the spec columns with rows, on the 24h window, with the default payload', async () => {
    show();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Top Accumulations' }),
    ).toBeTruthy();
    const grid = await loadedTable();
    expect(columnHeaders(grid)).toEqual([
      '#',
      'Token',
      'Ticker',
      'Score',
      'Netflow',
      'Netflow vs Cap %',
      'Market Cap',
      'Avg Entry Price',
      'Wallets',
      'SMW Change',
      'Days Old',
      // The market essentials come after the spec's columns (liquidity, holders and volume
      // wait in 'Columns').
      'Price',
      '24h %',
      'Risk',
      'Netflow trend',
    ]);
    expect(payloads()).toHaveLength(1);
    const payload = lastPayload();
    expect(Object.keys(payload).sort()).toEqual([
      'from_datetime',
      'max_market_cap',
      'min_market_cap',
      'token_filter',
      'user_id',
    ]);
    expect(payload).toMatchObject({
      user_id: 0,
      token_filter: 'top_accumulations',
      min_market_cap: 10,
      max_market_cap: 1e10,
    });
    expectWindowHours(payload, 24);
    expect(screen.getByRole('combobox', { name: 'Network' }).textContent).toBe('Any network');
    expect((screen.getByLabelText('Token filter') as HTMLSelectElement).value).toBe(
      'top_accumulations',
    );
  });

  it('links each token to its in-app page by network and address; masked rows get no link', async () => {
    show();
    const grid = await loadedTable();
    const rows = dataRows(grid);
    // Anonymous visitors see the best three rows anonymised.
    for (const row of rows.slice(0, 3)) {
      expect(within(row).getAllByText('***').length).toBeGreaterThan(0);
      expect(within(row).queryByRole('link')).toBeNull();
    }
    const link = within(rows[3] as HTMLElement).getByRole('link', { name: /token page$/ });
    expect(link.getAttribute('href')).toMatch(
      /^\/token\/dex\/[a-z]+\/(0x[0-9a-f]{40}|[1-9A-HJ-NP-Za-km-z]{32,44})$/,
    );
    // The app's own page opens in place.
    expect(link.getAttribute('target')).toBeNull();
    const network = /^\/token\/dex\/([a-z]+)\//.exec(link.getAttribute('href') ?? '')?.[1];
    // The Wallets count opens the smart-money wallets behind the row, on the list's period.
    const address = /\/(\w+)$/.exec(link.getAttribute('href') ?? '')?.[1] ?? '';
    const wallets = within(rows[3] as HTMLElement).getByRole('link', { name: /^Wallets: \d+/ });
    const walletsUrl = new URL(wallets.getAttribute('href') ?? '', 'https://app.test');
    expect(walletsUrl.pathname).toBe(`/research/token/dex/${network}:${address}/wallets`);
    expect(walletsUrl.searchParams.get('list')).toBe('accumulations');
    expect(walletsUrl.searchParams.get('period')).toBe('24h');
    expect(rows[3]?.querySelector(`[data-network="${network}"]`)).not.toBeNull();
  });

  it('choosing a network sends filter_network, keeps it in the URL, and every row is on it', async () => {
    const view = show();
    await loadedTable();
    await chooseNetwork('Solana');
    await waitFor(() => expect(lastPayload()).toMatchObject({ filter_network: 'solana' }));
    expect(view.location.current).toBe('/top-accumulations-dex?network=solana');
    const grid = screen.getByRole('table', { name: 'Top Accumulations' });
    await waitFor(() => {
      const rows = unlockedRows(grid);
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) {
        expect(row.querySelector('[data-network]')?.getAttribute('data-network')).toBe('solana');
      }
      for (const row of dataRows(grid).filter(isLocked)) {
        expect(row.querySelector('[data-network]')).toBeNull();
      }
    });

    await chooseNetwork('Any network');
    await waitFor(() => expect(payloads()).toHaveLength(3));
    expect(lastPayload()).not.toHaveProperty('filter_network');
    expect(view.location.current).toBe('/top-accumulations-dex');
  });

  it('sends the token filter and shows only seedling rows for fresh tokens', async () => {
    const view = show('/top-accumulations-dex?page=2');
    await loadedTable();
    fireEvent.change(screen.getByLabelText('Token filter'), { target: { value: 'fresh_tokens' } });
    await waitFor(() => expect(lastPayload()).toMatchObject({ token_filter: 'fresh_tokens' }));
    // A filter change starts the table at page 1.
    expect(view.location.current).toBe('/top-accumulations-dex?tokenFilter=fresh_tokens');
    const grid = screen.getByRole('table', { name: 'Top Accumulations' });
    await waitFor(() => {
      const rows = unlockedRows(grid);
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) {
        expect(within(row).getByRole('img', { name: 'Fresh Token' })).toBeTruthy();
        expect(within(row).queryByRole('img', { name: 'Young Token' })).toBeNull();
      }
    });
  });

  it('marks a seedling at up to 1 day and a leaf over 1 and up to 7 days', async () => {
    const ages = [0.25, 1, 1.5, 7, 7.5, 30];
    rewriteRows((rows) => rows.map((row, index) => ({ ...row, days_old: ages[index] ?? 40 })));
    // Signed in, so no row is a locked preview row.
    await signIn('premium');
    show();
    const grid = await loadedTable();
    const markers = dataRows(grid)
      .slice(0, ages.length)
      .map((row) => row.querySelector('[data-age]')?.getAttribute('data-age') ?? 'none');
    expect(markers).toEqual(['fresh', 'fresh', 'young', 'young', 'none', 'none']);
    const daysOldAt = columnHeaders(grid).findIndex((label) => label === 'Days Old');
    const daysOldCells = dataRows(grid)
      .slice(0, 3)
      .map((row) => within(row).getAllByRole('cell')[daysOldAt]?.textContent);
    expect(daysOldCells).toEqual(['0.25', '1', '1.5']);
  });

  it('sends the caps after the 500 ms pause and leaves capping to the API', async () => {
    rewriteRows((rows) =>
      rows.map((row, index) => (index === 5 ? { ...row, market_cap: 5 } : row)),
    );
    show();
    const grid = await loadedTable();
    const before = payloads().length;
    // Both entered at once: whether one request follows must not hang on the machine's speed.
    enterAtOnce({ 'Min market cap': '1000000', 'Max market cap': '90000000000' });
    // Nothing goes out before the pause is over (the request would be out by now without it).
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(payloads().length).toBe(before);
    await waitFor(
      () =>
        expect(lastPayload()).toMatchObject({ min_market_cap: 1_000_000, max_market_cap: 9e10 }),
      { timeout: 10_000 },
    );
    expect(payloads().slice(before)).toHaveLength(1);
    // A row the API answered below the cap stays: the client does not filter caps itself.
    await waitFor(() => expect(within(grid).getAllByText('$5.00').length).toBeGreaterThan(0));
  });

  it('asks for the 30-day window on the 30d tab', async () => {
    const view = show();
    await loadedTable();
    await userEvent.click(screen.getByRole('tab', { name: '30d' }));
    await waitFor(() => {
      expectWindowHours(lastPayload(), 720);
    });
    expect(view.location.current).toBe('/top-accumulations-dex?period=30d');
  });

  it('restores network, token filter and sort from a shared link', async () => {
    show('/top-accumulations-dex?network=base&tokenFilter=young_tokens&sort=daysOld&dir=asc');
    const grid = await screen.findByRole('table', { name: 'Top Accumulations' });
    await waitFor(() => expect(payloads()).toHaveLength(1));
    expect(lastPayload()).toMatchObject({ filter_network: 'base', token_filter: 'young_tokens' });
    expect(screen.getByRole('combobox', { name: 'Network' }).textContent).toMatch(/Base$/);
    expect(
      within(grid)
        .getByRole('columnheader', { name: /Days Old/ })
        .getAttribute('aria-sort'),
    ).toBe('ascending');
  });

  it('a premium trader stars a token with its name, address and network, and unstars it', async () => {
    await signIn('premium');
    show();
    const grid = await loadedTable();
    const star = within(grid).getAllByRole('button', { name: /^Add .* to favorites$/ })[0];
    const name = /^Add (.*) to favorites$/.exec(star?.getAttribute('aria-label') ?? '')?.[1];
    const row = star?.closest('tr') as HTMLElement;
    const href =
      within(row)
        .getByRole('link', { name: /token page$/ })
        .getAttribute('href') ?? '';
    const [, network, address] = /^\/token\/dex\/([a-z]+)\/(\w+)$/.exec(href) ?? [];
    await userEvent.click(star as HTMLElement);
    await waitFor(() => expect(backend.callsTo(PATHS.addDexFavorite)).toHaveLength(1));
    expect(backend.callsTo(PATHS.addDexFavorite)[0]?.body).toEqual({
      user_id: '180000000000000001',
      token_name: name,
      address,
      network,
    });
    const starred = await within(grid).findByRole('button', {
      name: `Remove ${name} from favorites`,
    });
    expect(starred.getAttribute('aria-pressed')).toBe('true');

    await userEvent.click(starred);
    await waitFor(() => expect(backend.callsTo(PATHS.removeDexFavorite)).toHaveLength(1));
    expect(backend.callsTo(PATHS.removeDexFavorite)[0]?.body).toMatchObject({ address, network });
    expect(
      await within(grid).findByRole('button', { name: `Add ${name} to favorites` }),
    ).toBeTruthy();
  });

  it('shows no star on an anonymised row, even signed in', async () => {
    rewriteRows((rows) =>
      rows.map((row, index) =>
        index === 0 ? { ...row, token_name: '***', ticker: '***', address: null } : row,
      ),
    );
    await signIn('premium');
    show();
    const grid = await loadedTable();
    const [first, second] = dataRows(grid);
    expect(within(first as HTMLElement).queryByRole('button', { name: /favorites$/ })).toBeNull();
    expect(within(first as HTMLElement).queryByRole('link')).toBeNull();
    expect(within(second as HTMLElement).getByRole('button', { name: /favorites$/ })).toBeTruthy();
  });

  it('a free trader who stars a token is sent to /premium', async () => {
    await signIn('free');
    const view = show();
    const grid = await loadedTable();
    const stars = within(grid).getAllByRole('button', { name: /^Add .* to favorites$/ });
    await userEvent.click(stars[0] as HTMLElement);
    expect(await screen.findByRole('heading', { name: 'Get Premium' })).toBeTruthy();
    await waitFor(() => expect(view.location.current).toBe('/premium'));
  });

  it('reloads for the trader who signs in', async () => {
    show();
    await loadedTable();
    await signIn('premium');
    await waitFor(() => expect(payloads()).toHaveLength(2));
    expect(lastPayload()).toMatchObject({ user_id: '180000000000000001' });
  });

  it('an API failure shows the DEX error box and notification, and Retry recovers', async () => {
    const outage = backend.failNext(CALL, 500);
    show();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Failed to load DEX data')).toBeTruthy();
    expect(within(alert).getByText('Server error occurred')).toBeTruthy();
    expect(useNotificationStore.getState().notifications[0]).toMatchObject({
      type: 'error',
      title: 'Failed to Load DEX Data',
    });
    outage.restore();
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await loadedTable();
  });

  it("an answer that makes no sense is the spec's 'DEX Data Error', not a failed load", async () => {
    rewriteAnswer(
      CALL,
      () =>
        new Response(JSON.stringify({ result: 'ok', data: 'not a list of tokens' }), {
          headers: { 'content-type': 'application/json' },
        }),
    );
    show();
    expect(await screen.findByRole('alert')).toBeTruthy();
    await waitFor(() =>
      expect(useNotificationStore.getState().notifications[0]).toMatchObject({
        type: 'error',
        title: 'DEX Data Error',
      }),
    );
  });
});
