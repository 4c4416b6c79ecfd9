import {
  DEFAULT_TIME_ZONE_CHOICE,
  isTimeZoneChoice,
  setDisplayTimeZoneChoice,
  type TimeZoneChoice,
} from '@flowscope/core';
import type { UserPreferences } from '../contract/index.ts';
import { usePreferencesStore } from './preferences-store.ts';
import { savePreferences } from './preferences-sync.ts';

/** Where a signed-out browser keeps its 'Times in' choice. */
export const TIME_ZONE_STORAGE_KEY = 'flowscope.timeZone';

function storedChoice(): TimeZoneChoice | null {
  try {
    const value = globalThis.localStorage?.getItem(TIME_ZONE_STORAGE_KEY);
    return isTimeZoneChoice(value) ? value : null;
  } catch {
    return null;
  }
}

function storeChoice(choice: TimeZoneChoice): void {
  try {
    globalThis.localStorage?.setItem(TIME_ZONE_STORAGE_KEY, choice);
  } catch {
    // Storage refused (private mode, quota): the choice still holds for this page.
  }
}

/**
 * The clock to show: the signed-in trader's saved choice, else this browser's, else Prague.
 * The browser's choice also stands in for a trader who never chose one on the server.
 */
function timeZoneChoiceOf(preferences: UserPreferences): TimeZoneChoice {
  return preferences.timeZone ?? storedChoice() ?? DEFAULT_TIME_ZONE_CHOICE;
}

/**
 * Keeps core's display clock on the trader's preference: at once, and again whenever
 * preferences load, are saved or reset on sign-out. Returns the unsubscribe.
 */
export function startTimeZoneSync(): () => void {
  setDisplayTimeZoneChoice(timeZoneChoiceOf(usePreferencesStore.getState().preferences));
  return usePreferencesStore.subscribe((state) => {
    setDisplayTimeZoneChoice(timeZoneChoiceOf(state.preferences));
  });
}

/**
 * Saves 'Times in': in this browser always (it is what a signed-out visit shows), and with the
 * signed-in trader's preferences on the server. A failed server save throws and changes nothing.
 */
export async function saveTimeZonePreference(choice: TimeZoneChoice): Promise<TimeZoneChoice> {
  const saved = await savePreferences({ timeZone: choice });
  storeChoice(choice);
  const shown = timeZoneChoiceOf(saved);
  setDisplayTimeZoneChoice(shown);
  return shown;
}
