import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PATHS } from '@flowscope/shared-api/contract';
import { renderScreen, signInThroughMockApi } from '@flowscope/shared-api/testing';
import { mockBackendPerTest } from '@flowscope/mock-api/testing';
import SearchScreen from './SearchScreen.tsx';

const backend = mockBackendPerTest();

function show(url = '/search') {
  return renderScreen(SearchScreen, { url, routePath: '/search' });
}

const searches = () => backend.callsTo(PATHS.search).map((call) => call.body);

const results = () => screen.findByRole('table', { name: 'Výsledky' }, { timeout: 5000 });

const bodyRows = (grid: HTMLElement) =>
  within(grid)
    .getAllByRole('row')
    .filter((row) => within(row).queryAllByRole('cell').length > 1);

const tokenNames = (grid: HTMLElement) =>
  bodyRows(grid).map((row) => row.querySelectorAll('td')[1]?.textContent ?? '');

describe('Search', () => {
  it('an empty query calls nothing and shows no table, but the examples to start from', async () => {
    show();
    expect(screen.getByRole('heading', { level: 1, name: 'Search Engine' })).toBeTruthy();
    const input = screen.getByRole('searchbox', { name: 'Search query' });
    expect(input.getAttribute('placeholder')).toBe('Search Tokens, CA, Keyword...');
    expect(screen.getByRole('button', { name: 'Search' })).toBeTruthy();
    const examples = within(screen.getByRole('group', { name: 'Example searches' }));
    expect(examples.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Tokens in partnership with Nvidia',
      'Real world assets',
      'BTC',
      'Meme projects focused on cats',
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.queryByRole('table')).toBeNull();
    expect(searches()).toEqual([]);
  });

  it('loads the query from the URL on entry, with the spec columns and the Czech texts', async () => {
    show('/search?query=BTC');
    expect(screen.getByRole('status').textContent).toBe('Vyhledávám...');
    const grid = await results();
    expect(searches()).toEqual([{ user_id: 0, query: 'BTC' }]);
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent?.replace(/[↕↑↓▲▼]/g, '').trim()),
    ).toEqual([
      '#',
      'Token name',
      'Market cap',
      'Network',
      'SMW In',
      'SMW Holdings',
      'Wow change',
      'Relevance',
      // The market essentials after the spec's columns (volume, liquidity, holders in 'Columns').
      'Price',
      '24h %',
      'Risk',
    ]);
    expect(tokenNames(grid)[0]).toMatch(/Bitcoin|BTC/);
    expect(screen.getByRole('searchbox', { name: 'Search query' })).toHaveProperty('value', 'BTC');
    expect(screen.getByText('Aktivní filtry: dotaz „BTC“').getAttribute('lang')).toBe('cs');
    expect(screen.getByRole('heading', { level: 2, name: /^Výsledky \(\d+\)$/ })).toBeTruthy();
    expect(screen.getByText(/^Stránka 1 z \d+$/).getAttribute('lang')).toBe('cs');
  });

  it('runs only when the query changed', async () => {
    const view = show('/search?query=BTC');
    await results();
    const input = screen.getByRole('searchbox', { name: 'Search query' });
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await userEvent.clear(input);
    await userEvent.type(input, '  BTC {Enter}');
    expect(searches()).toHaveLength(1);
    await userEvent.clear(input);
    await userEvent.type(input, 'Real world assets{Enter}');
    await waitFor(() => expect(searches()).toHaveLength(2));
    expect(searches()[1]).toEqual({ user_id: 0, query: 'Real world assets' });
    expect(view.location.current).toBe('/search?query=Real+world+assets');
    await userEvent.clear(input);
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(view.location.current).toBe('/search');
    expect(screen.queryByRole('table')).toBeNull();
    expect(searches()).toHaveLength(2);
  });

  it('the tips popover explains OR and its examples run the search', async () => {
    const view = show();
    await userEvent.click(screen.getByRole('button', { name: 'Search Engine Tips' }));
    const tips = await screen.findByRole('dialog', { name: 'Search Engine Tips' });
    expect(within(tips).getByText('OR')).toBeTruthy();
    expect(within(tips).getByRole('link', { name: 'Learn more' }).getAttribute('href')).toBe(
      '/docs/search',
    );
    await userEvent.click(
      within(tips).getByRole('button', { name: 'Meme projects focused on cats' }),
    );
    const grid = await results();
    expect(view.location.current).toBe('/search?query=Meme+projects+focused+on+cats');
    expect(bodyRows(grid).length).toBeGreaterThan(0);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('finds tickers combined with OR, topics and a full DEX contract address', async () => {
    show('/search?query=BTC%20OR%20ETH');
    let grid = await results();
    const names = tokenNames(grid).join(' ');
    expect(names).toMatch(/Bitcoin|BTC/);
    expect(names).toMatch(/Ethereum|ETH/);

    const token = backend.api.market().venueTokens.dex.find((candidate) => candidate.address);
    if (!token?.address) throw new Error('no DEX token with an address');
    const input = screen.getByRole('searchbox', { name: 'Search query' });
    await userEvent.clear(input);
    await userEvent.type(input, `${token.address}{Enter}`);
    await waitFor(() => expect(searches()).toHaveLength(2));
    grid = await results();
    await waitFor(() => expect(tokenNames(grid)[0]).toContain(token.name));
  });

  it('sorts and pages on the client without searching again', async () => {
    const view = show('/search?query=Real%20world%20assets%20OR%20BTC%20OR%20ETH%20OR%20SOL');
    const grid = await results();
    await userEvent.click(within(grid).getByRole('button', { name: /^Relevance/ }));
    expect(view.location.current).toMatch(/sort=relevance&dir=asc/);
    const relevance = bodyRows(grid).map((row) =>
      Number.parseInt(row.querySelectorAll('td')[7]?.textContent ?? '', 10),
    );
    expect(relevance).toEqual([...relevance].sort((a, b) => a - b));
    const pages = screen.getByRole('navigation', { name: 'Výsledky pages' });
    await userEvent.click(within(pages).getByRole('button', { name: 'Next page' }));
    expect(view.location.current).toMatch(/page=2/);
    expect(screen.getByText(/^Stránka 2 z \d+$/)).toBeTruthy();
    expect(bodyRows(grid)[0]?.textContent?.startsWith('11')).toBe(true);
    expect(searches()).toHaveLength(1);
  });

  it('a failed search shows the Czech error box, and Zkusit znovu recovers', async () => {
    const outage = backend.failNext(PATHS.search, 500);
    show('/search?query=BTC');
    const alert = await screen.findByRole('alert');
    expect(alert.getAttribute('lang')).toBe('cs');
    expect(within(alert).getByText('Nepodařilo se načíst data')).toBeTruthy();
    outage.restore();
    await userEvent.click(within(alert).getByRole('button', { name: 'Zkusit znovu' }));
    expect(bodyRows(await results()).length).toBeGreaterThan(0);
  });

  it('a query without matches shows the Czech empty text', async () => {
    show('/search?query=zzqxv-nothing-like-this');
    const grid = await results();
    expect(
      within(grid).getByText('Žádná data nenalezena').closest('[lang]')?.getAttribute('lang'),
    ).toBe('cs');
  });

  it('signed in: the star adds the CEX favourite by coin, stays on, and reloads the results', async () => {
    await signInThroughMockApi(backend.handler, 'premium');
    show('/search?query=BTC');
    const grid = await results();
    const row = bodyRows(grid).find((candidate) => candidate.textContent?.includes('CEX'));
    if (!row) throw new Error('no CEX result');
    await userEvent.click(within(row).getByRole('button', { name: /^Add .* to favorites$/ }));
    await waitFor(() => expect(backend.callsTo(PATHS.addCexFavorite)).toHaveLength(1));
    expect(backend.callsTo(PATHS.addCexFavorite)[0]?.body).toMatchObject({ coin: 'BTC' });
    const on = await within(row).findByRole('button', { name: /^Remove .* from favorites$/ });
    expect(on.getAttribute('aria-pressed')).toBe('true');
    // Spec §4: after a toggle the data is reloaded, for the same query.
    await waitFor(() => expect(searches()).toHaveLength(2));
    expect(searches()[1]).toEqual(searches()[0]);
    const reloaded = await results();
    const btc = bodyRows(reloaded).find((candidate) => candidate.textContent?.includes('CEX'));
    expect(
      within(btc as HTMLElement)
        .getByRole('button', { name: /^Remove .* from favorites$/ })
        .getAttribute('aria-pressed'),
    ).toBe('true');
  });

  it('signed in: a DEX result is starred by its name, address and network', async () => {
    await signInThroughMockApi(backend.handler, 'premium');
    const token = backend.api.market().venueTokens.dex.find((candidate) => candidate.address);
    if (!token?.address || !token.network) throw new Error('no DEX token with an address');
    show(`/search?query=${token.address}`);
    const grid = await results();
    const row = bodyRows(grid)[0] as HTMLElement;
    await userEvent.click(within(row).getByRole('button', { name: /^Add .* to favorites$/ }));
    await waitFor(() => expect(backend.callsTo(PATHS.addDexFavorite)).toHaveLength(1));
    expect(backend.callsTo(PATHS.addDexFavorite)[0]?.body).toMatchObject({
      address: token.address,
      network: token.network,
    });
    expect(
      await within(row).findByRole('button', { name: /^Remove .* from favorites$/ }),
    ).toBeTruthy();
  });

  it('anonymous visitors see no star column', async () => {
    show('/search?query=BTC');
    const grid = await results();
    expect(within(grid).queryByRole('button', { name: /to favorites$/ })).toBeNull();
    expect(backend.callsTo(PATHS.cexFavorites)).toEqual([]);
  });

  it('a free trader who stars a result is sent to /premium', async () => {
    await signInThroughMockApi(backend.handler, 'free');
    const view = show('/search?query=BTC');
    const grid = await results();
    const star = within(grid).getAllByRole('button', { name: /^Add .* to favorites$/ })[0];
    await userEvent.click(star as HTMLElement);
    expect(await screen.findByRole('heading', { name: 'Get Premium' })).toBeTruthy();
    await waitFor(() => expect(view.location.current).toBe('/premium'));
  });
});
