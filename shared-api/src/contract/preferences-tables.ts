import * as z from 'zod/mini';

/** Table preference defaults (shell-and-session §3): 20 rows a page, comfortable rows. */
export const DEFAULT_TABLE_PREFERENCE_VALUES = {
  itemsPerPage: 20,
  density: 'comfortable',
} as const;

export const TABLE_DENSITIES = ['comfortable', 'compact'] as const;

/** The page sizes every paged table offers (data-screens §9). */
export const TABLE_PAGE_SIZES = [10, 20, 50, 100] as const;
export type TablePageSize = (typeof TABLE_PAGE_SIZES)[number];

/** Column keys are short identifiers; a table has a few dozen columns at most. */
const ColumnKeysSchema = z
  .array(z.string().check(z.minLength(1), z.maxLength(64)))
  .check(z.maxLength(64));

/**
 * One table's saved view: hidden columns, column order, row density and, once the trader
 * has chosen one, the page size (views saved before it was kept have none).
 */
export const TableViewSchema = z.object({
  hidden: ColumnKeysSchema,
  order: ColumnKeysSchema,
  density: z.enum(TABLE_DENSITIES),
  itemsPerPage: z.optional(z.literal(TABLE_PAGE_SIZES)),
});
export type TableView = z.infer<typeof TableViewSchema>;

/** How many tables' views one user may keep: every table of the app, with room to spare. */
export const MAX_SAVED_TABLES = 100;

/** `preferences.tables`: views by table id ('<screen>:<table label>'). */
export const TablesPreferencesSchema = z
  .record(z.string().check(z.minLength(1), z.maxLength(128)), TableViewSchema)
  .check(
    z.refine((tables) => Object.keys(tables).length <= MAX_SAVED_TABLES, {
      message: `tables holds at most ${MAX_SAVED_TABLES} table views`,
    }),
  );
export type TablesPreferences = z.infer<typeof TablesPreferencesSchema>;
