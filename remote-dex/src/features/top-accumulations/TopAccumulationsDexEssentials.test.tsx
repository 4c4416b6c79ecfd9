import { PATHS } from '@flowscope/shared-api/contract';
import { renderScreen, screenApi } from '@flowscope/shared-api/testing';
import { mockBackendPerTest } from '@flowscope/mock-api/testing';
import { findLoadedTable, viewAsPhone } from '@flowscope/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import TopAccumulationsDexScreen from './TopAccumulationsDexScreen.tsx';

const CALL = PATHS.dexTopAccumulations;
const backend = mockBackendPerTest();
const { rewriteRecords } = screenApi(backend);

interface ApiRisk {
  honeypot: boolean;
  mintable: boolean;
  top10_holders_pct: number;
  liquidity_locked: boolean;
}
interface ApiRow {
  token_name: string | null;
  network: string | null;
  address: string | null;
  risk?: ApiRisk | null;
}

const SAFE: ApiRisk = {
  honeypot: false,
  mintable: false,
  top10_holders_pct: 20,
  liquidity_locked: true,
};

function show(url = '/top-accumulations-dex') {
  return renderScreen(TopAccumulationsDexScreen, { url, routePath: '/top-accumulations-dex' });
}

const dataRows = (grid: HTMLElement) => within(grid).getAllByRole('row').slice(1);
const isMasked = (row: HTMLElement) => within(row).queryAllByText('***').length > 0;
const openRows = (grid: HTMLElement) => dataRows(grid).filter((row) => !isMasked(row));
const riskControl = (row: HTMLElement) =>
  within(row).queryByRole('button', { name: /^Risk flags of / });

/** The first open rows are a honeypot and a mintable token; the rest carry no flag. */
function withRiskyRows() {
  rewriteRecords<ApiRow>(CALL, (rows) => {
    let open = 0;
    return rows.map((row) => {
      if (row.address === null) return row;
      open += 1;
      if (open === 1) return { ...row, token_name: 'HONEY', risk: { ...SAFE, honeypot: true } };
      if (open === 2) return { ...row, token_name: 'MINTY', risk: { ...SAFE, mintable: true } };
      return { ...row, risk: SAFE };
    });
  });
}

describe('Top Accumulations DEX: token essentials', () => {
  it('shows each open token its logo, chain, shortened address with a copy button, and risk flags', async () => {
    show();
    const grid = await findLoadedTable('Top Accumulations');
    for (const row of openRows(grid)) {
      const address =
        row.querySelector('[data-contract-address]')?.getAttribute('data-contract-address') ?? '';
      expect(address.length).toBeGreaterThan(12);
      expect(within(row).getByText(`${address.slice(0, 6)}…${address.slice(-4)}`)).toBeTruthy();
      expect(within(row).getByRole('button', { name: /^Copy .+ contract address$/ })).toBeTruthy();
      expect(row.querySelector('img')?.getAttribute('src')).toMatch(/\/logos\/[a-z]+-[^/]+\.svg$/);
      expect(row.querySelector('[data-network]')).not.toBeNull();
      expect(riskControl(row)).not.toBeNull();
    }
    const masked = dataRows(grid).filter(isMasked);
    expect(masked.length).toBeGreaterThan(0);
    for (const row of masked) {
      expect(row.querySelector('[data-contract-address]')).toBeNull();
      expect(within(row).queryByRole('button', { name: /Copy/ })).toBeNull();
      expect(row.querySelector('img')).toBeNull();
      expect(riskControl(row)).toBeNull();
    }
  });

  it('names the flags the API raises on the risk badge', async () => {
    withRiskyRows();
    show();
    await findLoadedTable('Top Accumulations');
    const honey = screen.getByRole('button', { name: /^Risk flags of HONEY: Honeypot/ });
    expect(honey.getAttribute('data-risk-level')).toBe('danger');
    expect(honey.textContent).toMatch(/^Honeypot/);
    const minty = screen.getByRole('button', { name: /^Risk flags of MINTY: Mintable/ });
    expect(minty.getAttribute('data-risk-level')).toBe('warning');
  });

  it("'Hide risky' leaves honeypots and mintable tokens out, in the URL, without asking the API again", async () => {
    withRiskyRows();
    const view = show('/top-accumulations-dex?page=2');
    const grid = await findLoadedTable('Top Accumulations');
    const calls = backend.callsTo(CALL).length;
    await userEvent.click(screen.getByRole('checkbox', { name: 'Hide risky' }));
    expect(view.location.current).toBe('/top-accumulations-dex?risky=hide');
    await waitFor(() => expect(within(grid).queryByText('HONEY')).toBeNull());
    expect(within(grid).queryByText('MINTY')).toBeNull();
    expect(screen.getByText('2 hidden: honeypots, mintable')).toBeTruthy();
    expect(backend.callsTo(CALL)).toHaveLength(calls);

    await userEvent.click(screen.getByRole('checkbox', { name: 'Hide risky' }));
    expect(view.location.current).toBe('/top-accumulations-dex');
    expect(await within(grid).findByText('HONEY')).toBeTruthy();
  });

  it('a shared link with risky=hide opens without them', async () => {
    withRiskyRows();
    show('/top-accumulations-dex?risky=hide');
    const grid = await findLoadedTable('Top Accumulations');
    expect(screen.getByRole('checkbox', { name: 'Hide risky' })).toHaveProperty('checked', true);
    expect(within(grid).queryByText('HONEY')).toBeNull();
    expect(within(grid).queryByText('MINTY')).toBeNull();
  });

  it("asks for the page's sparklines once, by network and address", async () => {
    show();
    const grid = await findLoadedTable('Top Accumulations');
    const open = openRows(grid);
    await waitFor(() =>
      expect(within(grid).getAllByRole('img', { name: /^Netflow trend, 24h: / })).toHaveLength(
        open.length,
      ),
    );
    const calls = backend.callsTo(PATHS.sparklines);
    expect(calls).toHaveLength(1);
    const body = calls[0]?.body as {
      venue: string;
      tokens: { network: string; address: string }[];
    };
    expect(body.venue).toBe('dex');
    expect(body.tokens.map((token) => token.address)).toEqual(
      open.map((row) =>
        row.querySelector('[data-contract-address]')?.getAttribute('data-contract-address'),
      ),
    );
  });

  it('on a phone, cards open the chart by network and address, and show the address', async () => {
    viewAsPhone();
    show();
    const list = await screen.findByRole('list', { name: 'Top Accumulations' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(10));
    const card = within(list)
      .getAllByRole('listitem')
      .find((item) => within(item).queryByRole('link') !== null) as HTMLElement;
    const link = within(card).getByRole('link', { name: /token page$/ });
    const address = card
      .querySelector('[data-contract-address]')
      ?.getAttribute('data-contract-address');
    expect(link.getAttribute('href')).toMatch(new RegExp(`^/token/dex/[a-z]+/${address}$`));
    expect(within(card).getByRole('button', { name: /^Risk flags of / })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Hide risky' })).toBeTruthy();
  });
});
