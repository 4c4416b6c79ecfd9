import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { usePreferencesStore } from '../preferences/preferences-store.ts';
import { handleReconnect, trackConnectivity } from './connectivity.ts';
import { onSessionSync } from './session-events.ts';
import { useSessionStore } from './session-store.ts';
import { fakeApi, jsonResponse, resetSessionWorld, signInAs, TRADER } from './test-fixtures.ts';

const HEALTH = { status: 'ok', service: 'api', timestamp: '2025-01-01T00:00:00.000Z' };
const EURO = {
  currency: 'EUR',
  dateFormat: 'DD/MM/YYYY',
  numberFormat: 'en-US',
  refreshInterval: 30000,
};
let stop = () => {};

beforeEach(() => resetSessionWorld());
afterEach(() => {
  stop();
  resetSessionWorld();
});

describe('online and offline', () => {
  it('are tracked on the session store', () => {
    stop = trackConnectivity();
    expect(useSessionStore.getState().isOnline).toBe(true);
    window.dispatchEvent(new Event('offline'));
    expect(useSessionStore.getState().isOnline).toBe(false);
    fakeApi({ 'GET /health': () => jsonResponse(HEALTH) });
    window.dispatchEvent(new Event('online'));
    expect(useSessionStore.getState().isOnline).toBe(true);
  });

  it('on reconnect: a health check and, when signed in, preferences reload and a sync event', async () => {
    const { sent } = fakeApi({
      'GET /health': () => jsonResponse(HEALTH),
      [`GET /users/${TRADER.id}/preferences`]: () => jsonResponse({ preferences: EURO }),
    });
    const onSync = vi.fn();
    const unsubscribe = onSessionSync(onSync);
    signInAs();
    const reported = new Promise((resolve) => {
      stop = trackConnectivity(resolve);
    });
    window.dispatchEvent(new Event('online'));
    await expect(reported).resolves.toEqual({ healthy: true, synced: true });
    expect(sent.map((request) => `${request.method} ${request.path}`)).toEqual([
      'GET /health',
      `GET /users/${TRADER.id}/preferences`,
    ]);
    expect(usePreferencesStore.getState().preferences).toEqual(EURO);
    expect(onSync).toHaveBeenCalledWith('reconnect');
    unsubscribe();
  });

  it('anonymous visitors get the health check only', async () => {
    const { sent } = fakeApi({ 'GET /health': () => jsonResponse(HEALTH) });
    const onSync = vi.fn();
    const unsubscribe = onSessionSync(onSync);
    await expect(handleReconnect()).resolves.toEqual({ healthy: true, synced: false });
    expect(sent.map((request) => request.path)).toEqual(['/health']);
    expect(onSync).not.toHaveBeenCalled();
    unsubscribe();
  });

  it('does not sync against an API that does not answer', async () => {
    const { sent } = fakeApi({});
    signInAs();
    await expect(handleReconnect()).resolves.toEqual({ healthy: false, synced: false });
    expect(sent).toHaveLength(1);
  });
});
