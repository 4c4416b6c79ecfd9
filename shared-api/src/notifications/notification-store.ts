import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

type NotificationType = 'info' | 'success' | 'warning' | 'error';

/** A UI notification (shell-and-session §3). */
export interface UiNotification {
  id: string;
  type: NotificationType;
  title: string;
  message: string;
  /** Epoch milliseconds when it was raised. */
  timestamp: number;
  dismissed: boolean;
  /** Milliseconds before it dismisses itself; 0 keeps it until dismissed. */
  timeout: number;
}

export interface NotifyInput {
  type?: NotificationType;
  title: string;
  message?: string;
  timeout?: number;
}

/** Spec §9: notification default timeout 5000 ms. */
const NOTIFICATION_DEFAULT_TIMEOUT_MS = 5000;
/** Only the last ones are kept, so a page left open does not grow without bound. */
const NOTIFICATION_HISTORY_LIMIT = 50;
/** The product-named local-storage key of the notification-enabled setting. */
export const NOTIFICATION_SETTINGS_KEY = 'flowscope.notifications';

export interface NotificationState {
  notifications: UiNotification[];
  /** When off, notify() raises nothing (the setting persists locally, spec §4). */
  enabled: boolean;
}

const INITIAL_NOTIFICATION_STATE: NotificationState = { notifications: [], enabled: true };

/**
 * The one notification store of the page. It lives in shared-api (a Module Federation
 * singleton), so a remote's notify() lands in the host's toasts.
 */
export const useNotificationStore = create<NotificationState>()(
  persist(() => INITIAL_NOTIFICATION_STATE, {
    name: NOTIFICATION_SETTINGS_KEY,
    storage: createJSONStorage(() => localStorage),
    // Only the setting persists; notifications belong to this page view.
    partialize: (state) => ({ enabled: state.enabled }),
  }),
);

let sequence = 0;
const timers = new Map<string, ReturnType<typeof setTimeout>>();

function nextId(now: number): string {
  sequence += 1;
  return `notification-${now}-${sequence}`;
}

export function dismissNotification(id: string): void {
  const timer = timers.get(id);
  if (timer !== undefined) clearTimeout(timer);
  timers.delete(id);
  useNotificationStore.setState((state) => ({
    notifications: state.notifications.map((item) =>
      item.id === id ? { ...item, dismissed: true } : item,
    ),
  }));
}

/** Raises a notification; returns its id, or null when notifications are switched off. */
export function notify(input: NotifyInput): string | null {
  if (!useNotificationStore.getState().enabled) return null;
  const timestamp = Date.now();
  const notification: UiNotification = {
    id: nextId(timestamp),
    type: input.type ?? 'info',
    title: input.title,
    message: input.message ?? '',
    timestamp,
    dismissed: false,
    timeout: input.timeout ?? NOTIFICATION_DEFAULT_TIMEOUT_MS,
  };
  useNotificationStore.setState((state) => ({
    notifications: [...state.notifications, notification].slice(-NOTIFICATION_HISTORY_LIMIT),
  }));
  if (notification.timeout > 0) {
    const { id } = notification;
    timers.set(
      id,
      setTimeout(() => dismissNotification(id), notification.timeout),
    );
  }
  return notification.id;
}

export function dismissAllNotifications(): void {
  for (const id of timers.keys()) dismissNotification(id);
  useNotificationStore.setState((state) => ({
    notifications: state.notifications.map((item) => ({ ...item, dismissed: true })),
  }));
}

export function setNotificationsEnabled(enabled: boolean): void {
  useNotificationStore.setState({ enabled });
}

/** Clears notifications, timers and the setting; for tests and logout. */
export function resetNotificationStore(): void {
  for (const timer of timers.values()) clearTimeout(timer);
  timers.clear();
  useNotificationStore.setState(INITIAL_NOTIFICATION_STATE, true);
}
