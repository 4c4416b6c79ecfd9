import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import type { MockBackend } from '@flowscope/mock-api/testing';
import { renderScreen, routeApiTo, signInThroughMockApi } from '@flowscope/shared-api/testing';
import AlertsScreen from './AlertsScreen.tsx';

export function showAlerts() {
  return renderScreen(AlertsScreen, { url: '/alerts', routePath: '/alerts' });
}

/**
 * Signs the premium trader in, lets `prepare` store what the test starts from, then opens
 * Alerts.
 */
export async function signedInAlerts(
  backend: MockBackend,
  prepare: (userId: string) => void = () => undefined,
) {
  const session = await signInThroughMockApi(backend.handler, 'premium');
  prepare(session.userId);
  const view = showAlerts();
  await screen.findByRole('region', { name: 'Alert rules' });
  return { ...session, ...view };
}

/** Stores a cluster rule on `coin` for the trader (as if made earlier). */
export function storedClusterRule(
  backend: MockBackend,
  userId: string,
  coin: string,
  name: string | null = null,
  enabled = true,
) {
  return backend.api.alerts.rules.create(
    userId,
    {
      spec: { kind: 'cluster_buys', token: { venue: 'cex', coin }, wallets: 4, hours: 3 },
      enabled,
      name,
    },
    Date.now(),
  );
}

/** What the simulated market has to put rules on. */
export function marketTargets(backend: MockBackend) {
  const market = backend.api.market();
  const coin = market.venueTokens.cex[0];
  const dex = market.venueTokens.dex.find((t) => t.address && t.network && t.network !== 'solana');
  const influencer = market.influencers.find((i) => i.venue === 'cex');
  const wallet = market.wallets[0];
  if (!coin || !dex?.address || !dex.network || !influencer || !wallet) {
    throw new Error('the market lacks a target');
  }
  return {
    coin: coin.ticker,
    dex: { ticker: dex.ticker, network: dex.network, address: dex.address },
    influencer: influencer.handle,
    wallet: wallet.address,
  };
}

/**
 * Holds the answers to calls to `path` back until `release()`: what the screen shows while a
 * change is on its way (an optimistic update) can be seen before the API answers.
 */
export function holdCallsTo(backend: MockBackend, path: string) {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  let held = 0;
  routeApiTo(async (address, init) => {
    if ((address.split('?')[0] ?? address) === path) {
      held += 1;
      await gate;
    }
    return backend.handler(address, init);
  });
  return { release: () => release(), held: () => held };
}

export const ruleList = () => screen.getByRole('list', { name: 'Your alert rules' });

export async function openNewAlert() {
  await userEvent.click(screen.getByRole('button', { name: 'New alert' }));
  return within(await screen.findByRole('dialog', { name: 'New alert' }));
}

type Dialog = ReturnType<typeof within>;

export async function type(dialog: Dialog, label: string, text: string) {
  const field = dialog.getByLabelText(label);
  await userEvent.clear(field);
  if (text !== '') await userEvent.type(field, text);
}

export async function choose(dialog: Dialog, label: string, option: string) {
  await userEvent.selectOptions(dialog.getByLabelText(label), option);
}

/** The dialog's field shows this error under it (read with it as its description). */
export function expectFieldError(dialog: Dialog, label: string, message: string) {
  const field = dialog.getByLabelText(label);
  expect(field.getAttribute('aria-invalid')).toBe('true');
  const hint = document.getElementById(field.getAttribute('aria-describedby') ?? '');
  expect(hint?.textContent).toBe(message);
}

export async function waitForDialogToClose(name: string) {
  await waitFor(() => expect(screen.queryByRole('dialog', { name })).toBeNull(), {
    timeout: 2000,
  });
}
