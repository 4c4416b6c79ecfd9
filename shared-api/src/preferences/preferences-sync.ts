import { DEFAULT_PREFERENCES, type UserPreferences } from '../contract/index.ts';
import { getUserPreferences, updateUserPreferences } from '../endpoints/auth/users.ts';
import { useSessionStore } from '../session/session-store.ts';
import { usePreferencesStore } from './preferences-store.ts';

/** Spec §8: a failed preference load yields null, silently. */
async function fetchPreferencesOrNull(userId: string): Promise<UserPreferences | null> {
  try {
    return await getUserPreferences(userId);
  } catch {
    return null;
  }
}

/**
 * Loads the signed-in user's preferences into the store; anonymous visitors and a failed first
 * load get the defaults (spec §4). Never throws.
 */
export async function loadPreferences(): Promise<UserPreferences> {
  const userId = useSessionStore.getState().user?.id ?? null;
  const loaded = userId ? await fetchPreferencesOrNull(userId) : null;
  // The user may have signed out while the call was under way; do not show stale data then.
  if (useSessionStore.getState().user?.id !== (userId ?? undefined)) {
    return usePreferencesStore.getState().preferences;
  }
  const current = usePreferencesStore.getState();
  if (!loaded && userId && current.loadedFor === userId) {
    // A failed reload (e.g. the sync after a reconnect) keeps what this user already has.
    return current.preferences;
  }
  const preferences = loaded ?? { ...DEFAULT_PREFERENCES };
  usePreferencesStore.setState({ preferences, loadedFor: loaded ? userId : null });
  return preferences;
}

/**
 * Saves changed preferences with PATCH and shows the server's merged result. Anonymous
 * visitors keep them for this page only. A failure throws, so the caller can say 'Save Failed'.
 */
export async function savePreferences(changes: Partial<UserPreferences>): Promise<UserPreferences> {
  const userId = useSessionStore.getState().user?.id;
  if (!userId) {
    const preferences = { ...usePreferencesStore.getState().preferences, ...changes };
    usePreferencesStore.setState({ preferences });
    return preferences;
  }
  const preferences = await updateUserPreferences(userId, changes);
  usePreferencesStore.setState({ preferences, loadedFor: userId });
  return preferences;
}
