import { createContext, use, useCallback, useSyncExternalStore } from 'react';
import {
  createLocalTablePreferencesStore,
  type TablePreferencesStore,
} from './table-preferences-store.ts';
import type { TablePreferences } from './table-preferences.ts';

const localStore = createLocalTablePreferencesStore();

/** The store every table of the app keeps its view in; local storage unless provided. */
export const TablePreferencesContext = createContext<TablePreferencesStore>(localStore);

/** One table's saved view and its setter. */
export function useTablePreferences(
  tableId: string,
): [TablePreferences, (next: TablePreferences) => void] {
  const store = use(TablePreferencesContext);
  const preferences = useSyncExternalStore(
    store.subscribe,
    () => store.get(tableId),
    () => store.get(tableId),
  );
  const update = useCallback(
    (next: TablePreferences) => store.set(tableId, next),
    [store, tableId],
  );
  return [preferences, update];
}
