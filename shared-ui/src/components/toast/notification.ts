/** The UI notification of spec §3, as the toast stack shows it. */
export const NOTIFICATION_TYPES = ['info', 'success', 'warning', 'error'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const DEFAULT_NOTIFICATION_TYPE: NotificationType = 'info';
/** Milliseconds before a toast dismisses itself (spec §9); 0 keeps it until dismissed. */
export const DEFAULT_NOTIFICATION_TIMEOUT_MS = 5000;

export interface ToastNotification {
  id: string;
  type?: NotificationType;
  title: string;
  message?: string;
  timestamp?: number;
  dismissed?: boolean;
  /** Milliseconds; absent means the 5000 ms default, 0 means no auto-dismiss. */
  timeout?: number;
}
