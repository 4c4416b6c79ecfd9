import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useNotificationStore } from '@flowscope/shared-api';
import { ALERT_PATHS, alertRulePath } from '@flowscope/shared-api/contract';
import { mockBackendPerTest } from '@flowscope/mock-api/testing';
import {
  choose,
  expectFieldError,
  holdCallsTo,
  marketTargets,
  openNewAlert,
  ruleList,
  signedInAlerts,
  storedClusterRule,
  type,
  waitForDialogToClose,
} from './alerts-test-support.ts';

const backend = mockBackendPerTest();

const posts = () => backend.callsTo(ALERT_PATHS.rules).filter((call) => call.method === 'POST');
const ruleItem = (name: string | RegExp) => within(ruleList()).getByRole('listitem', { name });
const errorToasts = () =>
  useNotificationStore
    .getState()
    .notifications.filter((n) => n.type === 'error')
    .map((n) => [n.title, n.message]);

describe('Alerts: rules', () => {
  it('creates a cluster rule on a CEX coin, naming each bad field before anything is sent', async () => {
    const { coin } = marketTargets(backend);
    await signedInAlerts(backend);
    expect(await screen.findByText('No alert rules yet.')).toBeTruthy();

    const dialog = await openNewAlert();
    // The form's first field has the focus, not the close button.
    await waitFor(() => expect(document.activeElement).toBe(dialog.getByLabelText('Alert when')));
    await type(dialog, 'Smart-money wallets', '0');
    await type(dialog, 'Within hours', '100');
    await userEvent.click(dialog.getByRole('button', { name: 'Create alert' }));
    expectFieldError(dialog, 'Coin', 'coin must not be empty');
    expectFieldError(dialog, 'Smart-money wallets', 'wallets must be at least 1');
    expectFieldError(dialog, 'Within hours', 'hours must be at most 72');
    expect(posts()).toHaveLength(0);

    await type(dialog, 'Coin', coin);
    await type(dialog, 'Smart-money wallets', '3');
    await type(dialog, 'Within hours', '2');
    await type(dialog, 'Name (optional)', 'Whales on it');
    await userEvent.click(dialog.getByRole('button', { name: 'Create alert' }));
    await waitForDialogToClose('New alert');

    expect(posts().map((call) => call.body)).toEqual([
      {
        rule: { kind: 'cluster_buys', token: { venue: 'cex', coin }, wallets: 3, hours: 2 },
        name: 'Whales on it',
      },
    ]);
    const item = ruleItem('Whales on it');
    expect(within(item).getByText(`3 smart-money wallets buy ${coin} within 2 hours`)).toBeTruthy();
    expect(within(item).getByText(/Not fired yet/)).toBeTruthy();
    expect(
      within(item).getByRole('switch', { name: 'Whales on it' }).getAttribute('aria-checked'),
    ).toBe('true');
  });

  it('creates netflow and score rules on a DEX token, with the contract’s messages for bad figures', async () => {
    const { dex } = marketTargets(backend);
    await signedInAlerts(backend);

    let dialog = await openNewAlert();
    await choose(dialog, 'Alert when', 'Netflow reaches an amount');
    await choose(dialog, 'Market', 'DEX');
    await choose(dialog, 'Network', dex.network);
    await type(dialog, 'Contract address', dex.address);
    await type(dialog, 'Netflow of at least (USD)', '-5');
    await type(dialog, 'Within hours', '200');
    await userEvent.click(dialog.getByRole('button', { name: 'Create alert' }));
    expectFieldError(dialog, 'Netflow of at least (USD)', 'usd must be above 0');
    expectFieldError(dialog, 'Within hours', 'hours must be at most 168');
    await type(dialog, 'Netflow of at least (USD)', '2,500,000');
    await type(dialog, 'Within hours', '24');
    await userEvent.click(dialog.getByRole('button', { name: 'Create alert' }));
    await waitForDialogToClose('New alert');
    expect(ruleItem(`Netflow into ${dex.ticker} reaches $2.50M within 24 hours`)).toBeTruthy();

    dialog = await openNewAlert();
    await choose(dialog, 'Alert when', 'Score crosses a level');
    await choose(dialog, 'Market', 'DEX');
    await choose(dialog, 'Network', dex.network);
    await type(dialog, 'Contract address', dex.address);
    await choose(dialog, 'Score', 'Holdings');
    await choose(dialog, 'Direction', 'Falls to or below');
    await type(dialog, 'Level (-100 to 100)', '150');
    await userEvent.click(dialog.getByRole('button', { name: 'Create alert' }));
    expectFieldError(dialog, 'Level (-100 to 100)', 'level must be at most 100');
    await type(dialog, 'Level (-100 to 100)', '-20');
    await userEvent.click(dialog.getByRole('button', { name: 'Create alert' }));
    await waitForDialogToClose('New alert');
    expect(ruleItem(`${dex.ticker} holdings score falls to -20 or below`)).toBeTruthy();
    expect(posts().at(-1)?.body).toEqual({
      rule: {
        kind: 'score_crossing',
        token: { venue: 'dex', network: dex.network, address: dex.address },
        level: -20,
        direction: 'down',
        score_kind: 'holdings',
      },
      name: null,
    });
    // Newest first.
    expect(
      within(ruleList())
        .getAllByRole('listitem')
        .map((item) => item.getAttribute('aria-label')),
    ).toEqual([
      `${dex.ticker} holdings score falls to -20 or below`,
      `Netflow into ${dex.ticker} reaches $2.50M within 24 hours`,
    ]);
  });

  it('creates position rules on an influencer and a wallet; a bad address and an unknown coin are said', async () => {
    const { influencer, wallet } = marketTargets(backend);
    await signedInAlerts(backend);

    let dialog = await openNewAlert();
    await choose(dialog, 'Alert when', 'Opens or closes a position');
    await choose(dialog, 'Follow', 'A wallet');
    await type(dialog, 'Wallet address', '0x123');
    await userEvent.click(dialog.getByRole('button', { name: 'Create alert' }));
    expectFieldError(dialog, 'Wallet address', 'wallet must be an address: 0x and 40 hex digits');
    await type(dialog, 'Wallet address', wallet);
    await choose(dialog, 'When they', 'Close a position');
    await userEvent.click(dialog.getByRole('button', { name: 'Create alert' }));
    await waitForDialogToClose('New alert');
    expect(ruleItem(/^Wallet 0x.{4}….{4} closes a position$/)).toBeTruthy();

    dialog = await openNewAlert();
    await choose(dialog, 'Alert when', 'Opens or closes a position');
    await choose(dialog, 'Follow', 'An influencer');
    await userEvent.click(dialog.getByRole('button', { name: 'Create alert' }));
    expectFieldError(dialog, 'Handle', 'twitter_handle must not be empty');
    await type(dialog, 'Handle', `@${influencer}`);
    await userEvent.click(dialog.getByRole('button', { name: 'Create alert' }));
    await waitForDialogToClose('New alert');
    expect(ruleItem(`@${influencer} opens or closes a position`)).toBeTruthy();

    dialog = await openNewAlert();
    await type(dialog, 'Coin', 'NOSUCHCOIN');
    await userEvent.click(dialog.getByRole('button', { name: 'Create alert' }));
    expect((await dialog.findByRole('alert')).textContent).toBe('No CEX coin NOSUCHCOIN');
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitForDialogToClose('New alert');
    expect(within(ruleList()).getAllByRole('listitem')).toHaveLength(2);
  });

  it('turns a rule off at once, and back on when the API refuses', async () => {
    const { coin } = marketTargets(backend);
    let made = { id: 0 };
    const { userId } = await signedInAlerts(backend, (user) => {
      made = storedClusterRule(backend, user, coin);
    });
    const summary = `4 smart-money wallets buy ${coin} within 3 hours`;
    const item = await screen.findByRole('listitem', { name: summary });
    // Each switch is named by its rule.
    const toggle = within(item).getByRole('switch', { name: summary });

    // Off at once, before the API has answered.
    let answer = holdCallsTo(backend, alertRulePath(made.id));
    await userEvent.click(toggle);
    await waitFor(() => expect(answer.held()).toBe(1));
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    expect(backend.api.alerts.rules.get(userId, made.id)?.enabled).toBe(true);
    answer.release();
    await waitFor(() => expect(backend.api.alerts.rules.get(userId, made.id)?.enabled).toBe(false));
    expect(backend.callsTo(alertRulePath(made.id)).map((c) => [c.method, c.body])).toEqual([
      ['PATCH', { enabled: false }],
    ]);
    expect(toggle.getAttribute('aria-checked')).toBe('false');

    // On at once, and off again when the API refuses.
    const outage = backend.failNext(alertRulePath(made.id), 503);
    answer = holdCallsTo(backend, alertRulePath(made.id));
    await userEvent.click(toggle);
    await waitFor(() => expect(answer.held()).toBe(1));
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    answer.release();
    await waitFor(() =>
      expect(errorToasts()).toEqual([['Could not turn the alert on', 'Server error occurred']]),
    );
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('false'));
    outage.restore();
    expect(backend.api.alerts.rules.get(userId, made.id)?.enabled).toBe(false);
  });

  it('edits a rule in the form and deletes one after asking, putting it back if the API refuses', async () => {
    const { coin } = marketTargets(backend);
    let made = { id: 0 };
    const { userId } = await signedInAlerts(backend, (user) => {
      made = storedClusterRule(backend, user, coin, 'Mine');
    });
    const item = await screen.findByRole('listitem', { name: 'Mine' });

    await userEvent.click(within(item).getByRole('button', { name: 'Edit' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit alert' }));
    expect((dialog.getByLabelText('Coin') as HTMLInputElement).value).toBe(coin);
    expect((dialog.getByLabelText('Smart-money wallets') as HTMLInputElement).value).toBe('4');
    await type(dialog, 'Smart-money wallets', '201');
    await userEvent.click(dialog.getByRole('button', { name: 'Save alert' }));
    expectFieldError(dialog, 'Smart-money wallets', 'wallets must be at most 200');
    await type(dialog, 'Smart-money wallets', '12');
    await type(dialog, 'Name (optional)', '');
    await userEvent.click(dialog.getByRole('button', { name: 'Save alert' }));
    await waitForDialogToClose('Edit alert');
    expect(
      await screen.findByRole('listitem', {
        name: `12 smart-money wallets buy ${coin} within 3 hours`,
      }),
    ).toBeTruthy();
    expect(backend.api.alerts.rules.get(userId, made.id)?.name).toBeNull();

    const edited = `12 smart-money wallets buy ${coin} within 3 hours`;
    const deleteButton = () => within(ruleItem(edited)).getByRole('button', { name: 'Delete' });
    // Cancelled: nothing sent, the focus back on the rule's Delete.
    await userEvent.click(deleteButton());
    let confirm = within(await screen.findByRole('dialog', { name: 'Delete this alert?' }));
    await userEvent.click(confirm.getByRole('button', { name: 'Cancel' }));
    await waitForDialogToClose('Delete this alert?');
    await waitFor(() => expect(document.activeElement).toBe(deleteButton()));
    expect(backend.callsTo(alertRulePath(made.id)).filter((c) => c.method === 'DELETE')).toEqual(
      [],
    );

    // Gone at once, back when the API refuses.
    const outage = backend.failNext(alertRulePath(made.id), 500);
    const answer = holdCallsTo(backend, alertRulePath(made.id));
    await userEvent.click(deleteButton());
    confirm = within(await screen.findByRole('dialog', { name: 'Delete this alert?' }));
    await userEvent.click(confirm.getByRole('button', { name: 'Delete alert' }));
    await waitFor(() => expect(answer.held()).toBe(1));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: edited })).toBeNull());
    answer.release();
    await waitForDialogToClose('Delete this alert?');
    await waitFor(() =>
      expect(errorToasts()).toEqual([['Could not delete the alert', 'Server error occurred']]),
    );
    expect(await screen.findByRole('listitem', { name: edited })).toBeTruthy();
    // Its Delete button went with the row: the focus went to New alert, not lost.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'New alert' }));

    outage.restore();
    await userEvent.click(deleteButton());
    confirm = within(await screen.findByRole('dialog', { name: 'Delete this alert?' }));
    await userEvent.click(confirm.getByRole('button', { name: 'Delete alert' }));
    await waitForDialogToClose('Delete this alert?');
    expect(await screen.findByText('No alert rules yet.')).toBeTruthy();
    expect(backend.api.alerts.rules.get(userId, made.id)).toBeUndefined();
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'New alert' })),
    );
  });
});
