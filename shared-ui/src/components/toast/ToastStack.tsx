import type { CSSObject, Theme } from '@emotion/react';
import { staticStyles, useStaticClasses } from '../../styles/static-styles.ts';
import { Toast } from './Toast.tsx';
import type { ToastNotification } from './notification.ts';

const styles = staticStyles((theme) => {
  const stack: CSSObject = {
    position: 'fixed',
    bottom: theme.spacing.lg,
    right: theme.spacing.lg,
    maxWidth: `calc(100vw - ${2 * theme.spacing.lg}px)`,
    [`@media (max-width: ${theme.breakpoints.mobile}px)`]: {
      right: theme.spacing.sm,
      maxWidth: `calc(100vw - ${2 * theme.spacing.sm}px)`,
    },
    zIndex: theme.zIndices.toast,
    display: 'grid',
    gap: theme.spacing.sm,
    pointerEvents: 'auto',
  };
  return {
    stack,
    /** With no toast shown, the corner lets clicks through to the page. */
    stackEmpty: { ...stack, pointerEvents: 'none' },
  };
});

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
  const classes = useStaticClasses(styles);
  const visible = notifications.filter((notification) => notification.dismissed !== true);
  return (
    <section
      aria-label={label}
      className={visible.length === 0 ? classes.stackEmpty : classes.stack}
      // A phone's bottom edge follows a prop, inside a media query: the one style left dynamic.
      css={(theme: Theme) => ({
        [`@media (max-width: ${theme.breakpoints.mobile}px)`]: {
          bottom: mobileBottomOffset + theme.spacing.sm,
        },
      })}
    >
      {visible.map((notification) => (
        <Toast key={notification.id} notification={notification} onDismiss={onDismiss} />
      ))}
    </section>
  );
}
