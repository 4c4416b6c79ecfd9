import type { Theme } from '@emotion/react';
import { Toast } from './Toast.tsx';
import type { ToastNotification } from './notification.ts';

export interface ToastStackProps {
  notifications: readonly ToastNotification[];
  onDismiss: (id: string) => void;
  /** Name of the region holding the toasts. */
  label?: string;
  /** Height of a bar fixed to the bottom of a phone's screen, which toasts must clear. */
  mobileBottomOffset?: number;
}

/**
 * Presentational stack of toasts in the bottom corner of the screen, clear of the header's
 * controls (sign-in, bell, theme) that a toast after sign-in or an error used to cover for
 * five seconds. The notification store (in shared-api) decides what is in it; this only
 * shows it and reports dismissals.
 */
export function ToastStack({
  notifications,
  onDismiss,
  label = 'Notifications',
  mobileBottomOffset = 0,
}: ToastStackProps) {
  const visible = notifications.filter((notification) => notification.dismissed !== true);
  return (
    <section
      aria-label={label}
      css={(theme: Theme) => ({
        position: 'fixed',
        bottom: theme.spacing.lg,
        right: theme.spacing.lg,
        maxWidth: `calc(100vw - ${2 * theme.spacing.lg}px)`,
        [`@media (max-width: ${theme.breakpoints.mobile}px)`]: {
          bottom: mobileBottomOffset + theme.spacing.sm,
          right: theme.spacing.sm,
          maxWidth: `calc(100vw - ${2 * theme.spacing.sm}px)`,
        },
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
