import * as z from 'zod/mini';
import { TablesPreferencesSchema } from './preferences-tables.ts';

/** Platform user detail (shell §3): GET /users/{id} answers it, PATCH /users/{id} edits it. */
export const UserDetailSchema = z.object({
  id: z.string(),
  username: z.string(),
  discriminator: z.string(),
  avatar: z.nullable(z.string()),
  email: z.nullable(z.string()),
  verified: z.boolean(),
  locale: z.string(),
  mfa_enabled: z.boolean(),
  premium_type: z.int(),
  public_flags: z.int(),
});
export type UserDetail = z.infer<typeof UserDetailSchema>;

/** PATCH /users/{id}: the editable fields; unknown fields are ignored. */
export const UserPatchSchema = z.object({
  username: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(32))),
  email: z.optional(z.email('email must be an e-mail address').check(z.maxLength(320))),
  avatar: z.optional(z.nullable(z.string().check(z.maxLength(200)))),
  locale: z.optional(z.string().check(z.minLength(2), z.maxLength(16))),
});
export type UserPatch = z.input<typeof UserPatchSchema>;

/** Cluster-alert threshold bounds: distinct smart-money wallets, and the window in hours. */
export const CLUSTER_WALLETS_MIN = 2;
export const CLUSTER_WALLETS_MAX = 100;
export const CLUSTER_HOURS_MIN = 1;
export const CLUSTER_HOURS_MAX = 72;

/**
 * When a favourited token raises a cluster alert: `clusterWallets` distinct smart-money
 * wallets bought it within the last `clusterHours` hours.
 */
export const AlertPreferencesSchema = z.object({
  clusterWallets: z
    .number({ error: 'Wallets must be a number' })
    .check(
      z.int('Wallets must be a whole number'),
      z.gte(CLUSTER_WALLETS_MIN, `Wallets must be at least ${CLUSTER_WALLETS_MIN}`),
      z.lte(CLUSTER_WALLETS_MAX, `Wallets must be at most ${CLUSTER_WALLETS_MAX}`),
    ),
  clusterHours: z
    .number({ error: 'Hours must be a number' })
    .check(
      z.int('Hours must be a whole number'),
      z.gte(CLUSTER_HOURS_MIN, `Hours must be at least ${CLUSTER_HOURS_MIN}`),
      z.lte(CLUSTER_HOURS_MAX, `Hours must be at most ${CLUSTER_HOURS_MAX}`),
    ),
});
export type AlertPreferences = z.infer<typeof AlertPreferencesSchema>;

/** Five wallets within four hours: rare enough to be news, common enough to fire on a busy token. */
export const DEFAULT_ALERT_PREFERENCES = { clusterWallets: 5, clusterHours: 4 } as const;

/** Preference defaults (shell §3, §9). */
export const DEFAULT_PREFERENCES = {
  currency: 'USD',
  dateFormat: 'DD/MM/YYYY',
  numberFormat: 'en-US',
  refreshInterval: 30000,
  alerts: DEFAULT_ALERT_PREFERENCES,
} as const;

/** Which clock times are shown on: Prague (the spec's), the trader's own, or UTC. */
export const TimeZonePreferenceSchema = z.enum(['prague', 'local', 'utc']);
export type TimeZonePreference = z.infer<typeof TimeZonePreferenceSchema>;

export const UserPreferencesSchema = z.object({
  currency: z.string().check(z.minLength(1), z.maxLength(8)),
  dateFormat: z.string().check(z.minLength(1), z.maxLength(32)),
  numberFormat: z.string().check(z.minLength(2), z.maxLength(16)),
  /** Milliseconds; 1 s to 1 h. */
  refreshInterval: z.int().check(z.gte(1000), z.lte(3_600_000)),
  /** Each table's columns and density; absent until the user changes one. */
  tables: z.optional(TablesPreferencesSchema),
  /** Cluster-alert threshold; optional so older stored preferences and clients stay valid. */
  alerts: z.optional(AlertPreferencesSchema),
  /** 'Times in'; optional (absent means Prague) so older stored preferences and clients stay valid. */
  timeZone: z.optional(TimeZonePreferenceSchema),
});
export type UserPreferences = z.infer<typeof UserPreferencesSchema>;

/** GET and PATCH /users/{id}/preferences answer `{ preferences }`, always complete. */
export const PreferencesResponseSchema = z.object({ preferences: UserPreferencesSchema });
export type PreferencesResponse = z.infer<typeof PreferencesResponseSchema>;

/** PATCH /users/{id}/preferences payload: `{ preferences: <some fields> }`, merged. */
export const PreferencesPatchSchema = z.object({
  preferences: z.partial(UserPreferencesSchema),
});
export type PreferencesPatch = z.input<typeof PreferencesPatchSchema>;
