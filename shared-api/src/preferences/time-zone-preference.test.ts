import { displayTimeZoneChoice, setDisplayTimeZoneChoice } from '@flowscope/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  fakeApi,
  jsonResponse,
  resetSessionWorld,
  signInAs,
  TRADER,
} from '../session/test-fixtures.ts';
import { DEFAULT_PREFERENCES } from '../contract/index.ts';
import { resetPreferencesStore, usePreferencesStore } from './preferences-store.ts';
import { loadPreferences } from './preferences-sync.ts';
import {
  saveTimeZonePreference,
  startTimeZoneSync,
  TIME_ZONE_STORAGE_KEY,
} from './time-zone-preference.ts';

const path = `/users/${TRADER.id}/preferences`;
let stopSync: () => void = () => undefined;

beforeEach(() => {
  resetSessionWorld();
  localStorage.clear();
  setDisplayTimeZoneChoice('prague');
  stopSync = startTimeZoneSync();
});
afterEach(() => {
  stopSync();
  resetSessionWorld();
  resetPreferencesStore();
  localStorage.clear();
  setDisplayTimeZoneChoice('prague');
});

describe("'Times in' preference", () => {
  it('shows Prague times until the trader chooses', () => {
    expect(displayTimeZoneChoice()).toBe('prague');
  });

  it('is kept in the browser for a signed-out visitor, and read back on the next visit', async () => {
    const { sent } = fakeApi({});
    await saveTimeZonePreference('utc');
    expect(displayTimeZoneChoice()).toBe('utc');
    expect(localStorage.getItem(TIME_ZONE_STORAGE_KEY)).toBe('utc');
    expect(sent).toEqual([]);

    stopSync();
    resetPreferencesStore();
    setDisplayTimeZoneChoice('prague');
    stopSync = startTimeZoneSync();
    expect(displayTimeZoneChoice()).toBe('utc');
  });

  it("is saved with a signed-in trader's preferences and follows them when they load", async () => {
    const saved = { ...DEFAULT_PREFERENCES, timeZone: 'local' as const };
    const { sent } = fakeApi({
      [`PATCH ${path}`]: () => jsonResponse({ preferences: saved }),
      [`GET ${path}`]: () =>
        jsonResponse({ preferences: { ...DEFAULT_PREFERENCES, timeZone: 'utc' } }),
    });
    signInAs();
    await saveTimeZonePreference('local');
    expect(sent[0]).toMatchObject({
      method: 'PATCH',
      body: { preferences: { timeZone: 'local' } },
    });
    expect(displayTimeZoneChoice()).toBe('local');

    await loadPreferences();
    expect(usePreferencesStore.getState().preferences.timeZone).toBe('utc');
    expect(displayTimeZoneChoice()).toBe('utc');
  });

  it('changes nothing when the server refuses the save', async () => {
    fakeApi({});
    signInAs();
    await expect(saveTimeZonePreference('utc')).rejects.toThrow();
    expect(displayTimeZoneChoice()).toBe('prague');
    expect(localStorage.getItem(TIME_ZONE_STORAGE_KEY)).toBeNull();
  });
});
