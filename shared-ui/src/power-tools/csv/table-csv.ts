import { parseMoneyString } from '@flowscope/core';
import { readField } from '../../table/read-field.ts';
import type { ExportValue, TableColumn } from '../../table/types.ts';
import { csvCell } from './csv-cell.ts';

/** RFC 4180 ends records with CRLF. */
const RECORD_END = '\r\n';

/** The columns an export writes: every one not marked `exportable: false`. */
function exportedColumns<Row extends object>(
  columns: readonly TableColumn<Row>[],
): TableColumn<Row>[] {
  return columns.filter((column) => column.exportable !== false);
}

const FORMATTED_SUFFIX = 'Formatted';

/**
 * The raw value of a column for one row: its exportValue, else the field it sorts by. A
 * `<field>Formatted` display text ('$1.2M') gives way to its raw `<field>` twin when the row
 * has one, else to the number it reads as (the same reading the column sorts by), so a
 * figure column exports a number even when its builder forgot the sortKey.
 */
function exportValueOf<Row extends object>(
  column: TableColumn<Row>,
  row: Row,
  rowNumber: number,
): ExportValue {
  if (column.exportValue) return column.exportValue(row, rowNumber);
  const field = column.sortKey ?? column.key;
  const value = readField(row, field);
  if (typeof value === 'string' && field.endsWith(FORMATTED_SUFFIX)) {
    const raw = readField(row, field.slice(0, -FORMATTED_SUFFIX.length));
    if (typeof raw === 'number' || raw === null) return raw;
    return parseMoneyString(value) ?? value;
  }
  return isExportValue(value) ? value : undefined;
}

function isExportValue(value: unknown): value is ExportValue {
  return (
    value === null ||
    value === undefined ||
    typeof value === 'string' ||
    typeof value === 'number' ||
    typeof value === 'boolean' ||
    value instanceof Date
  );
}

/**
 * The whole list as CSV: a header of the columns' labels, then one record per row in the
 * order given (the table's filtered, sorted list, every page), row numbers counting from 1.
 */
export function tableToCsv<Row extends object>(
  columns: readonly TableColumn<Row>[],
  rows: readonly Row[],
): string {
  const shown = exportedColumns(columns);
  const header = shown.map((column) => csvCell(column.label)).join(',');
  const records = rows.map((row, index) =>
    shown.map((column) => csvCell(exportValueOf(column, row, index + 1))).join(','),
  );
  return [header, ...records].join(RECORD_END) + RECORD_END;
}
