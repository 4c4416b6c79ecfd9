import type { Theme } from '@emotion/react';
import { Toast } from './Toast.tsx';
import type { ToastNotification } from './notification.ts';

export interface ToastStackProps {
  notifications: readonly ToastNotification[];
  onDismiss: (id: string) => void;
  /** Name of the region holding the toasts. */
  label?: string;
}

/**
 * Presentational stack of toasts in the corner of the screen. The notification store (in
 * shared-api) decides what is in it; this only shows it and reports dismissals.
 */
export function ToastStack({ notifications, onDismiss, label = 'Notifications' }: ToastStackProps) {
  const visible = notifications.filter((notification) => notification.dismissed !== true);
  return (
    <section
      aria-label={label}
      css={(theme: Theme) => ({
        position: 'fixed',
        top: theme.spacing.lg,
        right: theme.spacing.lg,
        zIndex: theme.zIndices.toast,
        display: 'grid',
        gap: theme.spacing.sm,
        pointerEvents: visible.length === 0 ? 'none' : 'auto',
      })}
    >
      {visible.map((notification) => (
        <Toast key={notification.id} notification={notification} onDismiss={onDismiss} />
      ))}
    </section>
  );
}
