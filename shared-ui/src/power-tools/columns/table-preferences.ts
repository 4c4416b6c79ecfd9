import { isPageSize, type PageSize } from '../../table/paging.ts';
import type { TableColumn } from '../../table/types.ts';

export const DENSITIES = ['comfortable', 'compact'] as const;
export type Density = (typeof DENSITIES)[number];
/** The spec's table preference default (shell-and-session §3). */
export const DEFAULT_DENSITY: Density = 'comfortable';

/** One table's saved view: hidden column keys, the column order, the row density, the page size. */
export interface TablePreferences {
  hidden: readonly string[];
  /** Column keys in the trader's order; columns not named keep their place after them. */
  order: readonly string[];
  density: Density;
  /** The page size the trader last chose; none means the table's own default. */
  itemsPerPage?: PageSize;
}

export const DEFAULT_TABLE_PREFERENCES: TablePreferences = {
  hidden: [],
  order: [],
  density: DEFAULT_DENSITY,
};

/**
 * Whether a table has a saved view: the stores answer DEFAULT_TABLE_PREFERENCES itself (this
 * very object) for a table with none, and a parsed or chosen view is always a new object.
 */
export function isSavedTableView(preferences: TablePreferences): boolean {
  return preferences !== DEFAULT_TABLE_PREFERENCES;
}

/** The keys of a table's columns that start hidden (defaultHidden). */
export function defaultHiddenKeys(
  columns: readonly Pick<TableColumn<object>, 'key' | 'defaultHidden'>[],
): string[] {
  return columns.filter((column) => column.defaultHidden === true).map((column) => column.key);
}

/** A table's view before the trader saves one: the columns that start hidden, hidden. */
export function defaultTablePreferences(hidden: readonly string[]): TablePreferences {
  return hidden.length === 0 ? DEFAULT_TABLE_PREFERENCES : { ...DEFAULT_TABLE_PREFERENCES, hidden };
}

/** Column keys are short identifiers; anything else in storage is damage, not a choice. */
const MAX_KEYS = 64;
const isKey = (value: unknown): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= 64;

function keyList(value: unknown): string[] | null {
  if (!Array.isArray(value) || value.length > MAX_KEYS || !value.every(isKey)) return null;
  return [...new Set(value)];
}

/**
 * Reads stored table preferences, field by field: a damaged field falls back to its default
 * and an unreadable value gives the defaults, so bad stored data never breaks a table.
 */
export function parseTablePreferences(value: unknown): TablePreferences {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return DEFAULT_TABLE_PREFERENCES;
  }
  const record = value as Record<string, unknown>;
  const density = DENSITIES.find((candidate) => candidate === record.density);
  return {
    hidden: keyList(record.hidden) ?? [],
    order: keyList(record.order) ?? [],
    density: density ?? DEFAULT_DENSITY,
    ...(isPageSize(record.itemsPerPage) ? { itemsPerPage: record.itemsPerPage } : {}),
  };
}

/** All of a table's columns in the trader's order (hidden ones included). */
export function orderColumns<Row extends object>(
  columns: readonly TableColumn<Row>[],
  order: readonly string[],
): TableColumn<Row>[] {
  const rank = new Map(order.map((key, index) => [key, index]));
  return columns
    .map((column, index) => ({ column, index }))
    .sort((a, b) => {
      const rankA = rank.get(a.column.key) ?? order.length + a.index;
      const rankB = rank.get(b.column.key) ?? order.length + b.index;
      return rankA - rankB;
    })
    .map(({ column }) => column);
}

/** The columns the table shows: ordered, without the hidden ones. */
export function visibleColumns<Row extends object>(
  columns: readonly TableColumn<Row>[],
  preferences: TablePreferences,
): TableColumn<Row>[] {
  const hidden = new Set(preferences.hidden);
  return orderColumns(columns, preferences.order).filter((column) => !hidden.has(column.key));
}

/** The order after moving one column a step up (-1) or down (1) among all columns. */
export function moveColumn(
  columns: readonly { key: string }[],
  order: readonly string[],
  key: string,
  step: -1 | 1,
): string[] {
  const keys = orderColumns(columns as TableColumn<object>[], order).map((column) => column.key);
  const at = keys.indexOf(key);
  const to = at + step;
  if (at < 0 || to < 0 || to >= keys.length) return keys;
  [keys[at], keys[to]] = [keys[to] as string, keys[at] as string];
  return keys;
}
