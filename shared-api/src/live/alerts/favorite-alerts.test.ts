import type { QueryClient } from '@tanstack/react-query';
import { act } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setupEndpointTests } from '../../endpoints/test-setup.ts';
import { captureRequests, jsonResponse, signInForTest } from '../../http/test-support.ts';
import { createQueryClient } from '../../query/query-client.ts';
import {
  setNotificationsEnabled,
  useNotificationStore,
} from '../../notifications/notification-store.ts';
import { fakeLiveEnvironment, liveSignalJson } from '../fake-live-environment.ts';
import { LiveConnection } from '../live-connection.ts';
import type {
  FavoriteAlert,
  FavoriteAlertList,
} from '../../endpoints/alerts/favorite-alert-calls.ts';
import {
  ALERTS_REFRESH_MIN_MS,
  clusterAlertText,
  favoriteAlertsKeys,
  favoriteAlertsQueryOptions,
  markAlertsRead,
  watchFavoriteAlerts,
} from './favorite-alerts.ts';

setupEndpointTests();

const USER = '123456789012345678';
const PEPE = {
  venue: 'dex',
  ticker: 'PEPE',
  name: 'PEPE',
  network: 'ethereum',
  address: '0xabc',
} as const;

const alert = (id: number, read = false): FavoriteAlert => ({
  id,
  kind: 'signal',
  token: PEPE,
  count: 1,
  time: '2025-06-02T11:59:00.000Z',
  read,
});

/** The trader's one DEX favourite, as the API answers it. */
const PEPE_FAVORITE = {
  token_name: 'PEPE',
  token: 'PEPE',
  network: 'ethereum',
  address: '0xabc',
  market_cap: 1_000_000,
  holdings: 5_000,
  smw_holding: 3,
  score: 50,
  score_1d: 40,
  score_7d: 30,
  score_30d: 20,
};

let served: FavoriteAlert[];
let page: ReturnType<typeof fakeLiveEnvironment>;
let stop: () => void = () => undefined;
let queryClient: QueryClient;

/** The bell's view: what the page's cache holds for the trader. */
const bell = (): FavoriteAlertList | undefined =>
  queryClient.getQueryData(favoriteAlertsKeys.forUser(USER));

function serveApi() {
  return captureRequests((request) => {
    const path = new URL(request.url).pathname;
    if (path === '/api/alerts/favorites') {
      return jsonResponse({
        result: 'ok',
        data: { alerts: served, unread: served.filter((a) => !a.read).length },
      });
    }
    if (path === '/api/alerts/favorites/read')
      return jsonResponse({ result: 'ok', data: { unread: 0 } });
    if (path === '/api/get_dex_favorites')
      return jsonResponse({ result: 'ok', data: [PEPE_FAVORITE] });
    if (path === '/api/get_cex_favorites') return jsonResponse({ result: 'ok', data: [] });
    return jsonResponse({ message: 'unexpected' }, 500);
  });
}

const alertCalls = (requests: Request[]) =>
  requests.filter((r) => new URL(r.url).pathname === '/api/alerts/favorites').length;

async function flush(ms = 0) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(Date.parse('2025-06-02T12:00:00.000Z'));
  signInForTest(USER);
  queryClient = createQueryClient();
  page = fakeLiveEnvironment();
  served = [alert(1, true)];
});
afterEach(() => {
  stop();
  queryClient.clear();
  setNotificationsEnabled(true);
});

function watch() {
  const stream = new LiveConnection(page.env, { connectDelayMs: 0 });
  stop = watchFavoriteAlerts(stream, queryClient);
  // The bell asks for the alerts when it opens; the watcher keeps them current.
  void queryClient.prefetchQuery(favoriteAlertsQueryOptions(USER));
}

function signalOn(ticker: string, address: string) {
  const json = JSON.parse(liveSignalJson('dex', 30, ticker)) as { token: { address: string } };
  json.token.address = address;
  page.latest().fire('signal', JSON.stringify(json), '30');
  page.frame();
}

describe('alerts on favourites', () => {
  it('loads the alerts, again once the stream opens, then on a favourite’s signal, and toasts the new one', async () => {
    const { requests } = serveApi();
    watch();
    await flush();
    expect(bell()).toMatchObject({ unread: 0 });
    expect(useNotificationStore.getState().notifications).toHaveLength(0);
    // What came on the favourites before the stream opened, it does not bring: a reload does.
    page.latest().fire('open');
    await flush(ALERTS_REFRESH_MIN_MS * 2);
    expect(alertCalls(requests)).toBe(2);

    signalOn('OTHER', '0xdef');
    await flush(ALERTS_REFRESH_MIN_MS * 2);
    expect(alertCalls(requests)).toBe(2);

    served = [alert(2), alert(1, true)];
    signalOn('PEPE', '0xabc');
    await flush(ALERTS_REFRESH_MIN_MS);
    expect(alertCalls(requests)).toBe(3);
    expect(bell()?.unread).toBe(1);
    const toasts = useNotificationStore.getState().notifications;
    expect(toasts.map((t) => t.title)).toEqual(['New signal on PEPE']);
  });

  it('reloads on an alert event for a favourite and toasts a cluster alert; unknown kinds are left out', async () => {
    const { requests } = serveApi();
    watch();
    await flush();
    const cluster: FavoriteAlert = { ...alert(6), kind: 'cluster', count: 7, hours: 4 };
    served = [{ ...alert(7), kind: 'future' } as unknown as FavoriteAlert, cluster];
    page
      .latest()
      .fire(
        'alert',
        JSON.stringify({ venue: 'dex', token: PEPE, time: '2025-06-02T12:00:00.000Z' }),
        '31',
      );
    page.frame();
    await flush(ALERTS_REFRESH_MIN_MS);
    expect(alertCalls(requests)).toBe(2);
    expect(bell()?.alerts.map((a) => a.id)).toEqual([6]);
    expect(clusterAlertText(cluster)).toBe('7 smart-money wallets bought PEPE in the last 4 hours');
    const toasts = useNotificationStore.getState().notifications;
    expect(toasts.map((t) => [t.title, t.message])).toEqual([
      [
        'Smart-money cluster on PEPE',
        '7 smart-money wallets bought PEPE in the last 4 hours, one of your favourites.',
      ],
    ]);
  });

  it('shows no toast when notifications are off, but still counts the alert', async () => {
    serveApi();
    setNotificationsEnabled(false);
    watch();
    await flush();
    served = [alert(3), alert(1, true)];
    signalOn('PEPE', '0xabc');
    await flush(ALERTS_REFRESH_MIN_MS);
    expect(bell()?.unread).toBe(1);
    expect(useNotificationStore.getState().notifications).toHaveLength(0);
  });

  it('marks alerts read at once and on the API', async () => {
    const { requests } = serveApi();
    served = [alert(4), alert(5)];
    watch();
    await flush();
    expect(bell()?.unread).toBe(2);
    await act(() => markAlertsRead(queryClient, [4]));
    expect(bell()?.alerts.find((a) => a.id === 4)?.read).toBe(true);
    const read = requests.find((r) => new URL(r.url).pathname === '/api/alerts/favorites/read');
    expect(await read?.json()).toEqual({ ids: [4] });
    expect(bell()?.unread).toBe(0);
  });
});
