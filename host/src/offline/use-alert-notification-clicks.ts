import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { onFallbackNotificationClick, useMarkAlertsRead } from '@flowscope/shared-api';
import { appPath } from './app-path.ts';

/** What the service worker posts to the page when the trader clicks an alert's notification. */
export const NOTIFICATION_CLICK_MESSAGE = 'flowscope:notification-click';

export interface NotificationClick {
  url: string;
  alertId: number | null;
}

/** A worker message of a notification click, or null for any other message. */
export function readNotificationClick(data: unknown): NotificationClick | null {
  if (typeof data !== 'object' || data === null) return null;
  const message = data as Record<string, unknown>;
  if (message.type !== NOTIFICATION_CLICK_MESSAGE) return null;
  const id = message.alertId;
  return {
    url: appPath(message.url),
    alertId: typeof id === 'number' && Number.isInteger(id) && id > 0 ? id : null,
  };
}

/**
 * A click on an alert's system notification: the worker focuses this tab and posts the
 * alert's page, which opens here without a reload; the alert is read (everywhere). Without
 * a worker (development) the page's own notification does the same.
 */
export function useAlertNotificationClicks(
  worker: ServiceWorkerContainer | undefined = typeof navigator === 'undefined'
    ? undefined
    : navigator.serviceWorker,
): void {
  const navigate = useNavigate();
  const { mutate: markRead } = useMarkAlertsRead();
  const latest = useRef({ navigate, markRead });
  useEffect(() => {
    latest.current = { navigate, markRead };
  });
  useEffect(() => {
    const open = (click: NotificationClick) => {
      void latest.current.navigate(appPath(click.url));
      if (click.alertId !== null) latest.current.markRead({ ids: [click.alertId] });
    };
    const onMessage = (event: MessageEvent) => {
      const click = readNotificationClick(event.data);
      if (click) open(click);
    };
    worker?.addEventListener('message', onMessage);
    const stopFallback = onFallbackNotificationClick(open);
    return () => {
      worker?.removeEventListener('message', onMessage);
      stopFallback();
    };
  }, [worker]);
}
