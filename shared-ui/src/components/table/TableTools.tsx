import { useTablePreferences } from '../../power-tools/columns/TablePreferencesContext.tsx';
import {
  visibleColumns,
  type TablePreferences,
} from '../../power-tools/columns/table-preferences.ts';
import type { TableColumn } from '../../table/types.ts';
import { ColumnsMenu } from './ColumnsMenu.tsx';
import { DensitySwitch } from './DensitySwitch.tsx';
import { ExportCsvButton } from './ExportCsvButton.tsx';
import { currentTableId } from './table-id.ts';
import { TableToolbar } from './TableToolbar.tsx';

/** A table's saved view (columns, density) and the columns it shows. */
export function useTableView<Row extends object>(
  columns: readonly TableColumn<Row>[],
  label: string,
): {
  preferences: TablePreferences;
  setPreferences: (next: TablePreferences) => void;
  shown: TableColumn<Row>[];
} {
  const [preferences, setPreferences] = useTablePreferences(currentTableId(label), columns);
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
