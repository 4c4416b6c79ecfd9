import type { TablesPreferences, TableView } from '../contract/index.ts';
import { notifyError } from '../notifications/index.ts';
import { useSessionStore } from '../session/session-store.ts';
import { usePreferencesStore } from './preferences-store.ts';
import { savePreferences } from './preferences-sync.ts';

/** True when table views live on the server: a user is signed in and their preferences loaded. */
export function serverTableViewsActive(): boolean {
  const userId = useSessionStore.getState().user?.id;
  return userId !== undefined && usePreferencesStore.getState().loadedFor === userId;
}

/** The signed-in user's saved view of a table, as stored (the caller validates it). */
export function serverTableView(tableId: string): unknown {
  return usePreferencesStore.getState().preferences.tables?.[tableId];
}

/**
 * Keeps a table view in the user's preferences: shown at once, then saved with
 * PATCH /users/{id}/preferences (the whole `tables` object, so the server's merge keeps every
 * table). A failed save says so and keeps the view for this visit.
 */
export async function saveServerTableView(tableId: string, view: TableView): Promise<void> {
  const current = usePreferencesStore.getState().preferences;
  const tables: TablesPreferences = { ...current.tables, [tableId]: view };
  usePreferencesStore.setState({ preferences: { ...current, tables } });
  try {
    await savePreferences({ tables });
  } catch {
    notifyError('Save Failed', 'Your table view (columns, density, page size) could not be saved.');
  }
}

/** Calls the listener when the session or the preferences change. */
export function subscribeServerTableViews(listener: () => void): () => void {
  const stopPreferences = usePreferencesStore.subscribe(listener);
  const stopSession = useSessionStore.subscribe(listener);
  return () => {
    stopPreferences();
    stopSession();
  };
}
