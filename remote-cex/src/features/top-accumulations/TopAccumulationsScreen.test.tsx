import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { PATHS } from '@flowscope/shared-api/contract';
import {
  expectWindowHours,
  renderScreen,
  signInThroughMockApi,
} from '@flowscope/shared-api/testing';
import { mockBackendPerTest } from '@flowscope/mock-api/testing';
import { enterAtOnce } from '@flowscope/shared-ui/testing';
import TopAccumulationsScreen from './TopAccumulationsScreen.tsx';
import { useHiddenTokens } from './hidden-tokens.ts';

const backend = mockBackendPerTest();
afterEach(() => {
  useHiddenTokens.getState().showAll();
});

function show(url = '/top-accumulations') {
  return renderScreen(TopAccumulationsScreen, { url, routePath: '/top-accumulations' });
}

function lastPayload(): Record<string, unknown> {
  const call = backend.callsTo(PATHS.cexTopAccumulations).at(-1);
  if (!call) throw new Error('no call to /cex_top_accumulations');
  return call.body as Record<string, unknown>;
}

async function table() {
  return screen.findByRole('table', { name: 'Top Accumulations' });
}

describe('Top Accumulations CEX', () => {
  it('shows the spec columns with rows from the API, on the 24h window, as user 0 when anonymous', async () => {
    show();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Top Accumulations' }),
    ).toBeTruthy();
    const grid = await table();
    // Sortable headers carry a sort glyph after the label.
    const headers = within(grid)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent?.replace(/[↕↑↓▲▼]/g, '').trim());
    expect(headers).toEqual([
      '#',
      'Coin',
      'SMW Change',
      'Score',
      'Netflow',
      'Netflow vs Cap %',
      'Longs Netflow',
      'Shorts Netflow',
      'Avg Long Entry',
      'Avg Short Entry',
      // The market essentials come after the spec's columns (24h Volume waits in 'Columns').
      'Price',
      '24h %',
      'Netflow trend',
      'Actions',
    ]);
    await waitFor(() => expect(within(grid).getAllByRole('row').length).toBe(11));
    const payload = lastPayload();
    expect(payload).toMatchObject({
      user_id: 0,
      token_filter: 'top_accumulations',
      min_market_cap: 10,
      max_market_cap: 1e10,
    });
    expectWindowHours(payload, 24);
    expect(payload).not.toHaveProperty('to_datetime');
    // No docs site configured: the app's own page on this screen.
    expect(
      screen.getByRole('link', { name: 'Learn More about Top Accumulations' }).getAttribute('href'),
    ).toBe('/docs/top-accumulations');
  });

  it('switching 24h to 30d asks for the 30-day window and keeps it in the URL', async () => {
    const view = show();
    await table();
    await userEvent.click(screen.getByRole('tab', { name: '30d' }));
    await waitFor(() => {
      expectWindowHours(lastPayload(), 720);
    });
    expect(view.location.current).toBe('/top-accumulations?period=30d');
  });

  it('sends market caps as whole dollars after the 500 ms pause, never half-typed', async () => {
    show();
    await table();
    const before = backend.callsTo(PATHS.cexTopAccumulations).length;
    // Both entered at once: whether one request follows must not hang on the machine's speed.
    enterAtOnce({ 'Min market cap': '1,000,000.5', 'Max market cap': '90b' });
    // Nothing goes out before the pause is over (the request would be out by now without it).
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(backend.callsTo(PATHS.cexTopAccumulations).length).toBe(before);
    await waitFor(
      () =>
        expect(lastPayload()).toMatchObject({
          min_market_cap: 1000001,
          max_market_cap: 90000000000,
        }),
      // The 500 ms pause plus a render, with room for a busy machine.
      { timeout: 10_000 },
    );
    const sent = backend.callsTo(PATHS.cexTopAccumulations).slice(before);
    // One call for both fields.
    expect(sent).toHaveLength(1);
    for (const call of sent)
      expect((call.body as { min_market_cap: number }).min_market_cap).toBe(1000001);
  });

  it('restores a shared view from the URL: period, sort and page', async () => {
    show('/top-accumulations?period=7d&sort=score&dir=desc&page=2');
    const grid = await table();
    await waitFor(() => expect(within(grid).getAllByRole('row').length).toBe(11));
    expect(
      within(grid).getByRole('columnheader', { name: /Score/ }).getAttribute('aria-sort'),
    ).toBe('descending');
    expect(within(grid).getAllByRole('row')[1]?.textContent?.startsWith('11')).toBe(true);
    expectWindowHours(lastPayload(), 168);
  });

  it('filters the loaded list by text without calling the API again', async () => {
    show();
    const grid = await table();
    await waitFor(() => expect(within(grid).getAllByRole('row').length).toBe(11));
    const before = backend.callsTo(PATHS.cexTopAccumulations).length;
    await userEvent.click(screen.getByRole('searchbox', { name: 'Search' }));
    await userEvent.paste('zzzz-no-such-coin');
    expect(
      await within(grid).findByText('Žádná data nenalezena', {}, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(backend.callsTo(PATHS.cexTopAccumulations).length).toBe(before);
  });

  it('a signed-in premium trader favourites a coin; the star shows it after the silent reload', async () => {
    await signInThroughMockApi(backend.handler, 'premium');
    show();
    const grid = await table();
    const star = (await within(grid).findAllByRole('button', { name: /^Add .* to favorites$/ }))[0];
    if (!star) throw new Error('no star');
    const name = star.getAttribute('aria-label') ?? '';
    const coin = /^Add (.*) to favorites$/.exec(name)?.[1] ?? '';
    await userEvent.click(star);
    await waitFor(() => expect(backend.callsTo(PATHS.addCexFavorite)).toHaveLength(1));
    expect(backend.callsTo(PATHS.addCexFavorite)[0]?.body).toMatchObject({ coin });
    const pressed = await within(grid).findByRole('button', {
      name: `Remove ${coin} from favorites`,
    });
    expect(pressed.getAttribute('aria-pressed')).toBe('true');
  });

  it('a free trader who adds a favourite is sent to /premium', async () => {
    await signInThroughMockApi(backend.handler, 'free');
    const view = show();
    const grid = await table();
    const stars = await within(grid).findAllByRole('button', { name: /^Add .* to favorites$/ });
    await userEvent.click(stars[0] as HTMLElement);
    expect(await screen.findByRole('heading', { name: 'Get Premium' })).toBeTruthy();
    await waitFor(() => expect(view.location.current).toBe('/premium'));
  });

  it('an API failure shows the error box, and Retry recovers', async () => {
    const outage = backend.failNext(PATHS.cexTopAccumulations, 500);
    show();
    expect(await screen.findByText('Failed to load data')).toBeTruthy();
    expect(screen.getByText('Server error occurred')).toBeTruthy();
    outage.restore();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    const grid = await table();
    await waitFor(() => expect(within(grid).getAllByRole('row').length).toBe(11));
  });

  it('Remove hides a coin from the list until "Show removed"', async () => {
    show();
    const grid = await table();
    const remove = (
      await within(grid).findAllByRole('button', { name: /^Remove .* from this list$/ })
    )[0];
    const coin =
      /^Remove (.*) from this list$/.exec(remove?.getAttribute('aria-label') ?? '')?.[1] ?? '';
    await userEvent.click(remove as HTMLElement);
    expect(
      within(grid).queryByRole('button', { name: `Remove ${coin} from this list` }),
    ).toBeNull();
    expect(screen.getByText(/1 removed from this list/)).toBeTruthy();
    // Focus stays in the table, on the Remove of the row that moved up, not on the body.
    const nextRemove = within(grid).getAllByRole('button', {
      name: /^Remove .* from this list$/,
    })[0];
    await waitFor(() => expect(document.activeElement).toBe(nextRemove));
    await userEvent.click(screen.getByRole('button', { name: 'Show removed' }));
    expect(
      within(grid).getByRole('button', { name: `Remove ${coin} from this list` }),
    ).toBeTruthy();
  });
});
