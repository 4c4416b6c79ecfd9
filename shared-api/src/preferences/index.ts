export { resetPreferencesStore, usePreferences, usePreferencesStore } from './preferences-store.ts';
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
export { saveTimeZonePreference, startTimeZoneSync } from './time-zone-preference.ts';
// The threshold's bounds and defaults, for forms in the host and the remotes.
export {
  CLUSTER_HOURS_MAX,
  CLUSTER_HOURS_MIN,
  CLUSTER_WALLETS_MAX,
  CLUSTER_WALLETS_MIN,
} from '../contract/index.ts';
