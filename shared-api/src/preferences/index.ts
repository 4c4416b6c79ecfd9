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
