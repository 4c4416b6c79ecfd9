import { useShallow } from 'zustand/react/shallow';
import { useNotificationStore, type UiNotification } from './notification-store.ts';

/** The notifications still on screen, oldest first; what the host's toasts render. */
export function useVisibleNotifications(): UiNotification[] {
  return useNotificationStore(
    useShallow((state) => state.notifications.filter((item) => !item.dismissed)),
  );
}

export function useNotificationsEnabled(): boolean {
  return useNotificationStore((state) => state.enabled);
}
