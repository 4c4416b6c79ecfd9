import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '@flowscope/shared-api/testing';
import { mockBackendPerTest } from '@flowscope/mock-api/testing';
import { viewAsPhone } from '@flowscope/shared-ui/testing';
import SearchScreen from './SearchScreen.tsx';

mockBackendPerTest();

function show(url: string) {
  return renderScreen(SearchScreen, { url, routePath: '/search' });
}

const bodyRows = (grid: HTMLElement) =>
  within(grid)
    .getAllByRole('row')
    .filter((row) => within(row).queryAllByRole('cell').length > 1);

describe('Search: token essentials', () => {
  it('each chain result says its network and contract address; a perpetual has none', async () => {
    show('/search?query=meme');
    const grid = await screen.findByRole('table', { name: 'Výsledky' }, { timeout: 5000 });
    await waitFor(() => expect(bodyRows(grid).length).toBeGreaterThan(0));
    const headers = within(grid)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent?.trim());
    const networkAt = headers.indexOf('Network');
    const rows = bodyRows(grid);
    const chain = rows.filter((row) => row.querySelector('[data-contract-address]') !== null);
    expect(chain.length).toBeGreaterThan(0);
    for (const row of chain) {
      // The chain on the token's logo is the one the Network column names.
      const network = row.querySelector('[data-network]')?.getAttribute('data-network') ?? '';
      expect(network).not.toBe('');
      expect(within(row).getAllByRole('cell')[networkAt]?.textContent?.endsWith(network)).toBe(
        true,
      );
      const address =
        row.querySelector('[data-contract-address]')?.getAttribute('data-contract-address') ?? '';
      expect(within(row).getByText(`${address.slice(0, 6)}…${address.slice(-4)}`)).toBeTruthy();
      expect(within(row).getByRole('button', { name: /^Copy .+ contract address$/ })).toBeTruthy();
    }
    for (const row of rows.filter((candidate) => !chain.includes(candidate))) {
      expect(within(row).getAllByRole('cell')[networkAt]?.textContent?.endsWith('CEX')).toBe(true);
      expect(row.querySelector('[data-network]')).toBeNull();
    }
  });

  it("every name opens its page in the app; a perpetual's exchange is the link beside it", async () => {
    show('/search?query=BTC');
    const grid = await screen.findByRole('table', { name: 'Výsledky' }, { timeout: 5000 });
    await waitFor(() => expect(bodyRows(grid).length).toBeGreaterThan(0));
    const perpetuals = bodyRows(grid).filter(
      (row) => row.querySelector('[data-contract-address]') === null,
    );
    expect(perpetuals.length).toBeGreaterThan(0);
    for (const row of perpetuals) {
      const name = within(row).getByRole('link', { name: /^(\S+) token page$/ });
      const coin = /^(\S+) token page$/.exec(name.getAttribute('aria-label') ?? '')?.[1] ?? '';
      expect(name.getAttribute('href')).toBe(`/top-holdings-cex/${coin}`);
      expect(
        within(row)
          .getByRole('link', {
            name: `Trade ${coin} perpetuals on the exchange (opens in a new tab)`,
          })
          .getAttribute('href'),
      ).toBe(`https://www.binance.com/en/futures/${coin}USDT`);
    }
    for (const row of bodyRows(grid).filter((row) => !perpetuals.includes(row))) {
      expect(
        within(row)
          .getByRole('link', { name: /token page$/ })
          .getAttribute('href'),
      ).toMatch(/^\/token\/dex\/[a-z]+\//);
    }
  });

  it('shows price and 24h change on every result', async () => {
    show('/search?query=BTC');
    const grid = await screen.findByRole('table', { name: 'Výsledky' }, { timeout: 5000 });
    await waitFor(() => expect(bodyRows(grid).length).toBeGreaterThan(0));
    const headers = within(grid)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent?.trim());
    for (const row of bodyRows(grid)) {
      const cells = within(row).getAllByRole('cell');
      expect(cells[headers.indexOf('Price')]?.textContent).toMatch(/^\$[\d,.]+$/);
      expect(cells[headers.indexOf('24h %')]?.textContent).toMatch(/^[+-]\d+\.\d{2}%$/);
    }
  });

  it('on a phone, results are cards with market cap and 24h %', async () => {
    viewAsPhone();
    show('/search?query=BTC');
    const list = await screen.findByRole('list', { name: 'Výsledky' }, { timeout: 5000 });
    await waitFor(() => expect(within(list).getAllByRole('listitem').length).toBeGreaterThan(0));
    const [card] = within(list).getAllByRole('listitem');
    expect(
      within(card as HTMLElement)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Market cap', '24h %']);
    expect(
      within(card as HTMLElement)
        .getByRole('link')
        .getAttribute('href'),
    ).toMatch(/^\/(top-holdings-cex|token\/dex\/[a-z]+)\//);
  });
});
