import { csvFileName } from '../../power-tools/csv/export-file-name.ts';
import { downloadTextFile } from '../../power-tools/csv/download-text-file.ts';
import { tableToCsv } from '../../power-tools/csv/table-csv.ts';
import type { TableColumn } from '../../table/types.ts';
import { Button } from '../button/Button.tsx';

export interface ExportCsvButtonProps<Row extends object> {
  columns: readonly TableColumn<Row>[];
  /** Every row the trader's filters and sort give, in order: all pages, not the visible one. */
  rows: readonly Row[];
  /** Names the file; defaults to the current path ('/top-holdings-cex'). */
  screen?: string;
  /** Names the button for assistive technology, e.g. 'Export CSV of Top Holdings'. */
  tableLabel: string;
  /** Where the file goes; a test passes its own. */
  save?: (fileName: string, csv: string) => void;
}

const saveCsv = (fileName: string, csv: string) => downloadTextFile(fileName, csv, 'text/csv');

/** 'Export CSV': the table as the trader sees it, with raw values, as a file. */
export function ExportCsvButton<Row extends object>({
  columns,
  rows,
  screen,
  tableLabel,
  save = saveCsv,
}: ExportCsvButtonProps<Row>) {
  const exportRows = () => {
    // The path is read at click time: it names the screen the trader is on now.
    const name = screen ?? window.location.pathname;
    save(csvFileName(name, new Date()), tableToCsv(columns, rows));
  };
  return (
    <Button
      variant="secondary"
      size="sm"
      aria-label={`Export CSV of ${tableLabel}`}
      disabled={rows.length === 0}
      onClick={exportRows}
    >
      Export CSV
    </Button>
  );
}
