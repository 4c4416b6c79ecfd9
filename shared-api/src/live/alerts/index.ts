export {
  FavoriteAlertSchema,
  fetchFavoriteAlerts,
  markFavoriteAlertsRead,
  type FavoriteAlert,
  type FavoriteAlertList,
} from './favorite-alert-calls.ts';
export {
  ALERTS_REFRESH_MIN_MS,
  clusterAlertText,
  favoriteAlertMessage,
  favoriteAlertTitle,
  INITIAL_FAVORITE_ALERTS,
  isFavouriteToken,
  markAlertsRead,
  refreshFavoriteAlerts,
  useFavoriteAlertsStore,
  watchFavoriteAlerts,
  type FavoriteAlertsState,
} from './favorite-alerts-store.ts';
export { useFavoriteAlerts } from './use-favorite-alerts.ts';
