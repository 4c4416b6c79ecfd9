import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PATHS } from '@flowscope/shared-api/contract';
import { renderScreen, screenApi } from '@flowscope/shared-api/testing';
import { mockBackendPerTest } from '@flowscope/mock-api/testing';
import { findLoadedTable, viewAsPhone } from '@flowscope/shared-ui/testing';
import TopAccumulationsScreen from './TopAccumulationsScreen.tsx';

const backend = mockBackendPerTest();
const { rewriteAnswer } = screenApi(backend);

interface SparklineBody {
  kind: string;
  venue: string;
  from_datetime: string;
  to_datetime?: string;
  tokens: { coin: string }[];
}

function show(url = '/top-accumulations') {
  return renderScreen(TopAccumulationsScreen, { url, routePath: '/top-accumulations' });
}

const sparklineCalls = () =>
  backend.callsTo(PATHS.sparklines).map((call) => call.body as SparklineBody);
const listPayload = () =>
  backend.callsTo(PATHS.cexTopAccumulations).at(-1)?.body as { from_datetime: string };

const dataRows = (grid: HTMLElement) => within(grid).getAllByRole('row').slice(1);
const isMasked = (row: HTMLElement) => within(row).queryAllByText('***').length > 0;
/** The coin a row names: its page link's symbol. */
const coinOf = (row: HTMLElement) =>
  /^(\S+) token page$/.exec(
    within(row)
      .queryByRole('link', { name: /token page$/ })
      ?.getAttribute('aria-label') ?? '',
  )?.[1];
const columnIndex = (grid: HTMLElement, label: string) =>
  within(grid)
    .getAllByRole('columnheader')
    .findIndex((cell) => cell.textContent?.trim() === label);
const cellText = (grid: HTMLElement, row: HTMLElement, label: string) =>
  within(row).getAllByRole('cell')[columnIndex(grid, label)]?.textContent ?? '';

describe('Top Accumulations CEX: token essentials', () => {
  it("opens a coin's page in the app from its name, its perpetuals from the link beside it", async () => {
    show();
    const grid = await findLoadedTable('Top Accumulations');
    const open = dataRows(grid).filter((row) => !isMasked(row));
    expect(open.length).toBeGreaterThan(0);
    for (const row of open) {
      const coin = coinOf(row) ?? '';
      const name = within(row).getByRole('link', { name: `${coin} token page` });
      expect(name.getAttribute('href')).toBe(`/top-holdings-cex/${coin}`);
      expect(name.getAttribute('target')).toBeNull();
      const trade = within(row).getByRole('link', {
        name: `Trade ${coin} perpetuals on the exchange (opens in a new tab)`,
      });
      expect(trade.getAttribute('href')).toBe(`https://www.binance.com/en/futures/${coin}USDT`);
      expect(trade.getAttribute('rel')).toBe('noopener noreferrer');
    }
    for (const row of dataRows(grid).filter(isMasked)) {
      expect(within(row).queryAllByRole('link')).toEqual([]);
    }
  });

  it('shows each coin its logo, price and 24h change; a masked row shows none of them', async () => {
    show();
    const grid = await findLoadedTable('Top Accumulations');
    const rows = dataRows(grid);
    const open = rows.filter((row) => !isMasked(row));
    expect(open.length).toBeGreaterThan(0);
    for (const row of open) {
      expect(row.querySelector('img')?.getAttribute('src')).toMatch(/\/logos\/cex-[a-z0-9]+\.svg$/);
      expect(cellText(grid, row, 'Price')).toMatch(/^\$[\d,.]+$/);
      expect(cellText(grid, row, '24h %')).toMatch(/^[+-]\d+\.\d{2}%$/);
    }
    const masked = rows.filter(isMasked);
    expect(masked.length).toBeGreaterThan(0);
    for (const row of masked) {
      expect(row.querySelector('img')).toBeNull();
      // Its values are locked cells, which name the lock only to a screen reader.
      expect(cellText(grid, row, 'Price')).toBe('Restricted: sign in to see');
      expect(cellText(grid, row, '24h %')).toBe('Restricted: sign in to see');
      expect(row.querySelector('[data-lock="restricted"]')).not.toBeNull();
      expect(within(row).queryByRole('img', { name: /trend/ })).toBeNull();
    }
  });

  it('draws every open row its netflow line from ONE sparkline call for the page, on the list window', async () => {
    show();
    const grid = await findLoadedTable('Top Accumulations');
    const open = dataRows(grid).filter((row) => !isMasked(row));
    await waitFor(() =>
      expect(within(grid).getAllByRole('img', { name: /^Netflow trend, 24h: / })).toHaveLength(
        open.length,
      ),
    );
    for (const line of within(grid).getAllByRole('img', { name: /^Netflow trend/ })) {
      expect(line.getAttribute('aria-label')).toMatch(
        /^Netflow trend, 24h: (rising|falling|flat)$/,
      );
    }
    expect(sparklineCalls()).toHaveLength(1);
    const [call] = sparklineCalls();
    expect(call).toMatchObject({ kind: 'netflow', venue: 'cex' });
    expect(call?.tokens.map((token) => token.coin)).toEqual(open.map(coinOf));
    // The same window as the list the rows came from.
    expect(
      Math.abs(Date.parse(call?.from_datetime ?? '') - Date.parse(listPayload().from_datetime)),
    ).toBeLessThan(60_000);
    expect(call).not.toHaveProperty('to_datetime');
  });

  it('asks once more for the next page, and for the new window on another tab', async () => {
    show();
    const grid = await findLoadedTable('Top Accumulations');
    await waitFor(() => expect(sparklineCalls()).toHaveLength(1));
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(sparklineCalls()).toHaveLength(2));
    const pageTwo = dataRows(grid)
      .filter((row) => !isMasked(row))
      .map(coinOf);
    expect(sparklineCalls()[1]?.tokens.map((token) => token.coin)).toEqual(pageTwo);

    await userEvent.click(screen.getByRole('tab', { name: '7d' }));
    await waitFor(() =>
      expect(
        within(grid).getAllByRole('img', { name: /^Netflow trend, 7d: / }).length,
      ).toBeGreaterThan(0),
    );
    const last = sparklineCalls().at(-1);
    expect(Date.now() - Date.parse(last?.from_datetime ?? '')).toBeGreaterThan(167 * 3_600_000);
  });

  it('shows the rows without waiting for the sparklines, their space kept', async () => {
    rewriteAnswer(PATHS.sparklines, () => new Promise<Response>(() => undefined));
    show();
    const grid = await findLoadedTable('Top Accumulations');
    const open = dataRows(grid).filter((row) => !isMasked(row));
    expect(open.length).toBeGreaterThan(0);
    for (const row of open) {
      expect(row.querySelector('[data-sparkline="pending"]')).not.toBeNull();
    }
    expect(within(grid).queryAllByRole('img', { name: /^Netflow trend/ })).toHaveLength(0);
  });

  it('on a phone, lists the rows as cards that open the coin page', async () => {
    viewAsPhone();
    show();
    const list = await screen.findByRole('list', { name: 'Top Accumulations' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(10));
    expect(screen.queryByRole('table')).toBeNull();
    const card = within(list)
      .getAllByRole('listitem')
      .find((item) => within(item).queryByRole('link') !== null) as HTMLElement;
    const link = within(card).getByRole('link', { name: /token page$/ });
    const coin = /^(\S+) token page$/.exec(link.getAttribute('aria-label') ?? '')?.[1] ?? '';
    expect(link.getAttribute('href')).toBe(`/top-holdings-cex/${encodeURIComponent(coin)}`);
    const figures = within(card)
      .getAllByRole('term')
      .map((term) => term.textContent);
    expect(figures).toEqual(['Netflow', '24h %']);
    await waitFor(() =>
      expect(within(card).getByRole('img', { name: /^Netflow trend, 24h: / })).toBeTruthy(),
    );
  });
});
