import { useTablePreferences } from '../../power-tools/columns/TablePreferencesContext.tsx';
import { isPageSize } from '../../table/paging.ts';
import { applySavedPageSize } from '../../table/saved-page-size.ts';
import type { TableColumn } from '../../table/types.ts';
import type { TableState } from '../../table/use-table-state.ts';
import { currentTableId } from './table-id.ts';

/**
 * Keeps a table's page size in its saved view, beside its columns and density: the saved
 * size applies when the URL names none, and a size the trader picks is saved (on the server
 * when signed in, in this browser when not).
 */
export function useSavedPageSize<Row extends object>(
  table: TableState<Row>,
  label: string,
  /** The table's columns, so a page size saved first keeps the columns hidden by default. */
  columns?: readonly TableColumn<Row>[],
): TableState<Row> {
  const [preferences, setPreferences] = useTablePreferences(currentTableId(label), columns);
  // Already applied further up (a screen that reads the paging above its table).
  if (table.remembersPageSize === true) return table;
  const paged = applySavedPageSize(table, preferences.itemsPerPage);
  return {
    ...paged,
    remembersPageSize: true,
    setPageSize: (next) => {
      paged.setPageSize(next);
      if (isPageSize(next) && next !== preferences.itemsPerPage) {
        setPreferences({ ...preferences, itemsPerPage: next });
      }
    },
  };
}
