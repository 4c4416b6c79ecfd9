import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SearchResultRow } from '@flowscope/shared-api';
import { FlowscopeThemeProvider } from '@flowscope/shared-ui';
import { RouteTableContext } from '../../routing/route-table-context.tsx';
import {
  RESEARCH_ROUTES,
  routeTableOf,
  SPEC_ROUTE_TABLE,
} from '../../routing/test-route-tables.ts';
import { useThemeStore } from '../theme-store.ts';
import CommandPalette from './CommandPalette.tsx';
import { CommandPaletteLauncher } from './CommandPaletteLauncher.tsx';
import type { TokenSearch } from './use-token-search.ts';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function Address() {
  const location = useLocation();
  return <output aria-label="address">{`${location.pathname}${location.search}`}</output>;
}

function token(symbol: string, network: SearchResultRow['network'] = 'CEX'): SearchResultRow {
  return {
    id: 1,
    tokenName: symbol,
    symbol,
    ticker: symbol,
    icon: null,
    masked: false,
    network,
    isCex: network === 'CEX',
    address: network === 'CEX' ? null : '0xabc',
    marketCap: 1,
    marketCapFormatted: '$1',
    smwIn: 1,
    smwInFormatted: '$1',
    smwHoldings: 1,
    smwHoldingsFormatted: '$1',
    wowChange: null,
    wowChangeFormatted: 'N/A',
    relevance: 1,
    favorites: false,
  };
}

/** Shows the palette open; its dialog (the modal's lazy floating layer) arrives a tick later. */
async function showPalette(search: TokenSearch = vi.fn(async () => []), table = SPEC_ROUTE_TABLE) {
  const onClose = vi.fn();
  render(
    <FlowscopeThemeProvider mode="dark">
      <RouteTableContext value={table}>
        <MemoryRouter initialEntries={['/top-accumulations']}>
          <CommandPalette open onClose={onClose} search={search} />
          <Address />
        </MemoryRouter>
      </RouteTableContext>
    </FlowscopeThemeProvider>,
  );
  return { onClose, input: await screen.findByRole('combobox', { name: /Search screens/ }) };
}

const address = () => screen.getByRole('status', { name: 'address' }).textContent;
const selected = () =>
  within(screen.getByRole('listbox')).getByRole('option', { selected: true }).textContent;

describe('command palette', () => {
  it('filters screens as you type; arrows move, Enter jumps to the route', async () => {
    const user = userEvent.setup();
    const { input, onClose } = await showPalette();
    await user.type(input, 'holdings');
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Top Holdings CEX/top-holdings-cex',
      'Top Holdings DEX/top-holdings-dex',
    ]);
    expect(selected()).toContain('Top Holdings CEX');
    expect(input.getAttribute('aria-activedescendant')).toBe(options[0]?.id);
    await user.keyboard('{ArrowDown}');
    expect(selected()).toContain('Top Holdings DEX');
    expect(input.getAttribute('aria-activedescendant')).toBe(options[1]?.id);
    await user.keyboard('{ArrowDown}');
    expect(selected()).toContain('Top Holdings CEX');
    await user.keyboard('{ArrowUp}');
    expect(selected()).toContain('Top Holdings DEX');
    await user.keyboard('{Enter}');
    expect(address()).toBe('/top-holdings-dex');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('offers the screens of the configured remotes only, never one whose path needs a parameter', async () => {
    const user = userEvent.setup();
    const { input } = await showPalette(undefined, routeTableOf(RESEARCH_ROUTES));
    await user.type(input, 'research');
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Signal Track Record/research/track-record',
    ]);
    await user.clear(input);
    await user.type(input, 'holdings');
    expect(screen.queryByRole('option', { name: /Top Holdings/ })).toBeNull();
  });

  it('searches tokens 500 ms after the last key, once, and Enter opens the token page', async () => {
    const search = vi.fn<TokenSearch>(async () => [token('BTC'), token('BTCB', 'bsc')]);
    const { input } = await showPalette(search);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    // Keys 300 ms apart: each one starts the 500 ms wait again.
    for (const typed of ['B', 'BT', 'BTC']) {
      fireEvent.change(input, { target: { value: typed } });
      await act(async () => {
        vi.advanceTimersByTime(300);
      });
    }
    await act(async () => {
      vi.advanceTimersByTime(199);
    });
    expect(search).not.toHaveBeenCalled();
    await act(async () => {
      vi.advanceTimersByTime(1);
    });
    expect(search).toHaveBeenCalledTimes(1);
    expect(search.mock.calls[0]?.[0]).toBe('BTC');
    const tokens = screen.getByRole('group', { name: 'Tokens' });
    expect(
      within(tokens)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['BTCCEX', 'BTCBbsc']);
    expect(selected()).toBe('BTCCEX');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(address()).toBe('/top-holdings-cex/BTC');
  });

  it('opens a DEX token on the Search screen, which has its page', async () => {
    const { input } = await showPalette(
      vi.fn<TokenSearch>(async () => [token('PEPE', 'ethereum')]),
    );
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.change(input, { target: { value: 'pepe' } });
    await act(async () => {
      vi.advanceTimersByTime(500);
    });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(address()).toBe('/search?query=pepe');
  });

  it('says so when the token search fails, and still offers the screens', async () => {
    const user = userEvent.setup();
    const { input } = await showPalette(
      vi.fn<TokenSearch>(async () => Promise.reject(new Error('down'))),
    );
    await user.type(input, 'favorites');
    expect(
      await screen.findByText('Token search failed; screens and actions still work.'),
    ).toBeTruthy();
    expect(selected()).toContain('Favorites');
  });

  it('runs an action: the theme switch', async () => {
    useThemeStore.setState({ mode: 'dark' });
    const user = userEvent.setup();
    const { input } = await showPalette();
    await user.type(input, 'light theme{Enter}');
    expect(useThemeStore.getState().mode).toBe('light');
  });
});

describe('command palette launcher', () => {
  it('Ctrl-K opens it with the focus in the field; Escape closes it and returns the focus', async () => {
    const user = userEvent.setup();
    render(
      <FlowscopeThemeProvider mode="dark">
        <MemoryRouter>
          <button type="button">Before</button>
          <CommandPaletteLauncher />
        </MemoryRouter>
      </FlowscopeThemeProvider>,
    );
    const before = screen.getByRole('button', { name: 'Before' });
    before.focus();
    await user.keyboard('{Control>}k{/Control}');
    const dialog = await screen.findByRole('dialog', { name: 'Command palette' });
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByRole('combobox')));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(before));
  });

  it('⌘K opens it too', async () => {
    const user = userEvent.setup();
    render(
      <FlowscopeThemeProvider mode="dark">
        <MemoryRouter>
          <CommandPaletteLauncher />
        </MemoryRouter>
      </FlowscopeThemeProvider>,
    );
    await user.keyboard('{Meta>}k{/Meta}');
    expect(await screen.findByRole('dialog', { name: 'Command palette' })).toBeTruthy();
  });
});
