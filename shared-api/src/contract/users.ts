import { z } from 'zod';
import { TablesPreferencesSchema } from './preferences-tables.ts';

/** Platform user detail (shell §3): GET /users/{id} answers it, PATCH /users/{id} edits it. */
export const UserDetailSchema = z.object({
  id: z.string(),
  username: z.string(),
  discriminator: z.string(),
  avatar: z.string().nullable(),
  email: z.string().nullable(),
  verified: z.boolean(),
  locale: z.string(),
  mfa_enabled: z.boolean(),
  premium_type: z.number().int(),
  public_flags: z.number().int(),
});
export type UserDetail = z.infer<typeof UserDetailSchema>;

/** PATCH /users/{id}: the editable fields; unknown fields are ignored. */
export const UserPatchSchema = z.object({
  username: z.string().trim().min(1).max(32).optional(),
  email: z.email('email must be an e-mail address').max(320).optional(),
  avatar: z.string().max(200).nullable().optional(),
  locale: z.string().min(2).max(16).optional(),
});
export type UserPatch = z.input<typeof UserPatchSchema>;

/** Preference defaults (shell §3, §9). */
export const DEFAULT_PREFERENCES = {
  currency: 'USD',
  dateFormat: 'DD/MM/YYYY',
  numberFormat: 'en-US',
  refreshInterval: 30000,
} as const;

export const UserPreferencesSchema = z.object({
  currency: z.string().min(1).max(8),
  dateFormat: z.string().min(1).max(32),
  numberFormat: z.string().min(2).max(16),
  /** Milliseconds; 1 s to 1 h. */
  refreshInterval: z.number().int().min(1000).max(3_600_000),
  /** Each table's columns and density; absent until the user changes one. */
  tables: TablesPreferencesSchema.optional(),
});
export type UserPreferences = z.infer<typeof UserPreferencesSchema>;

/** GET and PATCH /users/{id}/preferences answer `{ preferences }`, always complete. */
export const PreferencesResponseSchema = z.object({ preferences: UserPreferencesSchema });
export type PreferencesResponse = z.infer<typeof PreferencesResponseSchema>;

/** PATCH /users/{id}/preferences payload: `{ preferences: <some fields> }`, merged. */
export const PreferencesPatchSchema = z.object({
  preferences: UserPreferencesSchema.partial(),
});
export type PreferencesPatch = z.input<typeof PreferencesPatchSchema>;
