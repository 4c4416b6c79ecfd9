import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PATHS } from '@flowscope/shared-api/contract';
import { renderScreen } from '@flowscope/shared-api/testing';
import { mockBackendPerTest } from '@flowscope/mock-api/testing';
import { findLoadedTable, viewAsPhone } from '@flowscope/shared-ui/testing';
import TopHoldingsScreen from './TopHoldingsScreen.tsx';

const backend = mockBackendPerTest();

function show(url = '/top-holdings-cex') {
  return renderScreen(TopHoldingsScreen, { url, routePath: '/top-holdings-cex' });
}

const dataRows = (grid: HTMLElement) => within(grid).getAllByRole('row').slice(1);
const isMasked = (row: HTMLElement) => within(row).queryAllByText('***').length > 0;
const HOUR = 3_600_000;

describe('Top Holdings CEX: token essentials', () => {
  it("draws each open row its holdings over the list's 30 days, from one call for the page", async () => {
    show();
    const grid = await findLoadedTable('Top Holdings');
    const open = dataRows(grid).filter((row) => !isMasked(row));
    expect(open.length).toBeGreaterThan(0);
    await waitFor(() =>
      expect(within(grid).getAllByRole('img', { name: /^Holdings trend, 30d: / })).toHaveLength(
        open.length,
      ),
    );
    const calls = backend.callsTo(PATHS.sparklines);
    expect(calls).toHaveLength(1);
    const body = calls[0]?.body as { kind: string; from_datetime: string; tokens: unknown[] };
    expect(body.kind).toBe('holdings');
    expect(body.tokens).toHaveLength(open.length);
    expect(Math.abs(Date.now() - Date.parse(body.from_datetime) - 720 * HOUR)).toBeLessThan(60_000);
    for (const row of open) {
      expect(row.querySelector('img')?.getAttribute('src')).toMatch(/\/logos\/cex-/);
    }
  });

  it('on a phone, lists cards with holdings and 24h %, each opening the coin page', async () => {
    viewAsPhone();
    show();
    const list = await screen.findByRole('list', { name: 'Top Holdings' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(10));
    const card = within(list)
      .getAllByRole('listitem')
      .find((item) => within(item).queryByRole('link') !== null) as HTMLElement;
    expect(within(card).getByRole('link').getAttribute('href')).toMatch(
      /^\/top-holdings-cex\/[^/]+$/,
    );
    expect(
      within(card)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Holdings', '24h %']);
  });
});
