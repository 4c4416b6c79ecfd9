import { useSyncExternalStore } from 'react';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/**
 * Browser (system) notifications of new alerts, shown through the service worker's
 * registration so they outlive the tab's focus and a click reaches the worker. The trader
 * opts in with a switch; the browser's permission is asked for only then, in that click.
 *
 * - unsupported: this browser has no notifications (or no service worker and no Notification)
 * - blocked: the browser refuses them (the trader said no, or the site settings do)
 * - off: the trader has not turned them on (or dismissed the browser's question)
 * - on: opted in and allowed
 */
export type BrowserNotificationState = 'unsupported' | 'blocked' | 'off' | 'on';

export type NotificationPermissionState = 'default' | 'granted' | 'denied' | 'unsupported';

/** What is needed of a shown notification. */
interface ShownNotification {
  close(): void;
}

/** What is needed of a service worker registration (or the page's stand-in for one). */
interface NotificationRegistration {
  showNotification(title: string, options: NotificationOptions): Promise<void>;
  getNotifications(filter?: { tag?: string }): Promise<readonly ShownNotification[]>;
}

/** The browser around the notifications: injected so tests drive it. */
export interface BrowserNotificationEnvironment {
  permission(): NotificationPermissionState;
  /** Asks the browser (a prompt the first time); call only from a click. */
  requestPermission(): Promise<NotificationPermissionState>;
  /** The page's service worker registration, else a stand-in on `new Notification`, else null. */
  registration(): Promise<NotificationRegistration | null>;
  /** The trader is elsewhere: the tab is hidden, or the window does not have the focus. */
  inBackground(): boolean;
}

/** The local-storage key of the opt-in (this browser's choice, not the account's). */
export const BROWSER_NOTIFICATIONS_KEY = 'flowscope.browser-notifications';

/** A notification's data: where a click leads (a path of the app) and which alert it is. */
interface AlertNotificationData {
  url: string;
  alertId: number | null;
}

/** The test notification's tag: a second test replaces the first. */
const TEST_NOTIFICATION_TAG = 'flowscope-test';
const TEST_NOTIFICATION_TITLE = 'Flowscope test alert';
const TEST_NOTIFICATION_BODY =
  'Browser notifications are on: new alerts show like this while Flowscope is in the background.';

interface OptInState {
  optedIn: boolean;
}

const useOptInStore = create<OptInState>()(
  persist((): OptInState => ({ optedIn: false }), {
    name: BROWSER_NOTIFICATIONS_KEY,
    storage: createJSONStorage(() => localStorage),
  }),
);

type ClickListener = (data: AlertNotificationData) => void;
const clickListeners = new Set<ClickListener>();

/**
 * Clicks on notifications shown without a service worker (development builds): the host
 * opens the alert's page as it does for the worker's message.
 */
export function onFallbackNotificationClick(listener: ClickListener): () => void {
  clickListeners.add(listener);
  return () => clickListeners.delete(listener);
}

/** `new Notification` standing in for a registration: kept by tag so they can be closed. */
function pageNotifications(): NotificationRegistration {
  const shown = new Map<string, Notification>();
  return {
    showNotification: (title, options) => {
      const notification = new Notification(title, options);
      const tag = options.tag ?? '';
      shown.get(tag)?.close();
      shown.set(tag, notification);
      notification.onclick = () => {
        notification.close();
        window.focus();
        const data = options.data as AlertNotificationData | undefined;
        if (data) clickListeners.forEach((listener) => listener(data));
      };
      notification.onclose = () => {
        if (shown.get(tag) === notification) shown.delete(tag);
      };
      return Promise.resolve();
    },
    getNotifications: (filter) =>
      Promise.resolve(
        [...shown.entries()]
          .filter(([tag]) => filter?.tag === undefined || tag === filter.tag)
          .map(([, notification]) => notification),
      ),
  };
}

let fallback: NotificationRegistration | null = null;

function browserNotificationEnvironment(): BrowserNotificationEnvironment {
  const supported = () => typeof window !== 'undefined' && 'Notification' in window;
  return {
    permission: () => (supported() ? Notification.permission : 'unsupported'),
    requestPermission: async () => (supported() ? Notification.requestPermission() : 'unsupported'),
    registration: async () => {
      if (!supported()) return null;
      const worker = 'serviceWorker' in navigator ? navigator.serviceWorker : null;
      const registration = worker
        ? await worker.getRegistration().catch(() => undefined)
        : undefined;
      if (registration?.active) return registration;
      fallback ??= pageNotifications();
      return fallback;
    },
    inBackground: () =>
      typeof document !== 'undefined' &&
      (document.visibilityState === 'hidden' || !document.hasFocus()),
  };
}

let environment: BrowserNotificationEnvironment | null = null;
const env = (): BrowserNotificationEnvironment =>
  (environment ??= browserNotificationEnvironment());

/** Tests: a stand-in browser (null: the real one again). */
export function setBrowserNotificationEnvironment(next: BrowserNotificationEnvironment | null) {
  environment = next;
  permissionChanged();
}

// The permission can change outside the page (site settings): it is read again whenever the
// tab comes back into view, and after the page asked for it.
const permissionListeners = new Set<() => void>();
function permissionChanged(): void {
  permissionListeners.forEach((listener) => listener());
}

/** The state from the opt-in and the browser's permission. */
export function browserNotificationState(): BrowserNotificationState {
  const permission = env().permission();
  if (permission === 'unsupported') return 'unsupported';
  if (permission === 'denied') return 'blocked';
  return useOptInStore.getState().optedIn && permission === 'granted' ? 'on' : 'off';
}

/** Follows the state: the opt-in, and the permission as it was when last looked at. */
export function subscribeBrowserNotificationState(listener: () => void): () => void {
  const stopStore = useOptInStore.subscribe(listener);
  permissionListeners.add(listener);
  const onVisible = () => {
    if (document.visibilityState === 'visible') permissionChanged();
  };
  if (typeof document !== 'undefined') document.addEventListener('visibilitychange', onVisible);
  return () => {
    stopStore();
    permissionListeners.delete(listener);
    if (typeof document !== 'undefined')
      document.removeEventListener('visibilitychange', onVisible);
  };
}

/** The notification switch's state, kept current. */
export function useBrowserNotificationState(): BrowserNotificationState {
  return useSyncExternalStore(
    subscribeBrowserNotificationState,
    browserNotificationState,
    () => 'unsupported' as const,
  );
}

/**
 * Turns notifications on: asks the browser for permission (call it from the click: browsers
 * ask only in answer to one) and opts in when it is given. Resolves with the state after.
 */
export async function turnOnBrowserNotifications(): Promise<BrowserNotificationState> {
  const before = env().permission();
  if (before === 'unsupported' || before === 'denied') return browserNotificationState();
  const permission = before === 'granted' ? before : await env().requestPermission();
  if (permission === 'granted') useOptInStore.setState({ optedIn: true });
  permissionChanged();
  return browserNotificationState();
}

export function turnOffBrowserNotifications(): void {
  useOptInStore.setState({ optedIn: false });
}

/** Whether a new alert should show as a system notification now. */
export function shouldNotifyInBackground(): boolean {
  return browserNotificationState() === 'on' && env().inBackground();
}

/** What a system notification of an alert shows; plain text, never HTML. */
export interface AlertNotificationContent {
  id: number;
  title: string;
  body: string;
  url: string;
}

/**
 * Shows an alert as a system notification, tagged with its id: every tab that hears of the
 * same alert replaces the one notification rather than adding another. False when it could
 * not be shown.
 */
export async function showAlertNotification(alert: AlertNotificationContent): Promise<boolean> {
  if (browserNotificationState() !== 'on') return false;
  const registration = await env().registration();
  if (registration === null) return false;
  const data: AlertNotificationData = { url: alert.url, alertId: alert.id };
  try {
    await registration.showNotification(alert.title, {
      body: alert.body,
      tag: alertNotificationTag(alert.id),
      data,
      icon: '/icons/icon-192.png',
    });
    return true;
  } catch {
    return false;
  }
}

function alertNotificationTag(id: number): string {
  return `flowscope-alert-${id}`;
}

/** Closes the notifications of alerts read somewhere (another tab, the bell, the webhook's app). */
export async function closeAlertNotifications(ids: readonly number[]): Promise<void> {
  if (ids.length === 0 || env().permission() !== 'granted') return;
  const registration = await env().registration();
  if (registration === null) return;
  await Promise.all(
    ids.map(async (id) => {
      const shown = await registration
        .getNotifications({ tag: alertNotificationTag(id) })
        .catch(() => []);
      shown.forEach((notification) => notification.close());
    }),
  );
}

/** 'Send test': one notification now, whatever the focus, so the trader sees what they get. */
export async function sendTestBrowserNotification(): Promise<boolean> {
  if (browserNotificationState() !== 'on') return false;
  const registration = await env().registration();
  if (registration === null) return false;
  const data: AlertNotificationData = { url: '/alerts', alertId: null };
  try {
    await registration.showNotification(TEST_NOTIFICATION_TITLE, {
      body: TEST_NOTIFICATION_BODY,
      tag: TEST_NOTIFICATION_TAG,
      data,
      icon: '/icons/icon-192.png',
    });
    return true;
  } catch {
    return false;
  }
}

/** Tests: forget the opt-in. */
export function resetBrowserNotifications(): void {
  useOptInStore.setState({ optedIn: false });
  permissionChanged();
}
