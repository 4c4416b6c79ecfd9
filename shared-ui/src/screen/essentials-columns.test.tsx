import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PagedDataTable } from '../components/table/PagedDataTable.tsx';
import { createLocalTablePreferencesStore } from '../power-tools/columns/table-preferences-store.ts';
import { TablePreferencesContext } from '../power-tools/columns/TablePreferencesContext.tsx';
import { renderWithTheme } from '../test/render-with-theme.tsx';
import type { TableColumn } from '../table/types.ts';
import {
  holdersColumn,
  liquidityColumn,
  priceChangeColumn,
  priceColumn,
  riskColumn,
  volumeColumn,
  type EssentialsRowLike,
} from './essentials-columns.tsx';

interface Row extends EssentialsRowLike {
  id: number;
  symbol: string;
}

const ROWS: Row[] = [
  {
    id: 1,
    tokenName: 'PEPE',
    symbol: 'PEPE',
    masked: false,
    price: 0.0000123,
    priceFormatted: '$0.0000123',
    priceChange24h: -0.052,
    priceChange24hFormatted: '-5.20%',
    volume24h: 1_234_000,
    volume24hFormatted: '$1.23M',
    liquidity: 456_000,
    liquidityFormatted: '$456K',
    holders: 12_345,
    holdersFormatted: '12,345',
    risk: {
      honeypot: false,
      mintable: true,
      top10HoldersPct: 30,
      top10HoldersPctFormatted: '30.0%',
      liquidityLocked: true,
      flags: ['mintable'],
      level: 'warning',
    },
  },
  { id: 2, tokenName: '***', symbol: '***', masked: true },
  {
    id: 3,
    tokenName: 'OLD',
    symbol: 'OLD',
    masked: false,
    price: null,
    priceFormatted: 'N/A',
    priceChange24h: 0.1,
    priceChange24hFormatted: '+10.00%',
  },
];

const COLUMNS: TableColumn<Row>[] = [
  { key: 'tokenName', label: 'Token' },
  priceColumn<Row>(),
  priceChangeColumn<Row>(),
  liquidityColumn<Row>(),
  holdersColumn<Row>({ defaultHidden: true }),
  volumeColumn<Row>({ defaultHidden: true }),
  riskColumn<Row>(),
];

function loadPage() {
  renderWithTheme(
    <TablePreferencesContext value={createLocalTablePreferencesStore()}>
      <PagedDataTable label="Top Holdings" rows={ROWS} columns={COLUMNS} />
    </TablePreferencesContext>,
  );
}

const headers = () =>
  screen.getAllByRole('columnheader').map((header) => header.textContent?.trim());
/** What a locked cell says to a screen reader (its lock is all that shows). */
const LOCKED = 'Restricted: sign in to see';

const cellsOf = (name: string) => {
  const row = screen.getAllByRole('row').find((candidate) => candidate.textContent?.includes(name));
  return within(row as HTMLElement)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
};

beforeEach(() => {
  localStorage.clear();
  window.history.replaceState(null, '', '/top-holdings-dex');
});
afterEach(cleanup);

describe('market essentials columns', () => {
  it('show price, 24h %, liquidity and risk; holders and volume wait in the column chooser', () => {
    loadPage();
    expect(headers()).toEqual(['Token', 'Price', '24h %', 'Liquidity', 'Risk']);
    expect(cellsOf('PEPE')).toEqual(['PEPE', '$0.0000123', '-5.20%', '$456K', 'Mintable']);
  });

  it('colour the change by its sign and read N/A where the server knows no value', () => {
    loadPage();
    const fall = screen.getByText('-5.20%');
    const rise = screen.getByText('+10.00%');
    expect(getComputedStyle(fall).color).not.toBe(getComputedStyle(rise).color);
    expect(cellsOf('OLD')).toEqual(['OLD', 'N/A', '+10.00%', 'N/A', 'N/A']);
  });

  it('say nothing of a masked row: it is locked', () => {
    loadPage();
    expect(cellsOf('***')).toEqual(['***', ...Array<string>(4).fill(LOCKED)]);
  });

  it('a column hidden by default is turned on in Columns and stays on after a reload', async () => {
    const user = userEvent.setup();
    loadPage();
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    const menu = await screen.findByRole('dialog', { name: 'Columns of Top Holdings' });
    const holders = within(menu).getByRole('checkbox', { name: 'Holders' });
    expect(holders).toHaveProperty('checked', false);
    await user.click(holders);
    expect(headers()).toEqual(['Token', 'Price', '24h %', 'Liquidity', 'Holders', 'Risk']);
    cleanup();
    loadPage();
    expect(headers()).toEqual(['Token', 'Price', '24h %', 'Liquidity', 'Holders', 'Risk']);
  });

  it('a page size saved first keeps the default-hidden columns hidden', async () => {
    const user = userEvent.setup();
    loadPage();
    await user.selectOptions(screen.getByRole('combobox', { name: /per page/i }), '20');
    cleanup();
    loadPage();
    expect(headers()).toEqual(['Token', 'Price', '24h %', 'Liquidity', 'Risk']);
  });

  it('export the raw numbers behind the figures', () => {
    expect(COLUMNS[1]?.exportValue?.(ROWS[0] as Row, 1)).toBe(0.0000123);
    expect(COLUMNS[6]?.exportValue?.(ROWS[0] as Row, 1)).toBe('mintable');
    expect(COLUMNS[1]?.exportValue?.(ROWS[1] as Row, 2)).toBeNull();
  });
});
