import { useTablePreferences } from '../../power-tools/columns/TablePreferencesContext.tsx';
import {
  visibleColumns,
  type TablePreferences,
} from '../../power-tools/columns/table-preferences.ts';
import type { TableColumn } from '../../table/types.ts';
import { ColumnsMenu } from './ColumnsMenu.tsx';
import { DensitySwitch } from './DensitySwitch.tsx';
import { ExportCsvButton } from './ExportCsvButton.tsx';
import { TableToolbar } from './TableToolbar.tsx';

/**
 * Names a table's saved view: the screen (first path segment, so every token page shares
 * one view of its holders table) and the table's label.
 */
export function tableIdOf(pathname: string, label: string): string {
  const screen = pathname.split('/').find((segment) => segment !== '') ?? 'home';
  return `${screen}:${label}`;
}

/** A table's saved view (columns, density) and the columns it shows. */
export function useTableView<Row extends object>(
  columns: readonly TableColumn<Row>[],
  label: string,
): {
  preferences: TablePreferences;
  setPreferences: (next: TablePreferences) => void;
  shown: TableColumn<Row>[];
} {
  // The browser's path, not the router's: a table may be drawn outside a router (a preview).
  const pathname = typeof window === 'undefined' ? '/' : window.location.pathname;
  const [preferences, setPreferences] = useTablePreferences(tableIdOf(pathname, label));
  const shown = visibleColumns(columns, preferences);
  // A saved view that hides every column (a column renamed since) shows them all.
  return { preferences, setPreferences, shown: shown.length > 0 ? shown : [...columns] };
}

export interface TableToolsProps<Row extends object> {
  label: string;
  columns: readonly TableColumn<Row>[];
  /** The columns on screen, in order: the export writes these. */
  shown: readonly TableColumn<Row>[];
  /** Every row of the filtered, sorted list. */
  rows: readonly Row[];
  preferences: TablePreferences;
  setPreferences: (next: TablePreferences) => void;
  exportName?: string;
}

/** The table toolbar: density, columns and CSV export. */
export function TableTools<Row extends object>({
  label,
  columns,
  shown,
  rows,
  preferences,
  setPreferences,
  exportName,
}: TableToolsProps<Row>) {
  return (
    <TableToolbar label={`${label} tools`}>
      <DensitySwitch
        value={preferences.density}
        onChange={(density) => setPreferences({ ...preferences, density })}
      />
      <ColumnsMenu
        columns={columns}
        preferences={preferences}
        onChange={setPreferences}
        tableLabel={label}
      />
      <ExportCsvButton columns={shown} rows={rows} screen={exportName} tableLabel={label} />
    </TableToolbar>
  );
}
