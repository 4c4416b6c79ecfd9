import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  BROWSER_NOTIFICATIONS_KEY,
  browserNotificationState,
  closeAlertNotifications,
  resetBrowserNotifications,
  sendTestBrowserNotification,
  setBrowserNotificationEnvironment,
  shouldNotifyInBackground,
  showAlertNotification,
  turnOffBrowserNotifications,
  turnOnBrowserNotifications,
  type NotificationPermissionState,
} from './browser-notifications.ts';

afterEach(() => {
  setBrowserNotificationEnvironment(null);
  resetBrowserNotifications();
  localStorage.clear();
});

function browser(start: NotificationPermissionState, answer: NotificationPermissionState) {
  let permission = start;
  let background = true;
  const shown: { title: string; options: NotificationOptions; closed: boolean }[] = [];
  const requestPermission = vi.fn(() => {
    permission = answer;
    return Promise.resolve(answer);
  });
  setBrowserNotificationEnvironment({
    permission: () => permission,
    requestPermission,
    registration: () =>
      Promise.resolve({
        showNotification: (title, options) => {
          // A notification of the same tag replaces the one shown: one per alert.
          shown.forEach((n) => {
            if (n.options.tag === options.tag) n.closed = true;
          });
          shown.push({ title, options, closed: false });
          return Promise.resolve();
        },
        getNotifications: (filter) =>
          Promise.resolve(
            shown
              .filter((n) => !n.closed && n.options.tag === filter?.tag)
              .map((n) => ({
                close: () => {
                  n.closed = true;
                },
              })),
          ),
      }),
    inBackground: () => background,
  });
  return {
    requestPermission,
    shown,
    setBackground: (value: boolean) => {
      background = value;
    },
  };
}

const ALERT = {
  id: 41,
  title: 'Smart-money cluster on PEPE',
  body: '7 wallets bought',
  url: '/search?query=0xabc',
};

describe('browser notifications', () => {
  it('are off until the trader turns them on, and the browser is asked then and only then', async () => {
    const page = browser('default', 'granted');
    expect(browserNotificationState()).toBe('off');
    expect(await showAlertNotification(ALERT)).toBe(false);
    expect(page.requestPermission).not.toHaveBeenCalled();
    expect(await turnOnBrowserNotifications()).toBe('on');
    expect(page.requestPermission).toHaveBeenCalledOnce();
    expect(JSON.parse(localStorage.getItem(BROWSER_NOTIFICATIONS_KEY) ?? '{}').state).toEqual({
      optedIn: true,
    });
    turnOffBrowserNotifications();
    expect(browserNotificationState()).toBe('off');
    // Permission already given: turning on again asks nothing.
    expect(await turnOnBrowserNotifications()).toBe('on');
    expect(page.requestPermission).toHaveBeenCalledOnce();
  });

  it('stay off when the question is dismissed, and say blocked when refused', async () => {
    browser('default', 'default');
    expect(await turnOnBrowserNotifications()).toBe('off');
    const refused = browser('default', 'denied');
    expect(await turnOnBrowserNotifications()).toBe('blocked');
    expect(await turnOnBrowserNotifications()).toBe('blocked');
    expect(refused.requestPermission).toHaveBeenCalledOnce();
    setBrowserNotificationEnvironment({
      permission: () => 'unsupported',
      requestPermission: () => Promise.resolve('unsupported'),
      registration: () => Promise.resolve(null),
      inBackground: () => true,
    });
    expect(browserNotificationState()).toBe('unsupported');
  });

  it('show an alert once by its id, only in the background, and close it when read', async () => {
    const page = browser('granted', 'granted');
    await turnOnBrowserNotifications();
    page.setBackground(false);
    expect(shouldNotifyInBackground()).toBe(false);
    page.setBackground(true);
    expect(shouldNotifyInBackground()).toBe(true);
    expect(await showAlertNotification(ALERT)).toBe(true);
    expect(await showAlertNotification(ALERT)).toBe(true);
    expect(page.shown.filter((n) => !n.closed)).toHaveLength(1);
    expect(page.shown[0]).toMatchObject({
      title: ALERT.title,
      options: {
        body: ALERT.body,
        tag: 'flowscope-alert-41',
        data: { url: ALERT.url, alertId: 41 },
      },
    });
    await closeAlertNotifications([41, 99]);
    expect(page.shown.every((n) => n.closed)).toBe(true);
  });

  it('send a test notification whatever the focus, when on', async () => {
    const page = browser('granted', 'granted');
    page.setBackground(false);
    expect(await sendTestBrowserNotification()).toBe(false);
    await turnOnBrowserNotifications();
    expect(await sendTestBrowserNotification()).toBe(true);
    expect(page.shown.map((n) => [n.title, n.options.tag])).toEqual([
      ['Flowscope test alert', 'flowscope-test'],
    ]);
  });
});
