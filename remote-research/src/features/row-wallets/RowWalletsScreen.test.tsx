import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { routeTo, SCREEN_ROUTES } from '@flowscope/shared-api';
import type { RowWalletsResponse } from '@flowscope/shared-api/contract';
import { PATHS } from '@flowscope/shared-api/contract';
import { expectWindowHours, renderScreen } from '@flowscope/shared-api/testing';
import { describe, expect, it } from 'vitest';
import { LOADED, researchBackend } from '../../test/research-test-kit.ts';
import RowWalletsScreen from './RowWalletsScreen.tsx';

const research = researchBackend();
const { backend, api } = research;
const ROW_WALLETS = PATHS.rowWallets;
const BTC = { venue: 'cex', coin: 'BTC' } as const;

function show(url: string) {
  return renderScreen(RowWalletsScreen, { url, routePath: SCREEN_ROUTES.rowWallets.path });
}

const bodies = () => api.bodiesTo(ROW_WALLETS) as Record<string, unknown>[];

/** The table once its rows are the answer's (no placeholder rows, nothing dimmed). */
async function loadedTable(): Promise<HTMLElement> {
  const table = await screen.findByRole('table', { name: 'Smart-money wallets' }, LOADED);
  await waitFor(() => {
    expect(table.getAttribute('aria-busy')).toBeNull();
    expect(table.querySelector('[data-skeleton]')).toBeNull();
  }, LOADED);
  return table;
}

function answer() {
  return research.answerOf<RowWalletsResponse>(ROW_WALLETS).data;
}

describe('Smart-Money Wallets', () => {
  it('lists a visitor the wallets behind a row, masked and not linked, and says why', async () => {
    research.recordAnswers(ROW_WALLETS);
    show(routeTo.rowWallets(BTC));
    expect(screen.getByRole('heading', { level: 1, name: 'Smart-Money Wallets' })).toBeTruthy();
    const table = await loadedTable();
    expect(bodies()[0]).toMatchObject({ user_id: 0, token: BTC, list: 'accumulations' });
    expectWindowHours(bodies()[0] ?? {}, 24);
    const { counts, wallets } = answer();
    expect(wallets.length).toBeGreaterThan(0);
    expect(
      screen.getByText(
        `${counts.traded} ${counts.traded === 1 ? 'wallet' : 'wallets'} traded BTC in the last 24 hours: ${counts.net_long_wallets} net long, ${counts.net_short_wallets} net short`,
        { exact: false },
      ),
    ).toBeTruthy();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(Math.min(20, wallets.length));
    // The Wallet column: masked, with nothing to open.
    for (const row of rows) expect(row.querySelectorAll('td')[1]?.textContent).toBe('***');
    expect(within(table).queryAllByRole('link')).toHaveLength(0);
    expect(screen.getByText('Wallet addresses are hidden until you sign in.')).toBeTruthy();
  });

  it("links each wallet of a signed-in trader to its profile, with the row's token to compare", async () => {
    await api.signIn('free');
    research.recordAnswers(ROW_WALLETS);
    const view = show(routeTo.rowWallets(BTC, { list: 'holdings', period: '7d' }));
    const table = await loadedTable();
    expect(bodies()[0]).toMatchObject({ token: BTC, list: 'holdings' });
    expectWindowHours(bodies()[0] ?? {}, 168);
    const first = answer().wallets[0];
    if (!first) throw new Error('nobody holds BTC');
    const link = within(table).getByRole('link', { name: `Wallet ${first.wallet}` });
    const profile = routeTo.walletProfile(first.wallet, { with: [BTC] });
    expect(link.getAttribute('href')).toBe(profile);
    expect(screen.queryByText('Wallet addresses are hidden until you sign in.')).toBeNull();
    fireEvent.click(link);
    expect(view.location.current).toBe(profile);
  });

  it('keeps the list and the period in the URL and asks for them', async () => {
    const view = show(routeTo.rowWallets(BTC));
    await loadedTable();
    fireEvent.click(screen.getByRole('tab', { name: 'Holding now' }));
    expect(view.location.current).toBe(routeTo.rowWallets(BTC, { list: 'holdings' }));
    fireEvent.click(screen.getByRole('tab', { name: '4h' }));
    expect(view.location.current).toBe(routeTo.rowWallets(BTC, { list: 'holdings', period: '4h' }));
    await waitFor(() => expect(bodies().at(-1)).toMatchObject({ list: 'holdings' }), LOADED);
    expectWindowHours(bodies().at(-1) ?? {}, 4);
    expect(screen.queryByRole('columnheader', { name: 'Move' })).toBeNull();
  });

  it("asks for a row's custom day range, no period tab selected", async () => {
    show(routeTo.rowWallets(BTC, { range: { from: '2025-05-30', to: '2025-05-31' } }));
    await waitFor(() => expect(bodies()).toHaveLength(1), LOADED);
    expect(bodies()[0]).toMatchObject({
      from_datetime: new Date(2025, 4, 30).toISOString(),
      to_datetime: new Date(2025, 4, 31, 23, 59, 59, 999).toISOString(),
    });
    const periods = screen.getByRole('tablist', { name: 'Period' });
    expect(within(periods).queryByRole('tab', { selected: true })).toBeNull();
  });

  it('says a token nobody lists is not found', async () => {
    show(routeTo.rowWallets({ venue: 'cex', coin: 'NOSUCHCOIN' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Token not found' }, LOADED),
    ).toBeTruthy();
  });

  it('says an address that names no token is not found, without asking', () => {
    show('/research/token/dex/no-network/wallets');
    expect(screen.getByRole('heading', { level: 2, name: 'Token not found' })).toBeTruthy();
    expect(backend.callsTo(ROW_WALLETS)).toHaveLength(0);
  });
});
