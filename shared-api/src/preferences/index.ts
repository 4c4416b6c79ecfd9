export {
  INITIAL_PREFERENCES_STATE,
  resetPreferencesStore,
  usePreferences,
  usePreferencesStore,
  type PreferencesState,
} from './preferences-store.ts';
export { fetchPreferencesOrNull, loadPreferences, savePreferences } from './preferences-sync.ts';
export {
  saveServerTableView,
  serverTableView,
  serverTableViewsActive,
  subscribeServerTableViews,
} from './table-views.ts';
export {
  saveAlertPreferences,
  useAlertPreferences,
  validateAlertPreferences,
  type AlertPreferencesErrors,
} from './alert-preferences.ts';
export {
  saveTimeZonePreference,
  startTimeZoneSync,
  TIME_ZONE_STORAGE_KEY,
  timeZoneChoiceOf,
} from './time-zone-preference.ts';
// The threshold's bounds and defaults, for forms in the host and the remotes.
export {
  CLUSTER_HOURS_MAX,
  CLUSTER_HOURS_MIN,
  CLUSTER_WALLETS_MAX,
  CLUSTER_WALLETS_MIN,
  DEFAULT_ALERT_PREFERENCES,
  type AlertPreferences,
} from '../contract/index.ts';
