import { act, cleanup, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  jsonResponse,
  renderScreen,
  resetSharedApiState,
  setApiFetch,
  signInForTest,
} from '@flowscope/shared-api/testing';
import {
  NOTIFICATION_CLICK_MESSAGE,
  readAlertParam,
  readNotificationClick,
  useAlertNotificationClicks,
} from './use-alert-notification-clicks.ts';

let reads: unknown[];

beforeEach(() => {
  reads = [];
  signInForTest();
  setApiFetch(async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    if (new URL(request.url).pathname === '/api/alerts/read') {
      reads.push(await request.json());
      return jsonResponse({ result: 'ok', data: { unread: 0 } });
    }
    return jsonResponse({ message: 'unexpected' }, 500);
  });
});
afterEach(() => {
  cleanup();
  resetSharedApiState();
});

/** The page's service worker container: only its messages matter here. */
const worker = new EventTarget() as ServiceWorkerContainer;

function Listener() {
  useAlertNotificationClicks(worker);
  return null;
}

function post(data: unknown) {
  act(() => {
    worker.dispatchEvent(new MessageEvent('message', { data }));
  });
}

describe('clicks on alert notifications', () => {
  it('open the alert’s page in this tab and read the alert', async () => {
    const { location } = renderScreen(Listener, { url: '/alpha-feed-dex', routePath: '*' });
    post({ type: NOTIFICATION_CLICK_MESSAGE, url: '/top-holdings-cex/BTC', alertId: 41 });
    await waitFor(() => expect(location.current).toBe('/top-holdings-cex/BTC'));
    await waitFor(() => expect(reads).toEqual([{ ids: [41] }]));
  });

  it('read the alert a new window was opened for, and take its name out of the address', async () => {
    const { location } = renderScreen(Listener, {
      url: '/search?query=0xabc&readAlert=41',
      routePath: '*',
    });
    await waitFor(() => expect(reads).toEqual([{ ids: [41] }]));
    await waitFor(() => expect(location.current).toBe('/search?query=0xabc'));
    expect(readAlertParam('?readAlert=0')).toBeNull();
    expect(readAlertParam('?readAlert=4x')).toBeNull();
    expect(readAlertParam('?readAlert=-3')).toBeNull();
    expect(readAlertParam('?query=1')).toBeNull();
  });

  it('go nowhere off the site, and ignore other messages', async () => {
    const { location } = renderScreen(Listener, { url: '/favorites', routePath: '*' });
    post({ type: 'something-else', url: '/premium' });
    expect(location.current).toBe('/favorites');
    post({ type: NOTIFICATION_CLICK_MESSAGE, url: 'https://evil.example/', alertId: 'x' });
    await waitFor(() => expect(location.current).toBe('/'));
    expect(reads).toEqual([]);
    expect(readNotificationClick(null)).toBeNull();
  });
});
