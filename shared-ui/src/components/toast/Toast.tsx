import type { CSSObject } from '@emotion/react';
import { useEffect, useEffectEvent } from 'react';
import { staticStyles, useStaticClasses } from '../../styles/static-styles.ts';
import type { StaticTheme } from '../../theme/static-theme.ts';
import {
  DEFAULT_NOTIFICATION_TIMEOUT_MS,
  DEFAULT_NOTIFICATION_TYPE,
  NOTIFICATION_TYPES,
  type NotificationType,
  type ToastNotification,
} from './notification.ts';

export interface ToastProps {
  notification: ToastNotification;
  onDismiss: (id: string) => void;
}

const typeColor: Record<NotificationType, (theme: StaticTheme) => string> = {
  info: (t) => t.colors.accent,
  success: (t) => t.colors.positive,
  warning: (t) => t.colors.warning,
  error: (t) => t.colors.attention,
};

const typeIcon: Record<NotificationType, string> = {
  info: 'ℹ',
  success: '✓',
  warning: '!',
  error: '✕',
};

type TypeStyle = `card-${NotificationType}` | `icon-${NotificationType}`;

const styles = staticStyles((theme) => {
  const byType = {} as Record<TypeStyle, CSSObject>;
  for (const type of NOTIFICATION_TYPES) {
    byType[`card-${type}`] = {
      display: 'grid',
      gridTemplateColumns: 'auto 1fr auto',
      gap: theme.spacing.md,
      alignItems: 'start',
      width: 360,
      maxWidth: '100%',
      padding: theme.spacing.md,
      borderRadius: theme.radii.md,
      border: `1px solid ${theme.colors.border}`,
      borderLeft: `4px solid ${typeColor[type](theme)}`,
      background: theme.colors.surfaceRaised,
      color: theme.colors.text,
      boxShadow: theme.colors.shadow,
    };
    byType[`icon-${type}`] = { color: typeColor[type](theme) };
  }
  return {
    ...byType,
    text: { display: 'grid', gap: theme.spacing.xxs },
    title: { fontSize: theme.fontSizes.md },
    message: { fontSize: theme.fontSizes.sm, color: theme.colors.textMuted },
    dismissButton: {
      border: 0,
      background: 'transparent',
      color: theme.colors.textMuted,
      cursor: 'pointer',
      fontSize: theme.fontSizes.md,
      '&:hover': { color: theme.colors.text },
    },
  };
});

/** One notification. Problems interrupt (alert); news waits its turn (status). */
export function Toast({ notification, onDismiss }: ToastProps) {
  const classes = useStaticClasses(styles);
  const { id, title, message } = notification;
  const type = notification.type ?? DEFAULT_NOTIFICATION_TYPE;
  const timeout = notification.timeout ?? DEFAULT_NOTIFICATION_TIMEOUT_MS;
  const dismiss = useEffectEvent(() => onDismiss(id));

  useEffect(() => {
    if (timeout <= 0) return undefined;
    const timer = setTimeout(dismiss, timeout);
    return () => clearTimeout(timer);
  }, [id, timeout]);

  return (
    <div
      role={type === 'error' || type === 'warning' ? 'alert' : 'status'}
      aria-label={title}
      data-type={type}
      className={classes[`card-${type}`]}
    >
      <span aria-hidden="true" className={classes[`icon-${type}`]}>
        {typeIcon[type]}
      </span>
      <div className={classes.text}>
        <strong className={classes.title}>{title}</strong>
        {message !== undefined && message !== '' && (
          <span className={classes.message}>{message}</span>
        )}
      </div>
      <button
        type="button"
        aria-label={`Dismiss notification: ${title}`}
        onClick={() => onDismiss(id)}
        className={classes.dismissButton}
      >
        ✕
      </button>
    </div>
  );
}
