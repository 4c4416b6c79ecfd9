import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PagedDataTable } from '../components/table/PagedDataTable.tsx';
import { DataScreen } from '../screen/DataScreen.tsx';
import { favoriteColumn } from '../screen/token-columns.tsx';
import { renderWithTheme } from '../test/render-with-theme.tsx';
import type { TableColumn } from '../table/types.ts';

interface Row {
  id: number;
  tokenName: string;
  symbol: string;
  masked: boolean;
  favorites: boolean;
}

const rows: Row[] = ['BTC', 'ETH', 'SOL'].map((symbol, index) => ({
  id: index + 1,
  tokenName: symbol,
  symbol,
  masked: false,
  favorites: false,
}));

function renderScreen({ signedIn = true } = {}) {
  const retry = vi.fn();
  const onTimePeriod = vi.fn();
  const onToggle = vi.fn();
  const columns: TableColumn<Row>[] = [
    ...(signedIn ? [favoriteColumn<Row>(onToggle)] : []),
    { key: 'tokenName', label: 'Token' },
  ];
  renderWithTheme(
    <>
      <form role="search">
        <input type="search" aria-label="Search tokens" />
      </form>
      <DataScreen
        title="Top Holdings"
        list={{ loading: false, error: null, lastUpdated: null, retry }}
        onTimePeriod={onTimePeriod}
        filters={<input aria-label="Min market cap" />}
      >
        <PagedDataTable label="Top Holdings" rows={rows} columns={columns} />
      </DataScreen>
    </>,
  );
  return { retry, onTimePeriod, onToggle };
}

const focusedRowText = () => document.activeElement?.closest('tr')?.textContent;

describe('data screen hotkeys', () => {
  it('j and k move the row focus, f favourites the focused row', async () => {
    const user = userEvent.setup();
    const { onToggle } = renderScreen();
    await user.keyboard('j');
    expect(focusedRowText()).toContain('BTC');
    await user.keyboard('jj');
    expect(focusedRowText()).toContain('SOL');
    await user.keyboard('j');
    expect(focusedRowText()).toContain('SOL');
    await user.keyboard('k');
    expect(focusedRowText()).toContain('ETH');
    await user.keyboard('f');
    expect(onToggle).toHaveBeenCalledTimes(1);
    expect(onToggle.mock.calls[0]?.[0]).toMatchObject({ symbol: 'ETH' });
  });

  it('1-4 pick the time tab, r refreshes, / focuses the header search', async () => {
    const user = userEvent.setup();
    const { retry, onTimePeriod } = renderScreen();
    await user.keyboard('1');
    await user.keyboard('4');
    expect(onTimePeriod.mock.calls).toEqual([['4h'], ['30d']]);
    await user.keyboard('r');
    expect(retry).toHaveBeenCalledTimes(1);
    await user.keyboard('/');
    expect(document.activeElement).toBe(screen.getByRole('searchbox', { name: 'Search tokens' }));
  });

  it('does nothing while typing in a field or with a modifier key', async () => {
    const user = userEvent.setup();
    const { retry, onTimePeriod, onToggle } = renderScreen();
    await user.click(screen.getByRole('textbox', { name: 'Min market cap' }));
    await user.keyboard('r1jf');
    expect(screen.getByRole('textbox', { name: 'Min market cap' })).toHaveProperty('value', 'r1jf');
    await user.click(screen.getByRole('searchbox', { name: 'Search tokens' }));
    await user.keyboard('r/');
    (document.activeElement as HTMLElement).blur();
    await user.keyboard('{Control>}r{/Control}{Meta>}1{/Meta}{Alt>}j{/Alt}');
    expect(retry).not.toHaveBeenCalled();
    expect(onTimePeriod).not.toHaveBeenCalled();
    expect(onToggle).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(document.body);
  });

  it('? opens the shortcuts dialog; Escape closes it and gives the focus back to the row', async () => {
    const user = userEvent.setup();
    renderScreen();
    await user.keyboard('j');
    const row = document.activeElement;
    await user.keyboard('?');
    const dialog = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    expect(within(dialog).getByText('Focus the next row')).toBeTruthy();
    expect(within(dialog).getByText('Pick the time tab (4h, 24h, 7d, 30d)')).toBeTruthy();
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Back in the row the trader was on, so 'f' and 'j' carry on from there.
    await waitFor(() => expect(row?.contains(document.activeElement)).toBe(true));
  });

  it('? leaves f out of the list where the rows have no star (signed out)', async () => {
    const user = userEvent.setup();
    renderScreen({ signedIn: false });
    await user.keyboard('?');
    const dialog = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    expect(within(dialog).getByText('Focus the next row')).toBeTruthy();
    expect(within(dialog).queryByText(/favourite/i)).toBeNull();
    expect(within(dialog).getAllByText(/command palette/)).toHaveLength(1);
  });
});
