import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { TablePreferencesContext } from '../../power-tools/columns/TablePreferencesContext.tsx';
import {
  createLocalTablePreferencesStore,
  LOCAL_TABLES_KEY,
} from '../../power-tools/columns/table-preferences-store.ts';
import type { TableColumn } from '../../table/types.ts';
import { FlowscopeThemeProvider } from '../../theme/ThemeProvider.tsx';
import { TableWithPagination } from './TableWithPagination.tsx';
import { useTableState } from '../../table/use-table-state.ts';

interface Row {
  id: number;
  name: string;
}

const rows: Row[] = Array.from({ length: 120 }, (_, index) => ({
  id: index + 1,
  name: `Token ${index + 1}`,
}));
const columns: TableColumn<Row>[] = [{ key: 'name', label: 'Name', sortable: true }];

function HoldersTable() {
  const table = useTableState({ rows, columns, defaultPageSize: 10 });
  return <TableWithPagination table={table} columns={columns} label="Holders" />;
}

/** A visit at this URL: a new store over the same local storage, as after a reload. */
function visit(url: string) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <FlowscopeThemeProvider mode="dark">
        <TablePreferencesContext value={createLocalTablePreferencesStore()}>
          <HoldersTable />
        </TablePreferencesContext>
      </FlowscopeThemeProvider>
    </MemoryRouter>,
  );
}

const bodyRows = () => within(screen.getByRole('table', { name: 'Holders' })).getAllByRole('row');

afterEach(() => localStorage.clear());

describe('the page size a trader picks', () => {
  it('is kept with the table view and comes back after a reload', async () => {
    const user = userEvent.setup();
    const first = visit('/holders');
    // The header row and 10 rows: page-level tables start at 10.
    expect(bodyRows()).toHaveLength(11);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '50');
    expect(bodyRows()).toHaveLength(51);
    expect(JSON.parse(localStorage.getItem(LOCAL_TABLES_KEY) ?? '{}')).toEqual({
      'home:Holders': expect.objectContaining({ itemsPerPage: 50 }),
    });
    first.unmount();

    visit('/holders');
    expect(bodyRows()).toHaveLength(51);
    expect(screen.getByRole('combobox', { name: 'Rows per page' })).toHaveProperty('value', '50');
  });

  it('gives way to a page size in the URL', () => {
    localStorage.setItem(
      LOCAL_TABLES_KEY,
      JSON.stringify({
        'home:Holders': { hidden: [], order: [], density: 'compact', itemsPerPage: 50 },
      }),
    );
    visit('/holders?size=20');
    expect(bodyRows()).toHaveLength(21);
  });

  it('ignores a bad stored page size', () => {
    localStorage.setItem(
      LOCAL_TABLES_KEY,
      JSON.stringify({
        'home:Holders': { hidden: [], order: [], density: 'compact', itemsPerPage: 7 },
      }),
    );
    visit('/holders');
    expect(bodyRows()).toHaveLength(11);
  });
});
