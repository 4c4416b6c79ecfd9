import type { CSSObject, Theme } from '@emotion/react';
import { useEffect, useEffectEvent } from 'react';
import {
  DEFAULT_NOTIFICATION_TIMEOUT_MS,
  DEFAULT_NOTIFICATION_TYPE,
  type NotificationType,
  type ToastNotification,
} from './notification.ts';

export interface ToastProps {
  notification: ToastNotification;
  onDismiss: (id: string) => void;
}

const typeColor: Record<NotificationType, (theme: Theme) => string> = {
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

const cardStyles =
  (type: NotificationType) =>
  (theme: Theme): CSSObject => ({
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
  });

/** One notification. Problems interrupt (alert); news waits its turn (status). */
export function Toast({ notification, onDismiss }: ToastProps) {
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
      css={cardStyles(type)}
    >
      <span aria-hidden="true" css={(theme: Theme) => ({ color: typeColor[type](theme) })}>
        {typeIcon[type]}
      </span>
      <div css={(theme: Theme) => ({ display: 'grid', gap: theme.spacing.xxs })}>
        <strong css={(theme: Theme) => ({ fontSize: theme.fontSizes.md })}>{title}</strong>
        {message !== undefined && message !== '' && (
          <span
            css={(theme: Theme) => ({
              fontSize: theme.fontSizes.sm,
              color: theme.colors.textMuted,
            })}
          >
            {message}
          </span>
        )}
      </div>
      <button
        type="button"
        aria-label={`Dismiss notification: ${title}`}
        onClick={() => onDismiss(id)}
        css={(theme: Theme) => ({
          border: 0,
          background: 'transparent',
          color: theme.colors.textMuted,
          cursor: 'pointer',
          fontSize: theme.fontSizes.md,
          '&:hover': { color: theme.colors.text },
        })}
      >
        ✕
      </button>
    </div>
  );
}
