import { dismissNotification, useVisibleNotifications } from '@flowscope/shared-api';
import { ToastStack } from '@flowscope/shared-ui';
import { MOBILE_BAR_HEIGHT } from './layout-sizes.ts';

/**
 * The notifications raised anywhere in the page (host or remote), stacked in the bottom
 * corner where they cover none of the header's controls, and above the phone's bottom bar.
 */
export function Toasts() {
  const notifications = useVisibleNotifications();
  return (
    <ToastStack
      notifications={notifications}
      onDismiss={dismissNotification}
      mobileBottomOffset={MOBILE_BAR_HEIGHT}
    />
  );
}
