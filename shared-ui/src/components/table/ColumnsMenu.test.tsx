import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLocalTablePreferencesStore } from '../../power-tools/columns/table-preferences-store.ts';
import { TablePreferencesContext } from '../../power-tools/columns/TablePreferencesContext.tsx';
import { renderWithTheme } from '../../test/render-with-theme.tsx';
import type { TableColumn } from '../../table/types.ts';
import { PagedDataTable } from './PagedDataTable.tsx';

interface Row {
  id: number;
  token: string;
  flow: number;
  score: number;
}

const rows: Row[] = [{ id: 1, token: 'BTC', flow: 5, score: 70 }];
const columns: TableColumn<Row>[] = [
  { key: 'token', label: 'Token' },
  { key: 'flow', label: 'SMW Flow' },
  { key: 'score', label: 'Score' },
];

/** Draws the table as a fresh page load does: a new store over the same local storage. */
function loadPage() {
  renderWithTheme(
    <TablePreferencesContext value={createLocalTablePreferencesStore()}>
      <PagedDataTable label="Top Accumulations" rows={rows} columns={columns} />
    </TablePreferencesContext>,
  );
}

const headers = () =>
  screen.getAllByRole('columnheader').map((header) => header.textContent?.trim());

beforeEach(() => {
  localStorage.clear();
  window.history.replaceState(null, '', '/top-accumulations-dex');
});
afterEach(cleanup);

describe('Columns menu and density', () => {
  it('hides two columns, and they stay hidden after a reload', async () => {
    const user = userEvent.setup();
    loadPage();
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    // The menu's floating part is a lazy chunk: it arrives a tick after the click.
    const menu = await screen.findByRole('dialog', { name: 'Columns of Top Accumulations' });
    await user.click(within(menu).getByRole('checkbox', { name: 'SMW Flow' }));
    await user.click(within(menu).getByRole('checkbox', { name: 'Score' }));
    expect(headers()).toEqual(['Token']);
    // The last column shown cannot be hidden.
    expect(within(menu).getByRole('checkbox', { name: 'Token' })).toHaveProperty('disabled', true);

    cleanup();
    loadPage();
    expect(headers()).toEqual(['Token']);
  });

  it('reorders columns from the keyboard and keeps the order', async () => {
    const user = userEvent.setup();
    loadPage();
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    await user.click(await screen.findByRole('button', { name: 'Move Score up' }));
    await user.click(screen.getByRole('button', { name: 'Move Score up' }));
    expect(headers()).toEqual(['Score', 'Token', 'SMW Flow']);
    cleanup();
    loadPage();
    expect(headers()).toEqual(['Score', 'Token', 'SMW Flow']);
  });

  it('starts comfortable and switches to compact, kept across a reload', async () => {
    const user = userEvent.setup();
    loadPage();
    const region = () => screen.getByRole('region', { name: 'Top Accumulations, scrollable' });
    expect(region().dataset.density).toBe('comfortable');
    expect(screen.getByRole('button', { name: 'Comfortable' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    await user.click(screen.getByRole('button', { name: 'Compact' }));
    expect(region().dataset.density).toBe('compact');
    cleanup();
    loadPage();
    expect(region().dataset.density).toBe('compact');
  });

  it('restores a stored view on load: order and hidden columns', async () => {
    localStorage.setItem(
      'flowscope.tables',
      JSON.stringify({
        'top-accumulations-dex:Top Accumulations': { hidden: ['score'], order: ['flow'] },
      }),
    );
    loadPage();
    expect(headers()).toEqual(['SMW Flow', 'Token']);
  });
});
