import type { QueryClient } from '@tanstack/react-query';
import type { AlertInboxView, AlertView } from '../../endpoints/alerts/alert-inbox-calls.ts';
import { addAlertToInbox, applyAlertsRead } from '../../alerts/alert-inbox-cache.ts';
import { alertKeys } from '../../alerts/alert-queries.ts';
import {
  browserNotificationState,
  closeAlertNotifications,
  shouldNotifyInBackground,
  showAlertNotification,
  subscribeBrowserNotificationState,
} from '../../alerts/browser-notifications.ts';
import { notifyInfo } from '../../notifications/notify-helpers.ts';
import { useSessionStore } from '../../session/session-store.ts';
import type { LiveConnection } from '../live-connection.ts';
import { reloadOnFirstConnection } from '../first-connection.ts';
import type { LiveEvent } from '../live-events.ts';

function currentUserId(): string | null {
  return useSessionStore.getState().user?.id ?? null;
}

/** The user id of an inbox query key (`['alerts', userId, 'inbox']`), else null. */
function inboxOwner(queryKey: readonly unknown[]): string | null {
  const [root, userId, part] = queryKey;
  return root === alertKeys.all[0] && part === 'inbox' && typeof userId === 'string'
    ? userId
    : null;
}

/**
 * Says each new alert once: a toast on the page, and a system notification when the trader
 * is elsewhere and has turned them on. An alert is news when it arrives on the stream or
 * when a reload brings an unread one not seen before; the first answer after a sign-in is
 * history.
 */
function createAnnouncer() {
  const seen = new Map<string, Set<number>>();
  /** Traders whose first inbox answer came: what it held was history. */
  const historyTaken = new Set<string>();
  const seenOf = (userId: string) => {
    const known = seen.get(userId) ?? new Set<number>();
    seen.set(userId, known);
    return known;
  };
  const announce = (known: Set<number>, alert: AlertView) => {
    if (known.has(alert.id)) return;
    known.add(alert.id);
    if (alert.read) return;
    notifyInfo(alert.title, alert.body);
    if (shouldNotifyInBackground()) void showAlertNotification(alert);
  };
  return {
    /** An inbox answer for `userId`. */
    answer(userId: string, inbox: AlertInboxView) {
      const known = seenOf(userId);
      if (!historyTaken.has(userId)) {
        historyTaken.add(userId);
        inbox.alerts.forEach((alert) => known.add(alert.id));
        return;
      }
      inbox.alerts.forEach((alert) => announce(known, alert));
    },
    /** An alert the stream brought. */
    arrived(userId: string, alert: AlertView) {
      announce(seenOf(userId), alert);
    },
  };
}

/**
 * While notifications are on and someone is signed in, the stream stays open in a hidden
 * tab: that is when the system notifications matter. Returns the stop.
 */
function holdStreamForNotifications(stream: LiveConnection): () => void {
  let release: (() => void) | null = null;
  const follow = () => {
    const wanted = currentUserId() !== null && browserNotificationState() === 'on';
    if (wanted && release === null) release = stream.keepOpenWhileHidden();
    if (!wanted && release !== null) {
      release();
      release = null;
    }
  };
  follow();
  const stopSettings = subscribeBrowserNotificationState(follow);
  const stopSession = useSessionStore.subscribe((state, previous) => {
    if (state.user?.id !== previous.user?.id) follow();
  });
  return () => {
    stopSettings();
    stopSession();
    release?.();
    release = null;
  };
}

/**
 * Keeps the signed-in trader's inbox current from the live stream: `user_alert` puts the new
 * alert in the cached inbox (the bell and the Alerts page show it at once), `alerts_read`
 * marks alerts read and closes their notifications, `resync` reloads it, and so does the
 * stream's first connection (what came before it the stream does not bring). New alerts are
 * announced once each (toast, and a system notification in the background). Returns the stop.
 */
export function watchAlertInbox(stream: LiveConnection, queryClient: QueryClient): () => void {
  const announcer = createAnnouncer();
  const stopCache = queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    const userId = inboxOwner(event.query.queryKey);
    if (userId !== null) announcer.answer(userId, event.action.data as AlertInboxView);
  });
  const stopStream = stream.subscribe((events: readonly LiveEvent[]) => {
    const userId = currentUserId();
    if (userId === null) return;
    for (const event of events) {
      if (event.type === 'user_alert') {
        announcer.arrived(userId, event.data);
        const inboxKey = alertKeys.inbox(userId);
        const added = addAlertToInbox(queryClient, userId, event.data);
        // No inbox loaded yet, or a load asked before this alert existed is on its way (its
        // answer would overwrite the alert): a load that knows it replaces it.
        if (!added || queryClient.isFetching({ queryKey: inboxKey, exact: true }) > 0) {
          void queryClient.invalidateQueries({ queryKey: inboxKey, exact: true });
        }
      } else if (event.type === 'alerts_read') {
        applyAlertsRead(queryClient, userId, event.data);
        void closeAlertNotifications(event.data.ids);
      } else if (event.type === 'resync') {
        void queryClient.invalidateQueries({ queryKey: alertKeys.inbox(userId), exact: true });
      }
    }
  });
  const stopFirstReload = reloadOnFirstConnection(stream, () => {
    const userId = currentUserId();
    if (userId !== null) {
      void queryClient.invalidateQueries({ queryKey: alertKeys.inbox(userId), exact: true });
    }
  });
  const stopHold = holdStreamForNotifications(stream);
  return () => {
    stopHold();
    stopFirstReload();
    stopStream();
    stopCache();
  };
}
