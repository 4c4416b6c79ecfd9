import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { usePreferencesStore } from '@flowscope/shared-api';
import { DEFAULT_PREFERENCES } from '@flowscope/shared-api/contract';
import {
  jsonResponse,
  resetSharedApiState,
  routeApiTo,
  signInForTest,
} from '@flowscope/shared-api/testing';
import { DEFAULT_TABLE_PREFERENCES, LOCAL_TABLES_KEY } from '@flowscope/shared-ui';
import { createAppTablePreferencesStore } from './table-preferences-store.ts';

const USER = '123456789012345678';
const TABLE = 'top-accumulations-dex:Top Accumulations';
const VIEW = { hidden: ['ticker', 'walletsInteracted'], order: [], density: 'compact' as const };

function signInWithTables(tables: Record<string, unknown>) {
  signInForTest(USER, 'token-1');
  usePreferencesStore.setState({
    // Stored data is whatever the server sent: the store must validate it.
    preferences: { ...DEFAULT_PREFERENCES, tables: tables as never },
    loadedFor: USER,
  });
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  resetSharedApiState();
  usePreferencesStore.setState({ preferences: { ...DEFAULT_PREFERENCES }, loadedFor: null });
});

describe('app table preferences', () => {
  it('keep a signed-out trader’s view in local storage, never on the server', () => {
    const calls: string[] = [];
    routeApiTo((path) => {
      calls.push(path);
      return jsonResponse({});
    });
    createAppTablePreferencesStore().set(TABLE, VIEW);
    expect(JSON.parse(localStorage.getItem(LOCAL_TABLES_KEY) ?? '{}')).toEqual({ [TABLE]: VIEW });
    expect(createAppTablePreferencesStore().get(TABLE)).toEqual(VIEW);
    expect(calls).toEqual([]);
  });

  it('read a signed-in trader’s view from their preferences and save it with PATCH', async () => {
    signInWithTables({ [TABLE]: VIEW });
    const store = createAppTablePreferencesStore();
    expect(store.get(TABLE)).toEqual(VIEW);
    expect(store.get(TABLE)).toBe(store.get(TABLE));

    const patches: unknown[] = [];
    routeApiTo((path, init) => {
      const body = JSON.parse(String(init.body)) as { preferences: unknown };
      patches.push({ path, method: init.method, body });
      return jsonResponse({
        preferences: { ...DEFAULT_PREFERENCES, ...(body.preferences as object) },
      });
    });
    const compact = { ...VIEW, hidden: ['ticker'] };
    store.set(TABLE, compact);
    await expect.poll(() => patches.length).toBe(1);
    expect(patches[0]).toEqual({
      path: `/users/${USER}/preferences`,
      method: 'PATCH',
      body: { preferences: { tables: { [TABLE]: compact } } },
    });
    await expect.poll(() => store.get(TABLE)).toEqual(compact);
    expect(localStorage.getItem(LOCAL_TABLES_KEY)).toBeNull();
  });

  it('keep a signed-in trader’s page size on the server and ignore a bad stored one', async () => {
    signInWithTables({
      [TABLE]: { ...VIEW, itemsPerPage: 50 },
      'favorites:CEX Favorites': { ...VIEW, itemsPerPage: 33 },
    });
    const store = createAppTablePreferencesStore();
    expect(store.get(TABLE)).toEqual({ ...VIEW, itemsPerPage: 50 });
    expect(store.get('favorites:CEX Favorites')).toEqual(VIEW);

    const patches: unknown[] = [];
    routeApiTo((_path, init) => {
      const body = JSON.parse(String(init.body)) as { preferences: object };
      patches.push(body.preferences);
      return jsonResponse({ preferences: { ...DEFAULT_PREFERENCES, ...body.preferences } });
    });
    store.set(TABLE, { ...VIEW, itemsPerPage: 100 });
    await expect.poll(() => patches.length).toBe(1);
    expect(patches[0]).toMatchObject({ tables: { [TABLE]: { ...VIEW, itemsPerPage: 100 } } });
    await expect.poll(() => store.get(TABLE).itemsPerPage).toBe(100);
  });

  it('show the defaults for a damaged view on the server', () => {
    signInWithTables({ [TABLE]: { hidden: 'ticker', density: 'huge' } });
    expect(createAppTablePreferencesStore().get(TABLE)).toEqual(DEFAULT_TABLE_PREFERENCES);
  });
});
