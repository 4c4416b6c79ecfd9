import type { QueryClient } from '@tanstack/react-query';
import { ALERT_INBOX_LIMIT } from '../contract/index.ts';
import type {
  AlertInboxView,
  AlertsReadView,
  AlertView,
} from '../endpoints/alerts/alert-inbox-calls.ts';
import { alertKeys } from './alert-queries.ts';

/**
 * The inbox in the page's cache, changed in place by the live stream and by reading: the bell
 * and the Alerts page read the same answer, so they always agree.
 */

/** A new alert goes first (newest first), once; false when no inbox is cached to put it in. */
export function addAlertToInbox(
  queryClient: QueryClient,
  userId: string,
  alert: AlertView,
): boolean {
  const key = alertKeys.inbox(userId);
  const inbox = queryClient.getQueryData<AlertInboxView>(key);
  if (inbox === undefined) return false;
  if (inbox.alerts.some((known) => known.id === alert.id)) return true;
  queryClient.setQueryData<AlertInboxView>(key, {
    alerts: [alert, ...inbox.alerts].slice(0, ALERT_INBOX_LIMIT),
    unread: inbox.unread + (alert.read ? 0 : 1),
  });
  return true;
}

/** Marks alerts read in the cache (all when ids is null); `unread` is the API's count when known. */
export function markReadInInbox(
  queryClient: QueryClient,
  userId: string,
  ids: readonly number[] | null,
  unread?: number,
): void {
  queryClient.setQueryData<AlertInboxView>(alertKeys.inbox(userId), (inbox) => {
    if (inbox === undefined) return inbox;
    const marking = ids === null ? null : new Set(ids);
    const isMarked = (alert: AlertView) => marking === null || marking.has(alert.id);
    const newlyRead = inbox.alerts.filter((alert) => !alert.read && isMarked(alert)).length;
    return {
      alerts: inbox.alerts.map((alert) =>
        !alert.read && isMarked(alert) ? { ...alert, read: true } : alert,
      ),
      unread: unread ?? (ids === null ? 0 : Math.max(0, inbox.unread - newlyRead)),
    };
  });
}

/** Puts alerts back to unread (a read mark the API refused). */
export function markUnreadInInbox(
  queryClient: QueryClient,
  userId: string,
  ids: readonly number[],
): void {
  const marking = new Set(ids);
  queryClient.setQueryData<AlertInboxView>(alertKeys.inbox(userId), (inbox) => {
    if (inbox === undefined) return inbox;
    const back = inbox.alerts.filter((alert) => alert.read && marking.has(alert.id)).length;
    return {
      alerts: inbox.alerts.map((alert) =>
        marking.has(alert.id) ? { ...alert, read: false } : alert,
      ),
      unread: inbox.unread + back,
    };
  });
}

/** An `alerts_read` event: the alerts named are read, and the API's unread count stands. */
export function applyAlertsRead(
  queryClient: QueryClient,
  userId: string,
  event: AlertsReadView,
): void {
  markReadInInbox(queryClient, userId, event.ids, event.unread);
}
