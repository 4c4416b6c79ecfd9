import { afterEach, describe, expect, it } from 'vitest';
import type { TableColumn } from '../../table/types.ts';
import { createLocalTablePreferencesStore, LOCAL_TABLES_KEY } from './table-preferences-store.ts';
import {
  DEFAULT_TABLE_PREFERENCES,
  moveColumn,
  parseTablePreferences,
  visibleColumns,
} from './table-preferences.ts';

const columns: TableColumn<object>[] = ['rank', 'token', 'flow', 'score'].map((key) => ({
  key,
  label: key,
}));

afterEach(() => localStorage.clear());

describe('parseTablePreferences', () => {
  it('keeps a good view', () => {
    const view = { hidden: ['flow'], order: ['token', 'rank'], density: 'compact' };
    expect(parseTablePreferences(view)).toEqual(view);
  });

  it.each([null, 'hidden', 42, [], { hidden: 'flow' }])('gives the defaults for %j', (value) => {
    expect(parseTablePreferences(value)).toEqual(DEFAULT_TABLE_PREFERENCES);
  });

  it('keeps a chosen page size and drops one not offered', () => {
    const view = { hidden: [], order: [], density: 'compact', itemsPerPage: 50 };
    expect(parseTablePreferences(view)).toEqual(view);
    expect(parseTablePreferences({ ...view, itemsPerPage: 30 })).toEqual({
      hidden: [],
      order: [],
      density: 'compact',
    });
    expect(parseTablePreferences({ ...view, itemsPerPage: '50' })).not.toHaveProperty(
      'itemsPerPage',
    );
  });

  it('drops only the damaged fields', () => {
    expect(
      parseTablePreferences({ hidden: ['flow', 7], order: ['score'], density: 'tiny' }),
    ).toEqual({ hidden: [], order: ['score'], density: 'comfortable' });
  });
});

describe('column order and visibility', () => {
  it('shows the columns in the saved order without the hidden ones; new ones keep their place', () => {
    const keys = visibleColumns(columns, {
      hidden: ['flow'],
      order: ['score', 'token'],
      density: 'comfortable',
    }).map((column) => column.key);
    expect(keys).toEqual(['score', 'token', 'rank']);
  });

  it('moves a column one step, staying inside the ends', () => {
    expect(moveColumn(columns, [], 'flow', -1)).toEqual(['rank', 'flow', 'token', 'score']);
    expect(moveColumn(columns, [], 'rank', -1)).toEqual(['rank', 'token', 'flow', 'score']);
    expect(moveColumn(columns, ['score'], 'score', 1)).toEqual(['rank', 'score', 'token', 'flow']);
  });
});

describe('local table preferences', () => {
  it('keeps a view across a reload (a new store over the same storage)', () => {
    const view = { hidden: ['flow', 'score'], order: [], density: 'compact' as const };
    createLocalTablePreferencesStore().set('top-accumulations-dex:Top Accumulations', view);
    const reloaded = createLocalTablePreferencesStore();
    expect(reloaded.get('top-accumulations-dex:Top Accumulations')).toEqual(view);
    expect(reloaded.get('other:Table')).toEqual(DEFAULT_TABLE_PREFERENCES);
  });

  it('reads views again when the storage changed under it, and keeps its answer otherwise', () => {
    const store = createLocalTablePreferencesStore();
    const view = { hidden: ['flow'], order: [], density: 'compact' as const };
    store.set('a:b', view);
    const first = store.get('a:b');
    expect(store.get('a:b')).toBe(first);
    localStorage.setItem(
      LOCAL_TABLES_KEY,
      JSON.stringify({ 'a:b': { hidden: [], order: [], density: 'comfortable' } }),
    );
    expect(store.get('a:b')).toEqual({ hidden: [], order: [], density: 'comfortable' });
    localStorage.clear();
    expect(store.get('a:b')).toEqual(DEFAULT_TABLE_PREFERENCES);
  });

  it('ignores bad stored data', () => {
    localStorage.setItem(LOCAL_TABLES_KEY, '{not json');
    expect(createLocalTablePreferencesStore().get('a:b')).toEqual(DEFAULT_TABLE_PREFERENCES);
    localStorage.setItem(LOCAL_TABLES_KEY, JSON.stringify({ 'a:b': { hidden: [1, 2] } }));
    expect(createLocalTablePreferencesStore().get('a:b')).toEqual(DEFAULT_TABLE_PREFERENCES);
  });

  it('tells its listeners about a change', () => {
    const store = createLocalTablePreferencesStore();
    let calls = 0;
    const stop = store.subscribe(() => {
      calls += 1;
    });
    store.set('a:b', DEFAULT_TABLE_PREFERENCES);
    stop();
    store.set('a:b', DEFAULT_TABLE_PREFERENCES);
    expect(calls).toBe(1);
  });
});
