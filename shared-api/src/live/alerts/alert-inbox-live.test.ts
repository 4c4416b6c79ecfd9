import { QueryObserver, type QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AlertRecord } from '../../contract/index.ts';
import type { AlertInboxView } from '../../endpoints/alerts/alert-inbox-calls.ts';
import { alertKeys, alertQueries } from '../../alerts/alert-queries.ts';
import {
  resetBrowserNotifications,
  setBrowserNotificationEnvironment,
  turnOnBrowserNotifications,
} from '../../alerts/browser-notifications.ts';
import { setupEndpointTests } from '../../endpoints/test-setup.ts';
import { captureRequests, jsonResponse, signInForTest } from '../../http/test-support.ts';
import { useNotificationStore } from '../../notifications/notification-store.ts';
import { createQueryClient } from '../../query/query-client.ts';
import { resetSessionStore } from '../../session/session-store.ts';
import { fakeLiveEnvironment } from '../fake-live-environment.ts';
import { LiveConnection } from '../live-connection.ts';
import { watchAlertInbox } from './alert-inbox-live.ts';

setupEndpointTests();

const USER = '123456789012345678';
const record = (id: number, read = false): AlertRecord => ({
  id,
  kind: 'rule',
  token: { venue: 'cex', ticker: 'BTC', name: 'Bitcoin', network: null, address: null },
  count: 1,
  time: '2025-06-02T11:59:00.000Z',
  read,
  title: `Alert ${id}`,
  body: `Body ${id}`,
  url: '/top-holdings-cex/BTC',
  rule: { id: 1, kind: 'cluster_buys', name: null },
});

let served: AlertRecord[];
let queryClient: QueryClient;
let page: ReturnType<typeof fakeLiveEnvironment>;
let stop: () => void;

beforeEach(() => {
  signInForTest(USER);
  served = [record(2), record(1, true)];
  queryClient = createQueryClient();
  page = fakeLiveEnvironment();
  stop = () => undefined;
});
afterEach(() => {
  stop();
  queryClient.clear();
  setBrowserNotificationEnvironment(null);
  resetBrowserNotifications();
});

/** The API's inbox as it is when asked; `gate` holds its answers back until released. */
function serveInbox() {
  let release: () => void = () => undefined;
  let gate: Promise<void> = Promise.resolve();
  const served_ = captureRequests(async () => {
    const asked = served;
    await gate;
    return jsonResponse({
      result: 'ok',
      data: { alerts: asked, unread: asked.filter((a) => !a.read).length },
    });
  });
  return {
    ...served_,
    hold: () => {
      gate = new Promise((resolve) => {
        release = resolve;
      });
    },
    release: () => release(),
  };
}

function watch() {
  const stream = new LiveConnection(page.env, { connectDelayMs: 0 });
  stop = watchAlertInbox(stream, queryClient);
  return stream;
}

/** The bell: it observes the inbox, so a reload of it goes out at once. */
function bell() {
  const observer = new QueryObserver(queryClient, alertQueries.inbox(USER));
  const unsubscribe = observer.subscribe(() => undefined);
  const previous = stop;
  stop = () => {
    unsubscribe();
    previous();
  };
  return observer;
}

const inbox = () => queryClient.getQueryData<AlertInboxView>(alertKeys.inbox(USER));

/** The stream opens, after the inbox's first load: the inbox loads again (nothing resumed). */
async function openStream(api: { requests: unknown[] }) {
  const before = api.requests.length;
  page.latest().fire('open');
  await vi.waitFor(() => expect(api.requests).toHaveLength(before + 1));
}
const toasts = () => useNotificationStore.getState().notifications.map((n) => n.title);

describe('the inbox on the live stream', () => {
  it('says an alert that came before the inbox once, and takes the inbox that follows as history', async () => {
    const api = serveInbox();
    api.hold();
    watch();
    bell();
    served = [record(3), ...served];
    page.latest().fire('user_alert', JSON.stringify(record(3)), '1');
    page.frame();
    expect(toasts()).toEqual(['Alert 3']);
    api.release();
    await vi.waitFor(() => expect(inbox()?.alerts.map((a) => a.id)).toEqual([3, 2, 1]));
    expect(toasts()).toEqual(['Alert 3']);
  });

  it('puts a new alert first once, and reloads on resync, saying only the unread alerts it missed', async () => {
    const api = serveInbox();
    watch();
    bell();
    await vi.waitFor(() => expect(inbox()?.unread).toBe(1));
    await openStream(api);
    page.latest().fire('user_alert', JSON.stringify(record(6)), '2');
    page.latest().fire('user_alert', JSON.stringify(record(6)), '2');
    page.frame();
    expect(inbox()).toMatchObject({ unread: 2, alerts: [{ id: 6 }, { id: 2 }, { id: 1 }] });
    expect(api.requests).toHaveLength(2);

    served = [record(6), record(5), record(4, true), ...served];
    page.latest().fire('resync', JSON.stringify({ time: '2025-06-02T12:00:00.000Z' }), '9');
    page.frame();
    await vi.waitFor(() => expect(inbox()?.alerts).toHaveLength(5));
    expect(api.requests).toHaveLength(3);
    expect(toasts()).toEqual(['Alert 6', 'Alert 5']);

    page
      .latest()
      .fire(
        'alerts_read',
        JSON.stringify({ ids: [6, 5], unread: 1, time: '2025-06-02T12:00:01.000Z' }),
        '10',
      );
    page.frame();
    expect(inbox()?.unread).toBe(1);
    expect(
      inbox()
        ?.alerts.filter((a) => !a.read)
        .map((a) => a.id),
    ).toEqual([2]);
  });

  it('brings the bell an alert raised before the stream first opened, with the stream open', async () => {
    serveInbox();
    const stream = watch();
    bell();
    await vi.waitFor(() => expect(inbox()?.unread).toBe(1));
    // Raised in the page's first seconds: the stream, not yet open, never carries it.
    served = [record(8), ...served];
    page.latest().fire('open');
    await vi.waitFor(() =>
      expect(inbox()).toMatchObject({ unread: 2, alerts: [{ id: 8 }, { id: 2 }, { id: 1 }] }),
    );
    expect(toasts()).toEqual(['Alert 8']);
    expect(stream.getState().status).toBe('connected');
  });

  it('keeps an alert that lands while a reload asked before it is on its way', async () => {
    const api = serveInbox();
    watch();
    bell();
    await vi.waitFor(() => expect(inbox()?.unread).toBe(1));
    await openStream(api);
    api.hold();
    void queryClient.invalidateQueries({ queryKey: alertKeys.inbox(USER) });
    await vi.waitFor(() => expect(api.requests).toHaveLength(3));
    served = [record(7), ...served];
    page.latest().fire('user_alert', JSON.stringify(record(7)), '3');
    page.frame();
    api.release();
    // The reload that could not know it is dropped for one that does.
    await vi.waitFor(() => expect(api.requests).toHaveLength(4));
    await vi.waitFor(() =>
      expect(inbox()).toMatchObject({ unread: 2, alerts: [{ id: 7 }, { id: 2 }, { id: 1 }] }),
    );
    expect(toasts()).toEqual(['Alert 7']);
  });

  it('stops holding the stream open in a hidden tab once the trader signs out', async () => {
    serveInbox();
    setBrowserNotificationEnvironment({
      permission: () => 'granted',
      requestPermission: () => Promise.resolve('granted'),
      registration: () => Promise.resolve(null),
      inBackground: () => true,
    });
    await turnOnBrowserNotifications();
    const stream = watch();
    page.latest().fire('open');
    page.setHidden(true);
    expect(page.latest().closed).toBe(false);
    resetSessionStore();
    expect(page.latest().closed).toBe(true);
    expect(stream.getState().status).toBe('paused');
  });
});
