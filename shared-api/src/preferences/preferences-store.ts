import { create } from 'zustand';
import { DEFAULT_PREFERENCES, type UserPreferences } from '../contract/index.ts';

export interface PreferencesState {
  /** Spec §3 'User preferences'; the defaults until a signed-in user's are loaded. */
  preferences: UserPreferences;
  /** The user whose preferences these are; null while they are the defaults. */
  loadedFor: string | null;
}

const INITIAL_PREFERENCES_STATE: PreferencesState = {
  preferences: { ...DEFAULT_PREFERENCES },
  loadedFor: null,
};

export const usePreferencesStore = create<PreferencesState>()(() => INITIAL_PREFERENCES_STATE);

export function resetPreferencesStore(): void {
  usePreferencesStore.setState(INITIAL_PREFERENCES_STATE, true);
}

export function usePreferences(): UserPreferences {
  return usePreferencesStore((state) => state.preferences);
}
