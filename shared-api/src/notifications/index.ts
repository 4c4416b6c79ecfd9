export {
  dismissAllNotifications,
  dismissNotification,
  INITIAL_NOTIFICATION_STATE,
  notify,
  NOTIFICATION_DEFAULT_TIMEOUT_MS,
  NOTIFICATION_HISTORY_LIMIT,
  NOTIFICATION_SETTINGS_KEY,
  resetNotificationStore,
  setNotificationsEnabled,
  useNotificationStore,
  type NotificationState,
  type NotificationType,
  type NotifyInput,
  type UiNotification,
} from './notification-store.ts';
export {
  errorMessageOf,
  GENERIC_ERROR_TITLE,
  notifyError,
  notifyFailure,
  notifyInfo,
  notifySuccess,
  notifyWarning,
  UNKNOWN_ERROR_MESSAGE,
} from './notify-helpers.ts';
export { useNotificationsEnabled, useVisibleNotifications } from './use-notifications.ts';
