import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  LiveConnection,
  setBrowserNotificationEnvironment,
  setLiveStreamForTests,
  turnOnBrowserNotifications,
  useNotificationStore,
} from '@flowscope/shared-api';
import { ALERT_PATHS, type AlertRecord } from '@flowscope/shared-api/contract';
import {
  fakeLiveEnvironment,
  renderScreen,
  signInThroughMockApi,
} from '@flowscope/shared-api/testing';
import { mockBackendPerTest } from '@flowscope/mock-api/testing';
import { NotificationBell } from './NotificationBell.tsx';

const backend = mockBackendPerTest();
let page: ReturnType<typeof fakeLiveEnvironment>;

beforeEach(() => {
  page = fakeLiveEnvironment();
  setLiveStreamForTests(new LiveConnection(page.env, { connectDelayMs: 0 }));
});
afterEach(() => setLiveStreamForTests(null));

const MINUTE = 60_000;

/** The market's tokens the trader's alerts are about. */
function tokens() {
  const market = backend.api.market();
  const [first, second] = market.venueTokens.cex;
  const dex = market.venueTokens.dex.find((t) => t.address && t.network);
  if (!first || !second || !dex?.address || !dex.network) throw new Error('no tokens');
  const live = (token: typeof first) => ({
    venue: token.venue,
    ticker: token.ticker,
    name: token.name,
    network: token.network ?? null,
    address: token.address ?? null,
  });
  return { cluster: live(first), traded: live(second), signal: live(dex) };
}

/**
 * The premium trader with alerts of every kind: a read cluster alert, a signal, three
 * influencer trades folded into one, and a rule's netflow alert (three unread).
 */
async function traderWithAlerts() {
  const { userId } = await signInThroughMockApi(backend.handler, 'premium');
  const { cluster, traded, signal } = tokens();
  const { store, alerts } = backend.api;
  const now = Date.now();
  alerts.favorites.addCluster(userId, cluster, 6, 4, now - 10 * MINUTE);
  alerts.inbox.markRead(userId, null, now);
  store.favorites.addCex(userId, traded.ticker, now);
  store.favorites.addDex(
    userId,
    { network: signal.network ?? '', address: signal.address ?? '' },
    now,
  );
  const time = (minutesAgo: number) => new Date(now - minutesAgo * MINUTE).toISOString();
  alerts.favorites.record({
    id: 1,
    event: 'signal',
    data: { venue: 'dex', token: signal, time: time(8), direction: 'buy', wallets: 4 },
  });
  for (const minutesAgo of [7, 6, 5]) {
    alerts.favorites.record({
      id: 2,
      event: 'trade',
      data: { venue: 'cex', token: traded, time: time(minutesAgo), side: 'buy' },
    });
  }
  const rule = ruleAlert(userId, 'Netflow into ' + signal.ticker + ' above $1.00M', 4);
  return { userId, cluster, traded, signal, rule };
}

/** A rule's alert kept in the inbox, as the rule engine keeps one. */
function ruleAlert(userId: string, title: string, minutesAgo: number): AlertRecord {
  const { signal } = tokens();
  return backend.api.alerts.inbox.addRuleAlert(userId, {
    rule: { id: 3, kind: 'netflow_above', name: null },
    token: signal,
    text: { title, body: `Smart-money netflow into ${signal.ticker} was $1.20M over 4 hours.` },
    count: 1,
    hours: 4,
    value: 1_200_000,
    subject: null,
    time: Date.now() - minutesAgo * MINUTE,
  });
}

function showBell() {
  return renderScreen(() => <NotificationBell />, { url: '/', routePath: '*' });
}

const bellButton = () => screen.getByRole('button', { name: 'Notifications' });
const unreadBadge = () => bellButton().querySelector('[data-unread-count]');
const panel = () => within(screen.getByRole('dialog', { name: 'Recent notifications' }));
const section = (name: string) => within(panel().getByRole('region', { name }));
/** Opens the bell's panel; it arrives a tick after the click (the floating part is a lazy chunk). */
async function openBell() {
  await userEvent.click(bellButton());
  await screen.findByRole('dialog', { name: 'Recent notifications' });
}
const readCalls = () => backend.callsTo(ALERT_PATHS.read).map((call) => call.body);

/**
 * The stream's first source, once the bell has subscribed, open: the inbox, loaded before it
 * opened, loads again once (what came before the stream it does not bring).
 */
async function stream() {
  await waitFor(() => expect(page.sources.length).toBeGreaterThan(0));
  const source = page.latest();
  const inboxLoads = backend.callsTo(ALERT_PATHS.alerts).length;
  source.fire('open');
  await waitFor(() => expect(backend.callsTo(ALERT_PATHS.alerts)).toHaveLength(inboxLoads + 1));
  return source;
}

describe('NotificationBell on the alert inbox', () => {
  it('counts unread alerts of every kind, links each to its page, and marks them all read', async () => {
    const { userId, cluster, traded, signal, rule } = await traderWithAlerts();
    showBell();
    await waitFor(() => expect(unreadBadge()?.getAttribute('data-unread-count')).toBe('3'));
    expect(screen.getByText('3 unread alerts')).toBeTruthy();

    await openBell();
    const favourites = section('Alerts on favourites');
    const dex = favourites.getByRole('link', {
      name: `New signal on ${signal.name} (${signal.ticker})`,
    });
    expect(dex.getAttribute('href')).toBe(`/search?query=${signal.address}`);
    const trades = favourites.getByRole('link', {
      name: `3 influencer trades on ${traded.name} (${traded.ticker})`,
    });
    expect(trades.getAttribute('href')).toBe(`/top-holdings-cex/${traded.ticker}`);
    const clustered = favourites.getByRole('link', {
      name: `6 smart-money wallets bought ${cluster.ticker} in the last 4 hours`,
    });
    expect(clustered.closest('li')?.getAttribute('data-alert-read')).toBe('true');

    const rules = section('Alerts from your rules');
    const ruleLink = rules.getByRole('link', { name: rule.title });
    expect(ruleLink.getAttribute('href')).toBe(rule.url);
    expect(rules.getByText(rule.body)).toBeTruthy();
    expect(panel().getByRole('link', { name: 'Manage alerts' }).getAttribute('href')).toBe(
      '/alerts',
    );

    await userEvent.click(panel().getByRole('button', { name: 'Mark all read' }));
    expect(unreadBadge()).toBeNull();
    await waitFor(() => expect(readCalls()).toEqual([{}]));
    expect(screen.queryByText('3 unread alerts')).toBeNull();
    expect(backend.api.alerts.inbox.unread(userId)).toBe(0);
  });

  it('reads one alert when it is opened', async () => {
    const { rule } = await traderWithAlerts();
    showBell();
    await openBell();
    await userEvent.click(
      await section('Alerts from your rules').findByRole('link', { name: rule.title }),
    );
    await waitFor(() => expect(readCalls()).toEqual([{ ids: [rule.id] }]));
    await waitFor(() => expect(unreadBadge()?.getAttribute('data-unread-count')).toBe('2'));
  });

  it('shows no alerts signed out, and asks for none', async () => {
    showBell();
    await openBell();
    expect(panel().queryByRole('region', { name: 'Alerts on favourites' })).toBeNull();
    expect(backend.callsTo(ALERT_PATHS.alerts)).toEqual([]);
  });
});

describe('NotificationBell on the live stream', () => {
  it('puts a new alert in the inbox once, with a toast, and reads alerts read elsewhere', async () => {
    const { userId } = await traderWithAlerts();
    showBell();
    await waitFor(() => expect(unreadBadge()?.getAttribute('data-unread-count')).toBe('3'));
    const source = await stream();
    const fresh = ruleAlert(userId, 'Smart-money cluster on the watched token', 0);
    const alertsCalls = backend.callsTo(ALERT_PATHS.alerts).length;

    source.fire('user_alert', JSON.stringify(fresh), '10');
    source.fire('user_alert', JSON.stringify(fresh), '10');
    page.frame();
    await waitFor(() => expect(unreadBadge()?.getAttribute('data-unread-count')).toBe('4'));
    // Written into the cached inbox: not asked of the API again.
    expect(backend.callsTo(ALERT_PATHS.alerts)).toHaveLength(alertsCalls);
    expect(useNotificationStore.getState().notifications.map((n) => [n.title, n.message])).toEqual([
      [fresh.title, fresh.body],
    ]);
    await openBell();
    expect(
      section('Alerts from your rules').getAllByRole('link', { name: fresh.title }),
    ).toHaveLength(1);

    // Another tab read it and one more: the API says 2 are left.
    source.fire(
      'alerts_read',
      JSON.stringify({ ids: [fresh.id], unread: 2, time: new Date().toISOString() }),
      '11',
    );
    page.frame();
    await waitFor(() => expect(unreadBadge()?.getAttribute('data-unread-count')).toBe('2'));
    expect(
      section('Alerts from your rules')
        .getByRole('link', { name: fresh.title })
        .closest('li')
        ?.getAttribute('data-alert-read'),
    ).toBe('true');
  });

  it('shows a new alert as a system notification while the trader is elsewhere, and closes it once read', async () => {
    const { userId } = await traderWithAlerts();
    const shown: { title: string; options: NotificationOptions }[] = [];
    const closed: string[] = [];
    let elsewhere = false;
    setBrowserNotificationEnvironment({
      permission: () => 'granted',
      requestPermission: () => Promise.resolve('granted'),
      registration: () =>
        Promise.resolve({
          showNotification: (title, options) => {
            shown.push({ title, options });
            return Promise.resolve();
          },
          getNotifications: (filter) =>
            Promise.resolve(
              shown
                .filter((n) => n.options.tag === filter?.tag)
                .map((n) => ({ close: () => closed.push(n.options.tag ?? '') })),
            ),
        }),
      inBackground: () => elsewhere,
    });
    await turnOnBrowserNotifications();
    showBell();
    await waitFor(() => expect(unreadBadge()?.getAttribute('data-unread-count')).toBe('3'));
    const source = await stream();

    // On the page: a toast only.
    const seen = ruleAlert(userId, 'Seen on the page', 0);
    source.fire('user_alert', JSON.stringify(seen), '20');
    page.frame();
    await waitFor(() => expect(unreadBadge()?.getAttribute('data-unread-count')).toBe('4'));
    expect(shown).toEqual([]);

    // Hidden tab: the stream stays open (notifications are on) and the alert is a notification.
    elsewhere = true;
    page.setHidden(true);
    expect(source.closed).toBe(false);
    const away = ruleAlert(userId, 'Arrived while away', 0);
    source.fire('user_alert', JSON.stringify(away), '21');
    page.frame();
    await waitFor(() => expect(shown).toHaveLength(1));
    expect(shown[0]).toEqual({
      title: 'Arrived while away',
      options: expect.objectContaining({
        body: away.body,
        tag: `flowscope-alert-${away.id}`,
        data: { url: away.url, alertId: away.id },
      }),
    });

    source.fire(
      'alerts_read',
      JSON.stringify({ ids: [away.id], unread: 4, time: new Date().toISOString() }),
      '22',
    );
    page.frame();
    await waitFor(() => expect(closed).toEqual([`flowscope-alert-${away.id}`]));
  });
});
