import { describe, expect, it } from 'vitest';
import { TablesPreferencesSchema, TableViewSchema } from './preferences-tables.ts';

const VIEW = { hidden: ['ticker'], order: ['score'], density: 'compact' };

describe('TableViewSchema', () => {
  it.each([10, 20, 50, 100])('keeps a chosen page size of %i', (itemsPerPage) => {
    expect(TableViewSchema.parse({ ...VIEW, itemsPerPage })).toEqual({ ...VIEW, itemsPerPage });
  });

  it('still accepts a view saved before the page size was kept', () => {
    expect(TableViewSchema.parse(VIEW)).toEqual(VIEW);
    expect(TablesPreferencesSchema.parse({ 'favorites:CEX Favorites': VIEW })).toEqual({
      'favorites:CEX Favorites': VIEW,
    });
  });

  it.each([0, 15, 1000, '20', null, 20.5])('refuses a page size not offered (%j)', (size) => {
    expect(TableViewSchema.safeParse({ ...VIEW, itemsPerPage: size }).success).toBe(false);
  });
});
