import { createContext, use, useCallback, useMemo, useSyncExternalStore } from 'react';
import type { TableColumn } from '../../table/types.ts';
import {
  createLocalTablePreferencesStore,
  type TablePreferencesStore,
} from './table-preferences-store.ts';
import {
  defaultHiddenKeys,
  defaultTablePreferences,
  isSavedTableView,
  type TablePreferences,
} from './table-preferences.ts';

const localStore = createLocalTablePreferencesStore();

/** The store every table of the app keeps its view in; local storage unless provided. */
export const TablePreferencesContext = createContext<TablePreferencesStore>(localStore);

/**
 * One table's saved view and its setter. Given the table's columns, a table without a saved
 * view reads as its default view (its defaultHidden columns hidden), so any change saved
 * from here (a column, the density, the page size) keeps them hidden.
 */
export function useTablePreferences<Row extends object>(
  tableId: string,
  columns?: readonly TableColumn<Row>[],
): [TablePreferences, (next: TablePreferences) => void] {
  const store = use(TablePreferencesContext);
  const preferences = useSyncExternalStore(
    store.subscribe,
    () => store.get(tableId),
    () => store.get(tableId),
  );
  // Keyed by the keys' text, so new column objects with the same defaults keep one view.
  const hiddenText = defaultHiddenKeys(columns ?? []).join('\n');
  const defaults = useMemo(
    () => defaultTablePreferences(hiddenText === '' ? [] : hiddenText.split('\n')),
    [hiddenText],
  );
  const update = useCallback(
    (next: TablePreferences) => store.set(tableId, next),
    [store, tableId],
  );
  return [isSavedTableView(preferences) ? preferences : defaults, update];
}
