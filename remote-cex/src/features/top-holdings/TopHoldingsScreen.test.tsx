import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PATHS } from '@flowscope/shared-api/contract';
import { renderScreen, signInThroughMockApi } from '@flowscope/shared-api/testing';
import { mockBackendPerTest } from '@flowscope/mock-api/testing';
import { findLoadedTable, pasteInto } from '@flowscope/shared-ui/testing';
import TopHoldingsScreen from './TopHoldingsScreen.tsx';

const backend = mockBackendPerTest();

function show(url = '/top-holdings-cex') {
  return renderScreen(TopHoldingsScreen, { url, routePath: '/top-holdings-cex' });
}

const loadedTable = () => findLoadedTable('Top Holdings');

describe('Top Holdings CEX', () => {
  it('shows the spec columns and calls /cex_top_holdings with the spec defaults', async () => {
    show();
    const grid = await loadedTable();
    const headers = within(grid)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent?.replace(/[↕↑↓▲▼]/g, '').trim());
    expect(headers).toEqual([
      '#',
      'Token',
      'SMW Flow',
      'Score',
      'Holdings',
      'Holdings vs Market Cap',
      'Market Cap',
      'Long SMW',
      'Short SMW',
      // The market essentials come after the spec's columns (24h Volume waits in 'Columns').
      'Price',
      '24h %',
      'Holdings trend',
    ]);
    const payload = backend.callsTo(PATHS.cexTopHoldings).at(-1)?.body as Record<string, unknown>;
    expect(payload).toMatchObject({ user_id: 0, min_cap: 0, max_cap: 99999999999999 });
    const window = Date.now() - Date.parse(String(payload.from_datetime));
    expect(Math.abs(window - 720 * 3_600_000)).toBeLessThan(60_000);
    expect(screen.queryByRole('tablist', { name: 'Time period' })).toBeNull();
  });

  it('links each token to its detail page and sorts by holdings, biggest first', async () => {
    const view = show();
    const grid = await loadedTable();
    await userEvent.click(within(grid).getByRole('button', { name: /Holdings$/ }));
    expect(view.location.current).toBe('/top-holdings-cex?sort=holdingsFormatted&dir=desc');
    const link = within(grid).getAllByRole('link')[0];
    expect(link?.getAttribute('href')).toMatch(/^\/top-holdings-cex\/[A-Z0-9]+$/);
  });

  it('reads holdings as net long or net short, and names its score the holdings score', async () => {
    show();
    const grid = await loadedTable();
    const headers = within(grid)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    const holdingsAt = headers.findIndex(
      (text) => text?.startsWith('Holdings') && !text.includes('vs'),
    );
    const scoreAt = headers.findIndex((text) => text?.startsWith('Score'));
    const rows = within(grid).getAllByRole('row').slice(1);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      const cells = within(row).getAllByRole('cell');
      if (row.hasAttribute('data-locked-row')) {
        // Masked preview rows (signed out) are locked rows: a lock, no figure.
        expect(cells[holdingsAt]?.textContent).toBe('Restricted: sign in to see');
        expect(cells[scoreAt]?.textContent).toBe('Restricted: sign in to see');
        continue;
      }
      expect(cells[holdingsAt]?.textContent).toMatch(
        /^((Net long|Net short) \$[\d.]+[KMBT]?|Flat|N\/A)$/,
      );
      expect(cells[holdingsAt]?.textContent).not.toMatch(/^-/);
      expect(cells[scoreAt]?.textContent).toMatch(/^Holdings score (-?\d+\.\d|N\/A)/);
    }
    expect(within(grid).getAllByText(/^Net (long|short) \$/).length).toBeGreaterThan(0);
  });

  it('sends the cap filters as min_cap and max_cap', async () => {
    show();
    await loadedTable();
    await pasteInto('Min market cap', '5000000');
    // The pause (500 ms), then the reload.
    await waitFor(
      () =>
        expect(backend.callsTo(PATHS.cexTopHoldings).at(-1)?.body).toMatchObject({
          min_cap: 5_000_000,
        }),
      { timeout: 10_000 },
    );
  });

  it('shows the favourite star to signed-in traders only', async () => {
    show();
    const grid = await loadedTable();
    expect(within(grid).queryAllByRole('button', { name: /to favorites$/ })).toHaveLength(0);
    cleanup();
    await signInThroughMockApi(backend.handler, 'premium');
    show();
    const signedInGrid = await loadedTable();
    expect(
      within(signedInGrid).getAllByRole('button', { name: /favorites$/ }).length,
    ).toBeGreaterThan(0);
    expect(backend.callsTo(PATHS.cexTopHoldings).at(-1)?.body).toMatchObject({
      user_id: '180000000000000001',
    });
  });
});
