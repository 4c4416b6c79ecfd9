import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../test/render-with-theme.tsx';
import type { AlertRuleDraft, AlertRuleSubmitResult } from '@flowscope/core';
import { CreateAlertButton } from './CreateAlertButton.tsx';

const NETWORKS = ['ethereum', 'base'];

function show(
  target: Parameters<typeof CreateAlertButton>[0]['target'],
  onSubmit: (draft: AlertRuleDraft) => Promise<AlertRuleSubmitResult>,
  signedIn = true,
  onSignIn = () => undefined,
) {
  renderWithTheme(
    <CreateAlertButton
      target={target}
      networks={NETWORKS}
      onSubmit={onSubmit}
      signedIn={signedIn}
      onSignIn={onSignIn}
    />,
  );
}

const dialogNamed = async (name: string) => within(await screen.findByRole('dialog', { name }));

describe('CreateAlertButton', () => {
  it('opens the rule form for a token with its token kinds only, and closes once the rule is made', async () => {
    const submitted: AlertRuleDraft[] = [];
    show(
      { type: 'token', venue: 'dex', network: 'base', address: '0xabc', label: 'PEPE' },
      (draft) => {
        submitted.push(draft);
        return Promise.resolve({ ok: true });
      },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Create alert' }));
    const dialog = await dialogNamed('Create alert on PEPE');
    expect(dialog.getByText('PEPE')).toBeTruthy();
    const kinds = within(dialog.getByLabelText('Alert when'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(kinds).toEqual([
      'Smart-money wallets buy',
      'Netflow reaches an amount',
      'Score crosses a level',
    ]);
    // The token is given: no token fields.
    expect(dialog.queryByLabelText('Contract address')).toBeNull();
    await userEvent.selectOptions(dialog.getByLabelText('Alert when'), 'Netflow reaches an amount');
    await userEvent.clear(dialog.getByLabelText('Netflow of at least (USD)'));
    await userEvent.type(dialog.getByLabelText('Netflow of at least (USD)'), '250000');
    await userEvent.click(dialog.getByRole('button', { name: 'Create alert' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(submitted).toEqual([
      expect.objectContaining({
        kind: 'netflow_above',
        venue: 'dex',
        network: 'base',
        address: '0xabc',
        usd: '250000',
        hours: '4',
      }),
    ]);
  });

  it('shows the errors it is given under their fields, and what names no field at the top', async () => {
    const onSubmit = vi.fn((): Promise<AlertRuleSubmitResult> =>
      Promise.resolve({
        ok: false,
        errors: { wallets: 'wallets must be at least 1', rule: 'Something about the rule' },
        message: 'No CEX coin BTC',
      }),
    );
    show({ type: 'token', venue: 'cex', coin: 'BTC' }, onSubmit);
    await userEvent.click(screen.getByRole('button', { name: 'Create alert' }));
    const dialog = await dialogNamed('Create alert on BTC');
    await userEvent.click(dialog.getByRole('button', { name: 'Create alert' }));
    const wallets = dialog.getByLabelText('Smart-money wallets');
    await waitFor(() => expect(wallets.getAttribute('aria-invalid')).toBe('true'));
    expect(
      document.getElementById(wallets.getAttribute('aria-describedby') ?? '')?.textContent,
    ).toBe('wallets must be at least 1');
    expect(dialog.getByRole('alert').textContent).toBe('Something about the ruleNo CEX coin BTC');
    expect(screen.getByRole('dialog', { name: 'Create alert on BTC' })).toBeTruthy();
  });

  it('follows an influencer or a wallet with position changes, the one kind that fits', async () => {
    const submitted: AlertRuleDraft[] = [];
    show({ type: 'influencer', venue: 'dex', handle: 'alpha' }, (draft) => {
      submitted.push(draft);
      return Promise.resolve({ ok: true });
    });
    await userEvent.click(screen.getByRole('button', { name: 'Create alert' }));
    const dialog = await dialogNamed('Create alert on @alpha');
    expect(dialog.queryByLabelText('Alert when')).toBeNull();
    await userEvent.selectOptions(dialog.getByLabelText('When they'), 'Open a position');
    await userEvent.click(dialog.getByRole('button', { name: 'Create alert' }));
    await waitFor(() => expect(submitted).toHaveLength(1));
    expect(submitted[0]).toMatchObject({
      kind: 'position_change',
      subjectType: 'influencer',
      subjectVenue: 'dex',
      handle: 'alpha',
      event: 'open',
    });
  });

  it('signed out, says alerts need an account and offers the sign-in instead of the form', async () => {
    const onSignIn = vi.fn();
    const onSubmit = vi.fn(() => Promise.resolve({ ok: true as const }));
    show({ type: 'wallet', address: '0x1234' }, onSubmit, false, onSignIn);
    await userEvent.click(screen.getByRole('button', { name: 'Create alert' }));
    const dialog = await dialogNamed('Sign in to create alerts');
    expect(dialog.queryByRole('form')).toBeNull();
    await userEvent.click(dialog.getByRole('button', { name: 'Sign in with Discord' }));
    expect(onSignIn).toHaveBeenCalledOnce();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
