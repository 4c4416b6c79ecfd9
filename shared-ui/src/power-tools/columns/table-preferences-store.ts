import {
  DEFAULT_TABLE_PREFERENCES,
  parseTablePreferences,
  type TablePreferences,
} from './table-preferences.ts';

/**
 * Where tables keep their views. The default keeps them in this browser; the app shell
 * provides one that keeps a signed-in trader's on the server.
 */
export interface TablePreferencesStore {
  get: (tableId: string) => TablePreferences;
  set: (tableId: string, preferences: TablePreferences) => void;
  subscribe: (listener: () => void) => () => void;
}

export const LOCAL_TABLES_KEY = 'flowscope.tables';

function readRaw(storage: Storage): string | null {
  try {
    return storage.getItem(LOCAL_TABLES_KEY);
  } catch {
    return null;
  }
}

function readAll(storage: Storage): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(readRaw(storage) ?? '{}');
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

/** Table views in local storage; unreadable data counts as none, a full storage is ignored. */
export function createLocalTablePreferencesStore(
  storage: () => Storage | null = () => (typeof localStorage === 'undefined' ? null : localStorage),
): TablePreferencesStore {
  const listeners = new Set<() => void>();
  const cache = new Map<string, TablePreferences>();
  // The stored text the cache was read from: when another tab (or a reset) changes it, the
  // cached views are dropped and read again.
  let cachedFrom: string | null = null;
  return {
    get: (tableId) => {
      const area = storage();
      const stored = area ? readRaw(area) : null;
      if (stored !== cachedFrom) {
        cache.clear();
        cachedFrom = stored;
      }
      const cached = cache.get(tableId);
      if (cached) return cached;
      const value = area
        ? parseTablePreferences(readAll(area)[tableId])
        : DEFAULT_TABLE_PREFERENCES;
      cache.set(tableId, value);
      return value;
    },
    set: (tableId, preferences) => {
      cache.set(tableId, preferences);
      const area = storage();
      if (area) {
        try {
          area.setItem(
            LOCAL_TABLES_KEY,
            JSON.stringify({ ...readAll(area), [tableId]: preferences }),
          );
          cachedFrom = readRaw(area);
        } catch {
          // Storage full or refused: the choice still holds for this visit.
        }
      }
      listeners.forEach((listener) => listener());
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
