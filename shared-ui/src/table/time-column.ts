import { toShiftedInstant, type Timestamp } from '@flowscope/core';
import type { TableColumn } from './types.ts';

/** The ISO 8601 UTC text of a server timestamp or epoch ms; null when there is none. */
export function isoTimeOf(timestamp: Timestamp | null | undefined): string | null {
  const instant = toShiftedInstant(timestamp);
  return instant === null ? null : new Date(instant).toISOString();
}

export interface TimeColumnOptions<Row> {
  /** The field shown, e.g. the formatted Prague date ('lastTradeFormatted'). */
  key: string;
  label: string;
  /** The instant behind the cell: the server timestamp or epoch ms. */
  at: (row: Row) => Timestamp | null | undefined;
  /** The field the column sorts by, when it differs from `key`. */
  sortKey?: string;
  sortable?: boolean;
  render?: TableColumn<Row>['render'];
}

/**
 * A column that shows a time (a Prague date or 'x ago') and exports it as an ISO 8601 UTC
 * string, so a spreadsheet gets the instant rather than the display text.
 */
export function timeColumn<Row>({ at, ...column }: TimeColumnOptions<Row>): TableColumn<Row> {
  return { ...column, exportValue: (row) => isoTimeOf(at(row)) };
}
