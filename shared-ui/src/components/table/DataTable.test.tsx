import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../test/render-with-theme.tsx';
import type { TableColumn } from '../../table/types.ts';
import { DataTable } from './DataTable.tsx';
import { PagedDataTable } from './PagedDataTable.tsx';

interface Row {
  id: number;
  tokenName: string;
  netflowFormatted: string | null;
  longs: number;
  shorts: number;
}

const rows: Row[] = [
  { id: 1, tokenName: 'chia', netflowFormatted: '$1.2M', longs: 1, shorts: 2 },
  { id: 2, tokenName: 'Hype', netflowFormatted: '$950K', longs: 3, shorts: 4 },
  { id: 3, tokenName: 'Bitcoin', netflowFormatted: null, longs: 5, shorts: 6 },
  { id: 4, tokenName: 'čočka', netflowFormatted: '3B', longs: 7, shorts: 8 },
];

const columns: TableColumn<Row>[] = [
  { key: 'rank', label: '#', render: (_row, rowNumber) => rowNumber },
  { key: 'tokenName', label: 'Coin', sortable: true, headerClass: 'coin-header' },
  { key: 'netflowFormatted', label: 'Netflow', sortable: true, align: 'right' },
  { key: 'longs', label: 'Longs', group: { id: 'flow', label: 'Netflow split' } },
  { key: 'shorts', label: 'Shorts', group: { id: 'flow', label: 'Netflow split' } },
];

const columnTexts = (table: HTMLElement, columnIndex: number) =>
  within(table)
    .getAllByRole('row')
    .slice(2)
    .map((row) => within(row).getAllByRole('cell')[columnIndex]?.textContent);

describe('PagedDataTable', () => {
  it('sorts by a clicked header: Czech collation, then the other way', async () => {
    renderWithTheme(<PagedDataTable label="Top Accumulations" rows={rows} columns={columns} />);
    const table = screen.getByRole('table', { name: 'Top Accumulations' });
    const header = screen.getByRole('columnheader', { name: /Coin/ });
    expect(header.getAttribute('aria-sort')).toBe('none');
    await userEvent.click(within(header).getByRole('button'));
    expect(header.getAttribute('aria-sort')).toBe('ascending');
    expect(columnTexts(table, 1)).toEqual(['Bitcoin', 'čočka', 'Hype', 'chia']);
    await userEvent.click(within(header).getByRole('button'));
    expect(header.getAttribute('aria-sort')).toBe('descending');
    expect(columnTexts(table, 1)).toEqual(['chia', 'Hype', 'čočka', 'Bitcoin']);
  });

  it('starts a Formatted column descending, money by value, nulls shown as N/A last', async () => {
    renderWithTheme(<PagedDataTable label="Top Accumulations" rows={rows} columns={columns} />);
    const table = screen.getByRole('table');
    const header = screen.getByRole('columnheader', { name: /Netflow$|Netflow ▼|Netflow ↕/ });
    await userEvent.click(within(header).getByRole('button'));
    expect(header.getAttribute('aria-sort')).toBe('descending');
    expect(columnTexts(table, 2)).toEqual(['3B', '$1.2M', '$950K', 'N/A']);
  });

  it('sorts from the keyboard', async () => {
    renderWithTheme(<PagedDataTable label="T" rows={rows} columns={columns} />);
    // The table tools come first, the export last of them, then the scroll box, so a
    // keyboard user can scroll a wide table sideways.
    const toolbar = screen.getByRole('group', { name: 'T tools' });
    const tools = within(toolbar).getAllByRole('button');
    for (const tool of tools) {
      await userEvent.tab();
      expect(document.activeElement).toBe(tool);
    }
    expect(tools.at(-1)).toBe(screen.getByRole('button', { name: 'Export CSV of T' }));
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('region', { name: 'T, scrollable' }));
    await userEvent.tab();
    expect(document.activeElement?.textContent).toContain('Coin');
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('columnheader', { name: /Coin/ }).getAttribute('aria-sort')).toBe(
      'ascending',
    );
  });

  it('numbers rows across pages and pages with the page buttons', async () => {
    const [first] = rows;
    if (!first) throw new Error('fixture needs a row');
    const many = Array.from({ length: 25 }, (_, index) => ({ ...first, id: index + 1 }));
    renderWithTheme(
      <PagedDataTable label="T" rows={many} columns={columns} defaultPageSize={10} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(columnTexts(screen.getByRole('table'), 0)).toEqual(['21', '22', '23', '24', '25']);
  });

  it('groups columns under a shared header and keeps header classes', () => {
    renderWithTheme(<PagedDataTable label="T" rows={rows} columns={columns} />);
    const group = screen.getByRole('columnheader', { name: 'Netflow split' });
    expect(group.getAttribute('colspan')).toBe('2');
    expect(screen.getByRole('columnheader', { name: /Coin/ }).className).toContain('coin-header');
  });
});

describe('DataTable', () => {
  it('says "Žádná data k zobrazení" when there are no rows', () => {
    renderWithTheme(
      <DataTable label="T" rows={[]} columns={columns} sort={null} onSort={() => undefined} />,
    );
    expect(screen.getByText('Žádná data k zobrazení')).toBeTruthy();
  });

  it('takes another empty text', () => {
    renderWithTheme(
      <DataTable
        label="T"
        rows={[]}
        columns={columns}
        sort={null}
        onSort={() => undefined}
        emptyText="Žádná data nenalezena"
      />,
    );
    expect(screen.getByText('Žádná data nenalezena')).toBeTruthy();
  });

  it('draws skeleton rows and a progress bar while the first load runs', () => {
    const { container } = renderWithTheme(
      <DataTable
        label="T"
        rows={[]}
        columns={columns}
        sort={null}
        onSort={() => undefined}
        loading
      />,
    );
    expect(screen.getByRole('progressbar', { name: 'Loading data' })).toBeTruthy();
    expect(screen.getByRole('table', { name: 'T' }).getAttribute('aria-busy')).toBe('true');
    expect(container.querySelectorAll('tr[data-skeleton]').length).toBeGreaterThan(0);
    expect(screen.queryByText('Žádná data k zobrazení')).toBeNull();
  });

  it('keeps the previous rows on screen, dimmed, while a reload runs', () => {
    const props = {
      label: 'T',
      rows: rows.slice(2, 3),
      columns,
      sort: null,
      onSort: () => undefined,
    };
    const { rerender } = renderWithTheme(<DataTable {...props} />);
    expect(screen.queryByRole('progressbar')).toBeNull();
    rerender(<DataTable {...props} loading />);
    expect(screen.getByText('Bitcoin')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Loading data' })).toBeTruthy();
    const body = screen.getByRole('table', { name: 'T' }).querySelector('tbody');
    expect(body && getComputedStyle(body).opacity).toBe('0.55');
  });

  it('draws a row the API masked as a locked row: number and masked name, every value a lock', () => {
    interface MaybeMasked {
      id: number;
      tokenName: string;
      netflowFormatted: string | null;
      masked: boolean;
    }
    const tokenColumns: TableColumn<MaybeMasked>[] = [
      { key: 'rank', label: '#', render: (_row, rowNumber) => rowNumber },
      { key: 'tokenName', label: 'Coin', sticky: true },
      { key: 'netflowFormatted', label: 'Netflow', render: (row) => row.netflowFormatted },
    ];
    renderWithTheme(
      <DataTable
        label="T"
        columns={tokenColumns}
        rows={[
          { id: 1, tokenName: '***', netflowFormatted: null, masked: true },
          { id: 2, tokenName: 'Bitcoin', netflowFormatted: '$1.2M', masked: false },
        ]}
        sort={null}
        onSort={() => {}}
      />,
    );
    const [locked, open] = within(screen.getByRole('table', { name: 'T' }))
      .getAllByRole('row')
      .slice(1) as [HTMLElement, HTMLElement];
    expect(locked.hasAttribute('data-locked-row')).toBe(true);
    const lockedCells = within(locked).getAllByRole('cell');
    expect(lockedCells.map((cell) => cell.textContent)).toEqual([
      '1',
      '***',
      'Restricted: sign in to see',
    ]);
    expect(lockedCells[2]?.querySelector('[data-lock="restricted"]')).not.toBeNull();
    expect(open.hasAttribute('data-locked-row')).toBe(false);
    expect(
      within(open)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['2', 'Bitcoin', '$1.2M']);
  });
});
