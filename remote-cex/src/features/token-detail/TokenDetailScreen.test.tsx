import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useNotificationStore } from '@flowscope/shared-api';
import { resetSharedApiState } from '@flowscope/shared-api/testing';
import {
  formatCurrency,
  formatMarketCap,
  formatNetPosition,
  formatScore,
} from '@flowscope/shared-ui';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  currentUrl,
  detailRequests,
  renderTokenDetail,
  startDetailTestApi,
  warmUpMarket,
  WARM_UP_TIMEOUT_MS,
  type DetailTestApi,
  signInPremium,
} from '../../test/token-detail-test-kit.tsx';

vi.mock(
  'lightweight-charts',
  async () => (await import('@flowscope/shared-ui/testing')).fakeLightweightCharts,
);

// Loads run through mock-api in process; generous on a busy machine.
const LOADED = { timeout: 15_000 };

let kit: DetailTestApi;

beforeAll(warmUpMarket, WARM_UP_TIMEOUT_MS);

beforeEach(() => {
  kit = startDetailTestApi();
});

afterEach(() => {
  cleanup();
  kit.api.close();
  resetSharedApiState();
});

function answer() {
  if (!kit.lastAnswer) throw new Error('no /token_detail answer yet');
  return kit.lastAnswer;
}

describe('TokenDetailScreen', () => {
  it('shows the requested token with its price and market cap from the API', async () => {
    renderTokenDetail('/top-holdings-cex/btc');
    expect(screen.getByRole('status', { name: 'Loading token detail' })).toBeTruthy();
    const heading = await screen.findByRole('heading', { level: 1, name: 'Bitcoin BTC' }, LOADED);
    const header = heading.closest('header') as HTMLElement;
    expect(within(header).getByRole('img', { name: 'BTC' })).toBeTruthy();
    expect(within(header).getByText(formatCurrency(answer().price))).toBeTruthy();
    expect(within(header).getByText(formatMarketCap(answer().market_cap))).toBeTruthy();
    expect(detailRequests(kit)[0]).toMatchObject({ user_id: 0, coin: 'btc' });
  });

  it("fills the cards with the API's figures", async () => {
    renderTokenDetail('/top-holdings-cex/ETH');
    await screen.findByRole('heading', { level: 1, name: 'Ethereum ETH' }, LOADED);
    const data = answer();
    const cards: [string, string][] = [
      ['Market Cap', formatMarketCap(data.market_cap)],
      ['SMW Holdings', formatNetPosition(data.smw_holdings).text],
      ['Influencers Holdings', formatNetPosition(data.influencers_holdings).text],
      ['Influencers In', formatMarketCap(data.influencers_in)],
      ['Whales Holdings', formatNetPosition(data.whales_holdings).text],
    ];
    for (const [label, text] of cards) {
      const card = screen.getByRole('group', { name: label });
      expect(within(card).getByText(text)).toBeTruthy();
    }
    // Positions on perpetuals read as net long or net short, never as a negative amount held.
    for (const label of ['SMW Holdings', 'Influencers Holdings', 'Whales Holdings']) {
      const card = screen.getByRole('group', { name: label });
      expect(
        within(card).getByText(/^(Net long \$[\d.]+[KMBT]?|Net short \$[\d.]+[KMBT]?|Flat)$/),
      ).toBeTruthy();
      expect(within(card).queryByText(/^-\$/)).toBeNull();
    }
    const netflow = data.series.reduce((sum, point) => sum + point.netflow, 0);
    const meter = screen.getByRole('meter', { name: 'Smart-money netflow' });
    expect(meter.getAttribute('aria-valuetext')).toBe(
      `${formatMarketCap(netflow)} ${netflow < 0 ? 'net outflow' : 'net inflow'}`,
    );
    expect(screen.getByRole('img', { name: /^Price and smart-money netflow of ETH/ })).toBeTruthy();
  });

  it('shows both scores of the period, each named', async () => {
    renderTokenDetail('/top-holdings-cex/BTC');
    await screen.findByRole('heading', { level: 1, name: 'Bitcoin BTC' }, LOADED);
    const data = answer();
    const scores = screen.getByRole('list', { name: 'Scores of this period' });
    const items = within(scores).getAllByRole('listitem');
    expect(items.map((item) => item.textContent?.split(',')[0])).toEqual([
      `Accumulation score ${formatScore(data.score)}`,
      `Holdings score ${formatScore(data.holdings_score ?? Number.NaN)}`,
    ]);
  });

  it('switches tabs, keeping the chosen one in the URL', async () => {
    const user = userEvent.setup();
    renderTokenDetail('/top-holdings-cex/BTC');
    await screen.findByRole('heading', { level: 1, name: 'Bitcoin BTC' }, LOADED);
    const sections = screen.getByRole('tablist', { name: 'Token detail sections' });
    expect(within(sections).getByRole('tab', { name: 'Overview', selected: true })).toBeTruthy();

    await user.click(within(sections).getByRole('tab', { name: 'SMW Holders' }));
    expect(currentUrl()).toBe('/top-holdings-cex/BTC?tab=smw-holders');
    const table = screen.getByRole('table', { name: 'SMW Holders' });
    const bodyRows = within(table).getAllByRole('row').slice(1);
    expect(bodyRows).toHaveLength(Math.min(10, answer().holders.length));
    // Anonymous visitors see masked wallets.
    expect(within(bodyRows[0] as HTMLElement).getByText('***')).toBeTruthy();
    // ...which name no profile.
    expect(within(bodyRows[0] as HTMLElement).queryByRole('link')).toBeNull();
    // A trader can ask to hear about this coin from its page.
    expect(screen.getByRole('button', { name: /Create alert/ })).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Market Cap' })).toBeNull();

    await user.click(within(sections).getByRole('tab', { name: 'Limit Swaps' }));
    expect(currentUrl()).toBe('/top-holdings-cex/BTC?tab=limit-swaps');
    expect(screen.getByText('No limit swaps recorded for this token in this period.')).toBeTruthy();

    await user.click(within(sections).getByRole('tab', { name: 'Liquidity Swaps' }));
    expect(
      screen.getByText('No liquidity swaps recorded for this token in this period.'),
    ).toBeTruthy();

    await user.click(within(sections).getByRole('tab', { name: 'Overview' }));
    expect(currentUrl()).toBe('/top-holdings-cex/BTC');
    expect(screen.getByRole('group', { name: 'Market Cap' })).toBeTruthy();
    // Tabs change the view only: the data was loaded once.
    expect(detailRequests(kit)).toHaveLength(1);
  });

  it("opens a holder's wallet profile with this coin in common", async () => {
    signInPremium(kit);
    renderTokenDetail('/top-holdings-cex/BTC?tab=smw-holders');
    const table = await screen.findByRole('table', { name: 'SMW Holders' }, LOADED);
    const wallets = within(table).getAllByRole('link', { name: /^Wallet / });
    expect(wallets.length).toBeGreaterThan(0);
    for (const wallet of wallets) {
      expect(wallet.getAttribute('href')).toMatch(/^\/research\/wallet\/\w+\?with=cex:BTC$/);
    }
  });

  it('opens on the tab the URL names, and sorts holders largest PNL first', async () => {
    const user = userEvent.setup();
    renderTokenDetail('/top-holdings-cex/SOL?tab=smw-holders');
    const table = await screen.findByRole('table', { name: 'SMW Holders' }, LOADED);
    await user.click(within(table).getByRole('button', { name: 'PNL' }));
    const best = Math.max(...answer().holders.map((holder) => holder.pnl));
    const firstRow = within(table).getAllByRole('row')[1] as HTMLElement;
    expect(within(firstRow).getByText(formatMarketCap(best))).toBeTruthy();
    expect(currentUrl()).toContain('holders.sort=pnl');
  });

  it('keeps the holders page size in the URL and names the token in the tab title', async () => {
    const user = userEvent.setup();
    renderTokenDetail('/top-holdings-cex/SOL?tab=smw-holders');
    const table = await screen.findByRole('table', { name: 'SMW Holders' }, LOADED);
    expect(document.title).toBe('SOL Token Detail - Flowscope');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '20');
    expect(currentUrl()).toContain('holders.size=20');
    expect(within(table).getAllByRole('row').length - 1).toBe(
      Math.min(20, answer().holders.length),
    );
  });
});

describe('TokenDetailScreen for an id no token has', () => {
  it('says the token was not found and links back to Top Holdings', async () => {
    const user = userEvent.setup();
    renderTokenDetail('/top-holdings-cex/NOPE');
    expect(await screen.findByRole('heading', { name: 'Token not found' }, LOADED)).toBeTruthy();
    expect(screen.getByText(/No token matches “NOPE”/)).toBeTruthy();
    expect(detailRequests(kit)).toEqual([expect.objectContaining({ coin: 'NOPE' })]);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(useNotificationStore.getState().notifications).toEqual([]);

    await user.click(screen.getByRole('link', { name: 'Back to Top Holdings' }));
    expect(screen.getByRole('heading', { name: 'Top Holdings' })).toBeTruthy();
    expect(currentUrl()).toBe('/top-holdings-cex');
  });

  it('shows markup in an id as text', async () => {
    const id = '<img src=x onerror=alert(1)>';
    renderTokenDetail(`/top-holdings-cex/${encodeURIComponent(id)}`);
    expect(await screen.findByRole('heading', { name: 'Token not found' }, LOADED)).toBeTruthy();
    expect(screen.getByText(`No token matches “${id}”`, { exact: false })).toBeTruthy();
    expect(document.querySelector('img')).toBeNull();
  });

  it('answers a very long id at once, without asking the API', () => {
    renderTokenDetail(`/top-holdings-cex/${'X'.repeat(500)}`);
    expect(screen.getByRole('heading', { name: 'Token not found' })).toBeTruthy();
    expect(
      screen.getByText(`No token matches “${'X'.repeat(40)}…”`, { exact: false }),
    ).toBeTruthy();
    expect(detailRequests(kit)).toEqual([]);
  });
});

describe('TokenDetailScreen when the API fails', () => {
  it('shows the error box and notification, and Retry recovers', async () => {
    const user = userEvent.setup();
    kit.failWith = 500;
    renderTokenDetail('/top-holdings-cex/BTC');
    const box = await screen.findByRole('alert', {}, LOADED);
    expect(within(box).getByText('Failed to load data')).toBeTruthy();
    expect(within(box).getByText('Server error occurred')).toBeTruthy();
    expect(useNotificationStore.getState().notifications[0]).toMatchObject({
      type: 'error',
      title: 'Failed to Load Data',
      message: 'Server error occurred',
    });

    kit.failWith = null;
    await user.click(within(box).getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bitcoin BTC' }, LOADED),
    ).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
