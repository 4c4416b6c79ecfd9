import { PATHS } from '@flowscope/shared-api/contract';
import { renderScreen } from '@flowscope/shared-api/testing';
import { mockBackendPerTest } from '@flowscope/mock-api/testing';
import { findLoadedTable, viewAsPhone } from '@flowscope/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import TopHoldingsDexScreen from './TopHoldingsDexScreen.tsx';

const backend = mockBackendPerTest();

function show(url = '/top-holdings-dex') {
  return renderScreen(TopHoldingsDexScreen, { url, routePath: '/top-holdings-dex' });
}

const dataRows = (grid: HTMLElement) => within(grid).getAllByRole('row').slice(1);
const isMasked = (row: HTMLElement) => within(row).queryAllByText('***').length > 0;

describe('Top Holdings DEX: token essentials', () => {
  it('shows liquidity, holders and risk, and draws holdings over 30 days from one call per page', async () => {
    show();
    const grid = await findLoadedTable('Top Holdings');
    const open = dataRows(grid).filter((row) => !isMasked(row));
    const headers = within(grid)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent?.trim());
    const at = (label: string) => headers.indexOf(label);
    for (const row of open) {
      const cells = within(row).getAllByRole('cell');
      expect(cells[at('Liquidity')]?.textContent).toMatch(/^\$[\d.]+[KMB]?$/);
      expect(cells[at('Holders')]?.textContent).toMatch(/^[\d,]+$/);
      expect(within(row).getByRole('button', { name: /^Risk flags of / })).toBeTruthy();
    }
    await waitFor(() =>
      expect(within(grid).getAllByRole('img', { name: /^Holdings trend, 30d: / })).toHaveLength(
        open.length,
      ),
    );
    expect(backend.callsTo(PATHS.sparklines)).toHaveLength(1);
    expect(backend.callsTo(PATHS.sparklines)[0]?.body).toMatchObject({
      kind: 'holdings',
      venue: 'dex',
    });
  });

  it("keeps 'Hide risky' in the URL beside the network", async () => {
    const view = show('/top-holdings-dex?network=base');
    await findLoadedTable('Top Holdings');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Hide risky' }));
    expect(view.location.current).toBe('/top-holdings-dex?network=base&risky=hide');
  });

  it('on a phone, cards show holdings and 24h %, and open the chart', async () => {
    viewAsPhone();
    show();
    const list = await screen.findByRole('list', { name: 'Top Holdings' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(10));
    const card = within(list)
      .getAllByRole('listitem')
      .find((item) => within(item).queryByRole('link') !== null) as HTMLElement;
    expect(
      within(card)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Holdings', '24h %']);
    expect(within(card).getByRole('link').getAttribute('href')).toMatch(
      /^\/token\/dex\/[a-z]+\/\w+$/,
    );
  });
});
