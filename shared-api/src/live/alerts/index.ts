export {
  FavoriteAlertSchema,
  fetchFavoriteAlerts,
  markFavoriteAlertsRead,
  type FavoriteAlert,
  type FavoriteAlertList,
} from '../../endpoints/alerts/favorite-alert-calls.ts';
export {
  ALERTS_REFRESH_MIN_MS,
  clusterAlertText,
  favoriteAlertMessage,
  favoriteAlertsKeys,
  favoriteAlertsQueryOptions,
  favoriteAlertTitle,
  isFavouriteToken,
  markAlertsRead,
  watchFavoriteAlerts,
} from './favorite-alerts.ts';
export { useFavoriteAlerts, type FavoriteAlertsView } from './use-favorite-alerts.ts';
export { watchAlertInbox } from './alert-inbox-live.ts';
export { useLiveAlertInbox } from './use-alert-inbox-live.ts';
