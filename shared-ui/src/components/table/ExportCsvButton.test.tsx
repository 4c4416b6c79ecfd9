import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../test/render-with-theme.tsx';
import type { TableColumn } from '../../table/types.ts';
import { PagedDataTable } from './PagedDataTable.tsx';

interface Row {
  id: number;
  tokenName: string;
  flow: number;
  flowFormatted: string;
}

const rows: Row[] = Array.from({ length: 25 }, (_, index) => ({
  id: index + 1,
  tokenName: `T${String(index + 1).padStart(2, '0')}`,
  flow: (index - 12) * 1000,
  flowFormatted: `$${Math.abs(index - 12)}K`,
}));

const columns: TableColumn<Row>[] = [
  { key: 'rank', label: '#', exportValue: (_row, rowNumber) => rowNumber },
  { key: 'tokenName', label: 'Token', sortable: true },
  { key: 'flowFormatted', sortKey: 'flow', label: 'SMW Flow', sortable: true },
];

let saved: { name: string; blob: Blob }[] = [];
let lastBlob: Blob | null = null;

beforeEach(() => {
  saved = [];
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-24T14:05:30Z'));
  window.history.replaceState(null, '', '/top-holdings-cex');
  vi.stubGlobal(
    'URL',
    Object.assign(URL, {
      createObjectURL: vi.fn((blob: Blob) => {
        lastBlob = blob;
        return 'blob:csv';
      }),
      revokeObjectURL: vi.fn(),
    }),
  );
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    if (lastBlob) saved.push({ name: this.download, blob: lastBlob });
  });
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const csvLines = async (blob: Blob) =>
  (await blob.text())
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');

describe('Export CSV', () => {
  it('saves every sorted row of every page with raw numbers, named by screen and time', async () => {
    const user = userEvent.setup();
    renderWithTheme(
      <PagedDataTable label="Top Holdings" rows={rows} columns={columns} defaultPageSize={10} />,
    );
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(11);
    await user.click(
      within(screen.getByRole('columnheader', { name: /SMW Flow/ })).getByRole('button'),
    );
    await user.click(screen.getByRole('button', { name: 'Export CSV of Top Holdings' }));

    expect(saved).toHaveLength(1);
    const [file] = saved;
    if (!file) throw new Error('no file was saved');
    expect(file.name).toBe('top-holdings-cex-2026-11-24T14-05.csv');
    expect(file.blob.type).toBe('text/csv;charset=utf-8');
    const lines = await csvLines(file.blob);
    expect(lines).toHaveLength(26);
    expect(lines[0]).toBe('#,Token,SMW Flow');
    // Descending by the raw flow: the largest first, negative numbers kept as numbers.
    expect(lines[1]).toBe('1,T25,12000');
    expect(lines[25]).toBe('25,T01,-12000');
  });

  it('is disabled while there is nothing to export', () => {
    renderWithTheme(<PagedDataTable label="Top Holdings" rows={[]} columns={columns} />);
    expect(
      screen.getByRole('button', { name: 'Export CSV of Top Holdings' }).hasAttribute('disabled'),
    ).toBe(true);
  });
});
