import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { formatMarketCap, formatShare, routeTo, SCREEN_ROUTES } from '@flowscope/shared-api';
import type { WalletProfileResponse } from '@flowscope/shared-api/contract';
import { PATHS } from '@flowscope/shared-api/contract';
import { expectWindowHours, renderScreen } from '@flowscope/shared-api/testing';
import { formatNetPosition } from '@flowscope/shared-ui';
import { describe, expect, it } from 'vitest';
import { btcHolder, LOADED, researchBackend } from '../../test/research-test-kit.ts';
import WalletProfileScreen from './WalletProfileScreen.tsx';

const research = researchBackend();
const { backend, api } = research;
const PROFILE = PATHS.walletProfile;
/** A wallet the market does not know, in a form the API accepts. */
const UNKNOWN_WALLET = `0x${'ab'.repeat(20)}`;
const PEPE_ON_BASE = {
  venue: 'dex',
  network: 'base',
  address: '0x4ed4e862860bed51a9570b96d89af5e1b0efefed',
} as const;

function show(url: string) {
  return renderScreen(WalletProfileScreen, { url, routePath: SCREEN_ROUTES.walletProfile.path });
}

const bodies = () => api.bodiesTo(PROFILE) as Record<string, unknown>[];

async function showPremiumWallet(
  url: (wallet: string) => string = (wallet) => routeTo.walletProfile(wallet),
) {
  const session = await api.signIn('premium');
  const wallet = await btcHolder(research, session);
  research.recordAnswers(PROFILE);
  const view = show(url(wallet));
  await screen.findByRole('group', { name: 'Win rate' }, LOADED);
  await waitFor(
    () =>
      expect(screen.getByRole('group', { name: 'Win rate' }).getAttribute('aria-busy')).toBeNull(),
    LOADED,
  );
  const { data } = research.answerOf<WalletProfileResponse>(PROFILE);
  if (!data) throw new Error('expected a profile');
  return { session, wallet, view, data };
}

describe('Wallet Profile', () => {
  it('shows a signed-out visitor the address with its copy button and the lock, asking nothing', () => {
    const wallet = `0x${'9f'.repeat(20)}`;
    show(routeTo.walletProfile(wallet));
    expect(screen.getByRole('heading', { level: 1, name: 'Wallet Profile' })).toBeTruthy();
    expect(screen.getByText(wallet)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy wallet address' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Buy Premium' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign in with Discord' })).toBeTruthy();
    expect(backend.callsTo(PROFILE)).toHaveLength(0);
  });

  it("shows a premium trader the wallet's holdings, trades, PnL and win rate", async () => {
    const { session, wallet, data } = await showPremiumWallet();
    expect(bodies()[0]).toMatchObject({ user_id: session.userId, wallet });
    expect(bodies()[0]).not.toHaveProperty('common_with');
    expectWindowHours(bodies()[0] ?? {}, 720);
    const reads = (label: string, value: string) =>
      within(screen.getByRole('group', { name: label })).getByText(value);
    expect(reads('Holdings', formatMarketCap(data.holdings_value))).toBeTruthy();
    expect(reads('Win rate', formatShare(data.win_rate))).toBeTruthy();
    expect(reads('Trades', String(data.trades_total))).toBeTruthy();
    const holdings = screen.getByRole('table', { name: 'Holdings' });
    // It holds BTC: the row it was found by.
    expect(within(holdings).getAllByRole('link', { name: 'BTC' }).length).toBeGreaterThan(0);
    expect(within(holdings).getAllByRole('row').length - 1).toBe(
      Math.min(10, data.holdings.length),
    );
    const trades = screen.getByRole('table', { name: 'Trades' });
    expect(within(trades).getAllByRole('row').length - 1).toBe(
      Math.max(1, Math.min(10, data.trades.length)),
    );
    expect(screen.queryByRole('heading', { name: 'Tokens in common with the row' })).toBeNull();
  });

  it('compares the wallet with the row it was opened from', async () => {
    const { data } = await showPremiumWallet((wallet) =>
      routeTo.walletProfile(wallet, { with: [{ venue: 'cex', coin: 'BTC' }, PEPE_ON_BASE] }),
    );
    expect(bodies()[0]?.common_with).toEqual([{ venue: 'cex', coin: 'BTC' }, PEPE_ON_BASE]);
    const section = screen.getByRole('region', { name: 'Tokens in common with the row' });
    const lines = within(section).getAllByRole('listitem');
    expect(lines).toHaveLength(2);
    const btc = data.common_tokens.find((common) => common.token.coin === 'BTC');
    if (!btc) throw new Error('the BTC holder holds no BTC');
    expect(lines[0]?.textContent).toContain(`${formatNetPosition(btc.value).text} now`);
    const pepe = data.common_tokens.find((common) => common.token.venue === 'dex');
    expect(lines[1]?.textContent).toContain(
      pepe ? `${pepe.trades} trade` : 'No position now and no trade in the last 30 days',
    );
  });

  it('keeps the period in the URL and asks for its window', async () => {
    const { wallet, view } = await showPremiumWallet();
    const periods = screen.getByRole('tablist', { name: 'Period' });
    fireEvent.click(within(periods).getByRole('tab', { name: '24h' }));
    expect(view.location.current).toBe(`${routeTo.walletProfile(wallet)}?period=24h`);
    await waitFor(() => expect(bodies()).toHaveLength(2), LOADED);
    expectWindowHours(bodies()[1] ?? {}, 24);
    expect(within(periods).getByRole('tab', { name: '24h', selected: true })).toBeTruthy();
  });

  it('says an address that cannot be a wallet names none, without asking', async () => {
    await api.signIn('premium');
    show(routeTo.walletProfile('0x9f2c0000beef'));
    expect(screen.getByRole('heading', { level: 2, name: 'Wallet not found' })).toBeTruthy();
    expect(screen.getByText('0x9f2c0000beef')).toBeTruthy();
    expect(backend.callsTo(PROFILE)).toHaveLength(0);
  });

  it('says a wallet the market does not know is not found', async () => {
    await api.signIn('premium');
    show(routeTo.walletProfile(UNKNOWN_WALLET));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Wallet not found' }, LOADED),
    ).toBeTruthy();
    expect(backend.callsTo(PROFILE)).toHaveLength(1);
  });

  it('shows the error box with Retry when the first load fails, and Retry brings the profile', async () => {
    const session = await api.signIn('premium');
    const wallet = await btcHolder(research, session);
    const failing = backend.failNext(PROFILE, 500);
    show(routeTo.walletProfile(wallet));
    const retry = await screen.findByRole('button', { name: 'Retry' }, LOADED);
    expect(screen.queryByRole('table', { name: 'Holdings' })).toBeNull();
    failing.restore();
    fireEvent.click(retry);
    expect(await screen.findByRole('table', { name: 'Holdings' }, LOADED)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });
});
