import type { ReactNode } from 'react';

export type SortDirection = 'asc' | 'desc';

export interface SortState {
  /** Key of the column the rows are sorted by. */
  key: string;
  direction: SortDirection;
}

/** A cell as it is written to an export: raw, never formatted for display. */
export type ExportValue = string | number | boolean | Date | null | undefined;

interface ColumnGroup {
  id: string;
  label: string;
}

/** A table column of spec §3: key, label, sortable, sortKey, align, group, headerClass. */
export interface TableColumn<Row> {
  key: string;
  label: string;
  sortable?: boolean;
  /** Field to sort by when it differs from the shown one (e.g. raw netflow behind '$1.2M'). */
  sortKey?: string;
  align?: 'right' | 'center';
  group?: ColumnGroup;
  headerClass?: string;
  /**
   * Stays in view while the table scrolls sideways (the token column), so a wide table never
   * loses which row is which.
   */
  sticky?: boolean;
  /**
   * Starts hidden: the trader turns it on in 'Columns' (a column the table has no room for
   * by default). A saved view names every column it hides, so once one is saved it decides.
   */
  defaultHidden?: boolean;
  /** Hides the label visually (e.g. the favourite-star column) while keeping it for AT. */
  hideLabel?: boolean;
  /** Cell content; `rowNumber` counts from 1 across pages. Defaults to the field's text. */
  render?: (row: Row, rowNumber: number) => ReactNode;
  /**
   * The raw value written to a CSV export. Defaults to the field the column sorts by
   * (`sortKey`, else `key`), which is the raw number behind a formatted cell ('$1.2M').
   */
  exportValue?: (row: Row, rowNumber: number) => ExportValue;
  /** False leaves the column out of exports (a column of controls only). */
  exportable?: boolean;
}
