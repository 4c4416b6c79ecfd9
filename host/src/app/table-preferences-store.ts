import {
  saveServerTableView,
  serverTableView,
  serverTableViewsActive,
  subscribeServerTableViews,
} from '@flowscope/shared-api';
import {
  createLocalTablePreferencesStore,
  parseTablePreferences,
  type TablePreferences,
  type TablePreferencesStore,
} from '@flowscope/shared-ui';

/**
 * Where every table of the app keeps its view: the signed-in trader's preferences on the
 * server, else this browser's local storage. Stored data is validated on the way in, so a
 * damaged view shows the defaults instead of breaking a table.
 */
export function createAppTablePreferencesStore(
  local: TablePreferencesStore = createLocalTablePreferencesStore(),
): TablePreferencesStore {
  // One parsed view per stored value, so an unchanged view is the same object (React's
  // external-store reads must be stable).
  const parsed = new WeakMap<object, TablePreferences>();
  const fromServer = (tableId: string): TablePreferences => {
    const stored = serverTableView(tableId);
    if (typeof stored !== 'object' || stored === null) return parseTablePreferences(undefined);
    const known = parsed.get(stored);
    if (known) return known;
    const view = parseTablePreferences(stored);
    parsed.set(stored, view);
    return view;
  };
  return {
    get: (tableId) => (serverTableViewsActive() ? fromServer(tableId) : local.get(tableId)),
    set: (tableId, view) => {
      if (serverTableViewsActive())
        void saveServerTableView(tableId, {
          ...view,
          hidden: [...view.hidden],
          order: [...view.order],
        });
      else local.set(tableId, view);
    },
    subscribe: (listener) => {
      const stopServer = subscribeServerTableViews(listener);
      const stopLocal = local.subscribe(listener);
      return () => {
        stopServer();
        stopLocal();
      };
    },
  };
}
