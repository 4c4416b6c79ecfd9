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
  CLUSTER_HOURS_MAX,
  CLUSTER_HOURS_MIN,
  CLUSTER_WALLETS_MAX,
  CLUSTER_WALLETS_MIN,
  DEFAULT_ALERT_PREFERENCES,
  saveAlertPreferences,
  useAlertPreferences,
  validateAlertPreferences,
  type AlertPreferences,
  type AlertPreferencesErrors,
} from './alert-preferences.ts';
