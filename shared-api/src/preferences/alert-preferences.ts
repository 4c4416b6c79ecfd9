import {
  AlertPreferencesSchema,
  DEFAULT_ALERT_PREFERENCES,
  type AlertPreferences,
} from '../contract/index.ts';
import { usePreferencesStore } from './preferences-store.ts';
import { savePreferences } from './preferences-sync.ts';

/** The trader's cluster-alert threshold (the defaults until they set one). */
export function useAlertPreferences(): AlertPreferences {
  return usePreferencesStore((state) => state.preferences.alerts ?? DEFAULT_ALERT_PREFERENCES);
}

export type AlertPreferencesErrors = Partial<Record<keyof AlertPreferences, string>>;

/** Checks a threshold as typed (numbers or raw text); errors by field, as the contract words them. */
export function validateAlertPreferences(input: {
  clusterWallets: number;
  clusterHours: number;
}): { ok: true; value: AlertPreferences } | { ok: false; errors: AlertPreferencesErrors } {
  const parsed = AlertPreferencesSchema.safeParse(input);
  if (parsed.success) return { ok: true, value: parsed.data };
  const errors: AlertPreferencesErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if ((field === 'clusterWallets' || field === 'clusterHours') && errors[field] === undefined) {
      errors[field] = Number.isNaN(input[field])
        ? `${field === 'clusterWallets' ? 'Wallets' : 'Hours'} must be a number`
        : issue.message;
    }
  }
  return { ok: false, errors };
}

/** Saves the threshold through the preferences PATCH; throws when the save fails. */
export async function saveAlertPreferences(alerts: AlertPreferences): Promise<AlertPreferences> {
  const saved = await savePreferences({ alerts });
  return saved.alerts ?? DEFAULT_ALERT_PREFERENCES;
}
