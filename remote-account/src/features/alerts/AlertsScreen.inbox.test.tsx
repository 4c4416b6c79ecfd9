import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ALERT_PATHS } from '@flowscope/shared-api/contract';
import { mockBackendPerTest, type MockBackend } from '@flowscope/mock-api/testing';
import { marketTargets, signedInAlerts, storedClusterRule } from './alerts-test-support.ts';

const backend = mockBackendPerTest();

/** Keeps a rule's alert for the trader, as the rule engine would, `minutesAgo` back. */
function storedRuleAlert(backend: MockBackend, userId: string, title: string, minutesAgo: number) {
  const { coin } = marketTargets(backend);
  // Paused: the rule engine would otherwise add alerts of its own whenever the simulated
  // market (which moves with the clock) shows a cluster, and the inbox would not be only these.
  const rule = storedClusterRule(backend, userId, coin, null, false);
  return backend.api.alerts.inbox.addRuleAlert(userId, {
    rule: { id: rule.id, kind: 'cluster_buys', name: null },
    token: { venue: 'cex', ticker: coin, name: coin, network: null, address: null },
    text: { title, body: `${title}: 4 smart-money wallets bought` },
    count: 4,
    hours: 3,
    value: null,
    subject: null,
    time: Date.now() - minutesAgo * 60_000,
  });
}

const recentAlerts = () => within(screen.getByRole('list', { name: 'Recent alerts' }));
const unreadTitles = () =>
  recentAlerts()
    .getAllByRole('listitem')
    .filter((item) => item.getAttribute('data-alert-read') === 'false')
    .map((item) => within(item).getByRole('link').textContent);

describe('Alerts: recent alerts', () => {
  it('lists the inbox newest first, and Mark all read reads them in the API', async () => {
    const { userId } = await signedInAlerts(backend, (user) => {
      storedRuleAlert(backend, user, 'Older cluster', 30);
      storedRuleAlert(backend, user, 'Newer cluster', 5);
    });
    await waitFor(() => expect(unreadTitles()).toEqual(['Newer cluster', 'Older cluster']));
    expect(recentAlerts().getByText('Newer cluster: 4 smart-money wallets bought')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Mark all read (2)' }));
    expect(unreadTitles()).toEqual([]);
    await waitFor(() => expect(backend.api.alerts.inbox.unread(userId)).toBe(0));
    expect(backend.callsTo(ALERT_PATHS.read).map((call) => call.body)).toEqual([{}]);
    expect(screen.queryByRole('button', { name: /Mark all read/ })).toBeNull();
  });

  it('opens an alert on its token’s page and reads that one alert in the API, for every screen', async () => {
    let opened = { id: 0, url: '' };
    const { userId, location } = await signedInAlerts(backend, (user) => {
      storedRuleAlert(backend, user, 'Other cluster', 30);
      opened = storedRuleAlert(backend, user, 'Opened cluster', 5);
    });
    const link = await waitFor(() => recentAlerts().getByRole('link', { name: 'Opened cluster' }));
    expect(link.getAttribute('href')).toBe(opened.url);

    await userEvent.click(link);
    expect(location.current).toBe(opened.url);
    await waitFor(() => expect(backend.api.alerts.inbox.unread(userId)).toBe(1));
    expect(backend.callsTo(ALERT_PATHS.read).map((call) => call.body)).toEqual([
      { ids: [opened.id] },
    ]);
    const stored = backend.api.alerts.inbox.list(userId).alerts;
    expect(stored.map((alert) => [alert.title, alert.read])).toEqual([
      ['Opened cluster', true],
      ['Other cluster', false],
    ]);
  });
});
