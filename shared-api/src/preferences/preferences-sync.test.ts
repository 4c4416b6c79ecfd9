import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  fakeApi,
  jsonResponse,
  notices,
  resetSessionWorld,
  signInAs,
  TRADER,
} from '../session/test-fixtures.ts';
import { usePreferencesStore } from './preferences-store.ts';
import { loadPreferences, savePreferences } from './preferences-sync.ts';

const DEFAULTS = {
  currency: 'USD',
  dateFormat: 'DD/MM/YYYY',
  numberFormat: 'en-US',
  refreshInterval: 30000,
  alerts: { clusterWallets: 5, clusterHours: 4 },
};
const EURO = { ...DEFAULTS, currency: 'EUR' };
const path = `/users/${TRADER.id}/preferences`;

beforeEach(() => resetSessionWorld());
afterEach(() => resetSessionWorld());

describe('preferences', () => {
  it('start as the spec defaults', () => {
    expect(usePreferencesStore.getState().preferences).toEqual(DEFAULTS);
  });

  it("load the signed-in user's preferences", async () => {
    fakeApi({ [`GET ${path}`]: () => jsonResponse({ preferences: EURO }) });
    signInAs();
    await expect(loadPreferences()).resolves.toEqual(EURO);
    expect(usePreferencesStore.getState()).toEqual({ preferences: EURO, loadedFor: TRADER.id });
  });

  it('fall back to the defaults silently when the load fails', async () => {
    fakeApi({ [`GET ${path}`]: () => jsonResponse({ message: 'Server error occurred' }, 500) });
    signInAs();
    await expect(loadPreferences()).resolves.toEqual(DEFAULTS);
    expect(notices()).toEqual([]);
  });

  it('keep what the user already has when a reload fails', async () => {
    fakeApi({ [`GET ${path}`]: () => jsonResponse({ preferences: EURO }) });
    signInAs();
    await loadPreferences();
    fakeApi({});
    await expect(loadPreferences()).resolves.toEqual(EURO);
  });

  it('are not fetched for anonymous visitors', async () => {
    const { sent } = fakeApi({});
    await expect(loadPreferences()).resolves.toEqual(DEFAULTS);
    expect(sent).toEqual([]);
  });

  it('save with PATCH {preferences} and show the merged answer', async () => {
    const { sent } = fakeApi({ [`PATCH ${path}`]: () => jsonResponse({ preferences: EURO }) });
    signInAs();
    await expect(savePreferences({ currency: 'EUR' })).resolves.toEqual(EURO);
    expect(sent[0]).toMatchObject({
      method: 'PATCH',
      path,
      body: { preferences: { currency: 'EUR' } },
    });
    expect(usePreferencesStore.getState().preferences).toEqual(EURO);
  });

  it('throw when the save fails, so the caller can report it', async () => {
    fakeApi({});
    signInAs();
    await expect(savePreferences({ currency: 'EUR' })).rejects.toThrow('Auth API Error: Not found');
    expect(usePreferencesStore.getState().preferences).toEqual(DEFAULTS);
  });

  it('change only locally for anonymous visitors', async () => {
    const { sent } = fakeApi({});
    await expect(savePreferences({ refreshInterval: 60000 })).resolves.toMatchObject({
      refreshInterval: 60000,
    });
    expect(sent).toEqual([]);
  });
});
