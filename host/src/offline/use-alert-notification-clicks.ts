import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import {
  onFallbackNotificationClick,
  useAlertUserId,
  useMarkAlertsRead,
} from '@flowscope/shared-api';
import { appPath } from './app-path.ts';

/** What the service worker posts to the page when the trader clicks an alert's notification. */
export const NOTIFICATION_CLICK_MESSAGE = 'flowscope:notification-click';

/**
 * The address parameter with which the service worker opens a new window for a clicked alert
 * when no tab of the app was open (the same name as in service-worker/sw.js).
 */
const READ_ALERT_PARAM = 'readAlert';

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

/** The alert id a window was opened for, from its address's `readAlert`, else null. */
export function readAlertParam(search: string): number | null {
  const raw = new URLSearchParams(search).get(READ_ALERT_PARAM);
  if (raw === null || !/^[1-9]\d{0,15}$/.test(raw)) return null;
  return Number(raw);
}

/**
 * A click on an alert's system notification: the worker focuses this tab and posts the
 * alert's page, which opens here without a reload; the alert is read (everywhere). Without
 * a worker (development) the page's own notification does the same. With no tab open, the
 * worker opens one whose address names the alert: it is read once the trader's session is
 * back, and the name leaves the address.
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
  const location = useLocation();
  const userId = useAlertUserId();
  const openedFor = readAlertParam(location.search);
  useEffect(() => {
    if (openedFor === null || userId === null) return;
    latest.current.markRead({ ids: [openedFor] });
    const rest = new URLSearchParams(location.search);
    rest.delete(READ_ALERT_PARAM);
    const search = rest.toString();
    void latest.current.navigate(
      {
        pathname: location.pathname,
        search: search === '' ? '' : `?${search}`,
        hash: location.hash,
      },
      { replace: true },
    );
  }, [openedFor, userId, location.pathname, location.search, location.hash]);
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
