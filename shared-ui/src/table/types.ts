import type { ReactNode } from 'react';

export type SortDirection = 'asc' | 'desc';

export interface SortState {
  /** Key of the column the rows are sorted by. */
  key: string;
  direction: SortDirection;
}

export interface ColumnGroup {
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
  /** Hides the label visually (e.g. the favourite-star column) while keeping it for AT. */
  hideLabel?: boolean;
  /** Cell content; `rowNumber` counts from 1 across pages. Defaults to the field's text. */
  render?: (row: Row, rowNumber: number) => ReactNode;
}

/** Table rows carry an optional id and arbitrary column keys. */
export type TableRow = { id?: string | number } & object;
