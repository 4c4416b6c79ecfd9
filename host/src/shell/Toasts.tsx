import { dismissNotification, useVisibleNotifications } from '@flowscope/shared-api';
import { ToastStack } from '@flowscope/shared-ui';

/** The notifications raised anywhere in the page (host or remote), stacked in a corner. */
export function Toasts() {
  const notifications = useVisibleNotifications();
  return <ToastStack notifications={notifications} onDismiss={dismissNotification} />;
}
