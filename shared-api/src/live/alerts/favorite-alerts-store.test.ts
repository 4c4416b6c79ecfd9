import { act } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DexFavoriteRow } from '../../endpoints/dex-favorites.ts';
import { setupEndpointTests } from '../../endpoints/test-setup.ts';
import { resetFavorites, useFavoritesStore } from '../../favorites/favorites-store.ts';
import { captureRequests, jsonResponse, signInForTest } from '../../http/test-support.ts';
import {
  setNotificationsEnabled,
  useNotificationStore,
} from '../../notifications/notification-store.ts';
import { fakeLiveEnvironment, liveSignalJson } from '../fake-live-environment.ts';
import { LiveConnection } from '../live-connection.ts';
import type { FavoriteAlert } from './favorite-alert-calls.ts';
import {
  ALERTS_REFRESH_MIN_MS,
  clusterAlertText,
  INITIAL_FAVORITE_ALERTS,
  markAlertsRead,
  useFavoriteAlertsStore,
  watchFavoriteAlerts,
} from './favorite-alerts-store.ts';

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

let served: FavoriteAlert[];
let page: ReturnType<typeof fakeLiveEnvironment>;
let stop: () => void = () => undefined;

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
  useFavoritesStore.setState({
    dex: {
      rows: [{ network: 'ethereum', address: '0xabc', symbol: 'PEPE' } as DexFavoriteRow],
      loadedFor: USER,
      loading: false,
      failed: false,
    },
    cex: { rows: [], loadedFor: USER, loading: false, failed: false },
  });
  page = fakeLiveEnvironment();
  served = [alert(1, true)];
});
afterEach(() => {
  stop();
  resetFavorites();
  useFavoriteAlertsStore.setState(INITIAL_FAVORITE_ALERTS, true);
  setNotificationsEnabled(true);
});

function watch() {
  const stream = new LiveConnection(page.env, { connectDelayMs: 0 });
  stop = watchFavoriteAlerts(stream);
}

function signalOn(ticker: string, address: string) {
  const json = JSON.parse(liveSignalJson('dex', 30, ticker)) as { token: { address: string } };
  json.token.address = address;
  page.latest().fire('signal', JSON.stringify(json), '30');
  page.frame();
}

describe('alerts on favourites', () => {
  it('loads the alerts, then reloads on a favourite’s signal and toasts the new one', async () => {
    const { requests } = serveApi();
    watch();
    await flush();
    expect(useFavoriteAlertsStore.getState()).toMatchObject({ unread: 0, loadedFor: USER });
    expect(useNotificationStore.getState().notifications).toHaveLength(0);

    signalOn('OTHER', '0xdef');
    await flush(ALERTS_REFRESH_MIN_MS * 2);
    expect(alertCalls(requests)).toBe(1);

    served = [alert(2), alert(1, true)];
    signalOn('PEPE', '0xabc');
    await flush(ALERTS_REFRESH_MIN_MS);
    expect(alertCalls(requests)).toBe(2);
    expect(useFavoriteAlertsStore.getState().unread).toBe(1);
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
    expect(useFavoriteAlertsStore.getState().alerts.map((a) => a.id)).toEqual([6]);
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
    expect(useFavoriteAlertsStore.getState().unread).toBe(1);
    expect(useNotificationStore.getState().notifications).toHaveLength(0);
  });

  it('marks alerts read at once and on the API', async () => {
    const { requests } = serveApi();
    served = [alert(4), alert(5)];
    watch();
    await flush();
    expect(useFavoriteAlertsStore.getState().unread).toBe(2);
    await act(() => markAlertsRead([4]));
    expect(useFavoriteAlertsStore.getState().alerts.find((a) => a.id === 4)?.read).toBe(true);
    const read = requests.find((r) => new URL(r.url).pathname === '/api/alerts/favorites/read');
    expect(await read?.json()).toEqual({ ids: [4] });
    expect(useFavoriteAlertsStore.getState().unread).toBe(0);
  });
});
