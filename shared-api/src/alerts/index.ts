export { type AlertRuleView } from './alert-rule-views.ts';
export { type AlertView } from '../endpoints/alerts/alert-inbox-calls.ts';
export {
  webhookUrlProblem,
  type WebhookDeliveryView,
  type WebhookView,
} from '../endpoints/alerts/webhook-calls.ts';
export { useAlertInbox, useMarkAlertsRead } from './use-alert-inbox.ts';
export {
  useAlertRules,
  useAlertUserId,
  useCreateAlertRule,
  useDeleteAlertRule,
  useEditAlertRule,
  useToggleAlertRule,
} from './use-alert-rules.ts';
export {
  useRemoveWebhook,
  useRotateWebhookSecret,
  useSendTestWebhook,
  useSetWebhookUrl,
  useWebhook,
  useWebhookDeliveries,
} from './use-webhook.ts';
export {
  ALERT_RULE_NETWORKS,
  draftFromRule,
  refusalMessage,
  submitAlertRuleDraft,
} from './alert-rule-draft.ts';
export { useCreateAlertControl } from './use-create-alert-control.ts';
export {
  BROWSER_NOTIFICATIONS_KEY,
  onFallbackNotificationClick,
  sendTestBrowserNotification,
  setBrowserNotificationEnvironment,
  turnOffBrowserNotifications,
  turnOnBrowserNotifications,
  useBrowserNotificationState,
  type BrowserNotificationState,
  type NotificationPermissionState,
} from './browser-notifications.ts';
