export {
  dismissNotification,
  notify,
  resetNotificationStore,
  setNotificationsEnabled,
  useNotificationStore,
  type NotifyInput,
} from './notification-store.ts';
export { errorMessageOf, notifyError, notifySuccess } from './notify-helpers.ts';
export { useNotificationsEnabled, useVisibleNotifications } from './use-notifications.ts';
