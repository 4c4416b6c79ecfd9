import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureOAuth, resetOAuthConfig, useNotificationStore } from '@flowscope/shared-api';
import { followedKeys } from '@flowscope/shared-api/feeds';
import { PATHS } from '@flowscope/shared-api/contract';
import {
  jsonResponse,
  renderScreen,
  routeApiTo,
  signInThroughMockApi,
} from '@flowscope/shared-api/testing';
import { mockBackendPerTest } from '@flowscope/mock-api/testing';
import ManageFollowingCexScreen from './ManageFollowingCexScreen.tsx';
import ManageFollowingDexScreen from './ManageFollowingDexScreen.tsx';

const CEX_ROUTE = '/influencer-feed-cex/manage-following-influencers';
const DEX_ROUTE = '/influencer-feed-dex/manage-following-influencers';
const FIRST_LOAD = { timeout: 10_000 };
/** Calls after the first load are quick, but the machine is shared: allow for a busy moment. */
const SETTLE = { timeout: 5_000 };
const backend = mockBackendPerTest();

afterEach(() => resetOAuthConfig());

function showCex(url = CEX_ROUTE) {
  return renderScreen(ManageFollowingCexScreen, { url, routePath: CEX_ROUTE });
}

function showDex(url = DEX_ROUTE) {
  return renderScreen(ManageFollowingDexScreen, { url, routePath: DEX_ROUTE });
}

async function signIn(user: 'premium' | 'free') {
  let session = { userId: '', accessToken: '' };
  await act(async () => {
    session = await signInThroughMockApi(backend.handler, user);
  });
  return session;
}

const bodiesTo = (path: string) => backend.callsTo(path).map((call) => call.body);
const chosenTab = () => screen.getByRole('tab', { name: /^Your Chosen Influencers \(\d+\)$/ });
const allTab = () => screen.getByRole('tab', { name: 'All influencers' });
const notifications = () => useNotificationStore.getState().notifications;

async function table(name = 'CEX influencers') {
  return screen.findByRole('table', { name }, FIRST_LOAD);
}

/** The handles of the rows shown, in order. */
function shownHandles(grid: HTMLElement): string[] {
  return within(grid)
    .getAllByRole('button', { name: /^(Follow|Unfollow) @/ })
    .map((button) => (button.getAttribute('aria-label') ?? '').replace(/^(Follow|Unfollow) @/, ''));
}

/** The cells of one column, by its header's position. */
function columnTexts(grid: HTMLElement, header: string): string[] {
  const headers = within(grid).getAllByRole('columnheader');
  const index = headers.findIndex((cell) => cell.textContent?.trim().startsWith(header));
  return within(grid)
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.querySelectorAll('td')[index]?.textContent ?? '');
}

const moneyValue = (text: string) => {
  const match = /^(-?)\$([\d.]+)([KMBT]?)$/.exec(text);
  if (!match) throw new Error(`not money: ${text}`);
  const scale = { '': 1, K: 1e3, M: 1e6, B: 1e9, T: 1e12 }[match[3] ?? ''] ?? 1;
  return (match[1] === '-' ? -1 : 1) * Number(match[2]) * scale;
};

describe('Manage Following CEX', () => {
  it('lists every influencer for a premium trader: columns, the calls of the spec, 10 a page', async () => {
    const session = await signIn('premium');
    showCex();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Manage Following Influencers CEX' }),
    ).toBeTruthy();
    const grid = await table();
    expect(
      screen.getByText(
        "By default, you're seeing posts from all influencers. Select one or more to customize your feed.",
      ),
    ).toBeTruthy();
    expect(allTab().getAttribute('aria-selected')).toBe('true');
    expect(chosenTab().textContent).toBe('Your Chosen Influencers (0)');
    const headers = within(grid)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent?.trim());
    expect(headers).toEqual([
      '#',
      'Name',
      'X Profile',
      'PNL',
      'Wallets',
      'Trades in last 30 days',
      'Actions',
    ]);
    expect(within(grid).getAllByRole('row')).toHaveLength(11);

    expect(bodiesTo(PATHS.cexInfluencersList)).toEqual(
      expect.arrayContaining([
        {
          user_id: session.userId,
          only_for_user: false,
          influencers: 'all',
          search_query: '',
          influencer_type: '',
          filter_network: '',
          sort_by: 'popularity',
        },
        { user_id: session.userId, only_for_user: true, influencers: 'all' },
      ]),
    );
    expect(bodiesTo(PATHS.cexInfluencersList)).toHaveLength(2);

    const [first] = shownHandles(grid);
    const profile = within(grid).getByRole('link', {
      name: `Profile of @${first} on X (opens in a new tab)`,
    });
    expect(profile.getAttribute('href')).toBe(`https://x.com/${first}`);
    expect(profile.getAttribute('target')).toBe('_blank');
    expect(profile.getAttribute('rel')).toBe('noopener noreferrer');
    // The name opens the influencer's profile in the app.
    expect(
      within(grid)
        .getByRole('link', { name: `@${first}` })
        .getAttribute('href'),
    ).toBe(`/research/influencer/cex/${first}`);
    // The server's 'popularity' order: most trades in 30 days first.
    const trades = columnTexts(grid, 'Trades').map((text) => Number(text.replace(/,/g, '')));
    expect(trades).toEqual([...trades].sort((a, b) => b - a));
    expect(within(grid).getAllByRole('cell')[0]?.textContent).toBe('1');
  });

  it('follows at once: the button and the count flip before the server answers, then the Chosen tab lists it', async () => {
    const session = await signIn('premium');
    const { queryClient } = showCex();
    const grid = await table();
    const [handle] = shownHandles(grid);
    const follow = within(grid).getByRole('button', { name: `Follow @${handle}` });
    expect(follow.getAttribute('aria-pressed')).toBe('false');
    expect(follow.textContent).toBe('Follow');

    // The server holds its answer: what shows meanwhile is the click's own flip.
    let answer: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      answer = resolve;
    });
    routeApiTo(async (path, init) => {
      if (path.startsWith(PATHS.addCexFavoriteInfluencer)) await held;
      return backend.handler(path, init);
    });
    fireEvent.click(follow);
    await waitFor(() => expect(chosenTab().textContent).toBe('Your Chosen Influencers (1)'));
    const unfollow = within(grid).getByRole('button', { name: `Unfollow @${handle}` });
    expect(unfollow.getAttribute('aria-pressed')).toBe('true');
    expect(unfollow.textContent).toBe('Following');
    expect(bodiesTo(PATHS.addCexFavoriteInfluencer)).toEqual([]);
    answer();

    await waitFor(
      () =>
        expect(bodiesTo(PATHS.addCexFavoriteInfluencer)).toEqual([
          { user_id: session.userId, twitter_handle: handle },
        ]),
      SETTLE,
    );
    expect(queryClient.getQueryData(followedKeys.market('cex', session.userId))).toEqual([handle]);

    await userEvent.click(chosenTab());
    expect(chosenTab().getAttribute('aria-selected')).toBe('true');
    const chosen = await table();
    expect(shownHandles(chosen)).toEqual([handle]);

    // Unfollowing from the Chosen tab empties it.
    fireEvent.click(within(chosen).getByRole('button', { name: `Unfollow @${handle}` }));
    await waitFor(() => expect(chosenTab().textContent).toBe('Your Chosen Influencers (0)'));
    expect(screen.getByText("You haven't selected any influencers yet.")).toBeTruthy();
    await waitFor(
      () =>
        expect(bodiesTo(PATHS.removeCexFavoriteInfluencer)).toEqual([
          { user_id: session.userId, twitter_handle: handle },
        ]),
      SETTLE,
    );
  });

  it('puts the follow and the count back when the call fails, with no message', async () => {
    await signIn('premium');
    showCex();
    const grid = await table();
    const [handle] = shownHandles(grid);
    // The call fails, once the test has seen the flip.
    let fail: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      fail = resolve;
    });
    routeApiTo(async (path, init) => {
      if (!path.startsWith(PATHS.addCexFavoriteInfluencer)) return backend.handler(path, init);
      await backend.handler(path, init);
      await held;
      return jsonResponse({ message: 'Server error occurred' }, 500);
    });

    fireEvent.click(within(grid).getByRole('button', { name: `Follow @${handle}` }));
    await waitFor(() => expect(chosenTab().textContent).toBe('Your Chosen Influencers (1)'));
    expect(
      within(grid)
        .getByRole('button', { name: `Unfollow @${handle}` })
        .getAttribute('aria-pressed'),
    ).toBe('true');
    fail();

    const reverted = await within(grid).findByRole('button', { name: `Follow @${handle}` }, SETTLE);
    expect(reverted.getAttribute('aria-pressed')).toBe('false');
    expect(chosenTab().textContent).toBe('Your Chosen Influencers (0)');
    expect(bodiesTo(PATHS.addCexFavoriteInfluencer)).toHaveLength(1);
    expect(notifications()).toEqual([]);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("reads 'Unfollow' on hover and on keyboard focus, 'Following' otherwise", async () => {
    await signIn('premium');
    showCex();
    const grid = await table();
    const [handle] = shownHandles(grid);
    fireEvent.click(within(grid).getByRole('button', { name: `Follow @${handle}` }));
    const button = await within(grid).findByRole('button', { name: `Unfollow @${handle}` });
    expect(button.textContent).toBe('Following');
    await waitFor(() => expect(bodiesTo(PATHS.addCexFavoriteInfluencer)).toHaveLength(1), SETTLE);

    // The click left focus on the button; start from elsewhere.
    act(() => button.blur());
    const user = userEvent.setup();
    await user.hover(button);
    expect(button.textContent).toBe('Unfollow');
    await user.unhover(button);
    expect(button.textContent).toBe('Following');

    act(() => screen.getByRole('searchbox', { name: 'Search influencers' }).focus());
    while (document.activeElement !== button) await user.tab();
    expect(button.textContent).toBe('Unfollow');
    await user.tab();
    expect(button.textContent).toBe('Following');
  });

  it('filters as the trader types and sends search_query after the 500 ms pause', async () => {
    const session = await signIn('premium');
    const view = showCex();
    const grid = await table();
    const [, second] = shownHandles(grid);
    const needle = (second ?? '').slice(0, 5);
    const listCalls = () => bodiesTo(PATHS.cexInfluencersList).length;
    const before = listCalls();

    const box = screen.getByRole('searchbox', { name: 'Search influencers' });
    fireEvent.change(box, { target: { value: needle.slice(0, 2) } });
    fireEvent.change(box, { target: { value: needle } });
    // At once, on the list already loaded.
    for (const handle of shownHandles(grid))
      expect(handle.toLowerCase()).toContain(needle.toLowerCase());
    expect(listCalls()).toBe(before);

    await waitFor(() => expect(listCalls()).toBe(before + 1), SETTLE);
    expect(bodiesTo(PATHS.cexInfluencersList).at(-1)).toEqual({
      user_id: session.userId,
      only_for_user: false,
      influencers: 'all',
      search_query: needle,
      influencer_type: '',
      filter_network: '',
      sort_by: 'popularity',
    });
    expect(shownHandles(grid)).toContain(second);
    expect(view.location.current).toBe(`${CEX_ROUTE}?search=${needle}`);
  });

  it('sorts by Name, PNL, Wallets and trades on the client', async () => {
    await signIn('premium');
    const view = showCex();
    const grid = await table();
    const calls = bodiesTo(PATHS.cexInfluencersList).length;

    await userEvent.click(within(grid).getByRole('button', { name: /^PNL/ }));
    expect(within(grid).getByRole('columnheader', { name: /^PNL/ }).getAttribute('aria-sort')).toBe(
      'descending',
    );
    const pnl = columnTexts(grid, 'PNL').map(moneyValue);
    expect(pnl).toEqual([...pnl].sort((a, b) => b - a));

    await userEvent.click(within(grid).getByRole('button', { name: /^Name/ }));
    expect(
      within(grid).getByRole('columnheader', { name: /^Name/ }).getAttribute('aria-sort'),
    ).toBe('ascending');
    const names = shownHandles(grid);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'cs')));

    await userEvent.click(within(grid).getByRole('button', { name: /^Wallets/ }));
    const wallets = columnTexts(grid, 'Wallets').map((text) => Number(text.replace(/,/g, '')));
    expect(wallets).toEqual([...wallets].sort((a, b) => b - a));
    expect(view.location.current).toBe(`${CEX_ROUTE}?sort=wallets&dir=desc`);
    // Sorting never asks the server again.
    expect(bodiesTo(PATHS.cexInfluencersList)).toHaveLength(calls);
  });

  it('pages 10/20/50/100 with a window of at most 3 page buttons between first and last', async () => {
    await signIn('premium');
    showCex();
    const grid = await table();
    const pages = screen.getByRole('navigation', { name: 'CEX influencers pages' });
    const size = within(pages).getByRole('combobox', { name: 'Rows per page' });
    expect(
      within(size)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['10 / page', '20 / page', '50 / page', '100 / page']);
    const pageButtons = () =>
      within(pages)
        .getAllByRole('button', { name: /^Page \d+$/ })
        .map((button) => Number(button.textContent));
    const shown = pageButtons();
    const last = Math.max(...shown);
    expect(last).toBeGreaterThan(6);
    expect(shown.filter((page) => page !== 1 && page !== last).length).toBeLessThanOrEqual(3);

    await userEvent.click(within(pages).getByRole('button', { name: 'Page 2' }));
    expect(within(grid).getAllByRole('cell')[0]?.textContent).toBe('11');
    await userEvent.selectOptions(size, '50');
    expect(within(grid).getAllByRole('row')).toHaveLength(51);
  });

  it("shows 'Oops, no results found!' when nothing matches", async () => {
    await signIn('premium');
    showCex();
    await table();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search influencers' }), {
      target: { value: 'zzqqxxnothing' },
    });
    // Announced as a status while the trader types.
    expect(screen.getByText('Oops, no results found!').closest('[role="status"]')).not.toBeNull();
    expect(
      screen.getByText('Check the spelling of the name, or try a shorter part of it.'),
    ).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it("shows 'You haven't selected any influencers yet.' on an empty Chosen tab", async () => {
    await signIn('premium');
    showCex(`${CEX_ROUTE}?tab=chosen`);
    expect(
      await screen.findByText("You haven't selected any influencers yet.", {}, FIRST_LOAD),
    ).toBeTruthy();
    expect(
      screen.getByText('Choose the ones you want to follow from the All influencers tab.'),
    ).toBeTruthy();
    expect(chosenTab().getAttribute('aria-selected')).toBe('true');
    await userEvent.click(allTab());
    expect(await table()).toBeTruthy();
  });

  it('counts a failed followed-list load as no follows, without a message', async () => {
    await signIn('premium');
    // Only the followed list (only_for_user) fails; the full list loads.
    routeApiTo(async (path, init) => {
      const body = typeof init.body === 'string' ? (JSON.parse(init.body) as object) : {};
      if (
        path.startsWith(PATHS.cexInfluencersList) &&
        'only_for_user' in body &&
        body.only_for_user
      ) {
        return jsonResponse({ message: 'Server error occurred' }, 500);
      }
      return backend.handler(path, init);
    });
    showCex();
    await table();
    expect(chosenTab().textContent).toBe('Your Chosen Influencers (0)');
    expect(notifications()).toEqual([]);
  });

  it('shows the error box and the notification when the list fails, and Retry recovers', async () => {
    await signIn('premium');
    const failure = backend.failNext(PATHS.cexInfluencersList, 503);
    showCex();
    const alert = await screen.findByRole('alert', {}, FIRST_LOAD);
    expect(within(alert).getByText('Failed to load data')).toBeTruthy();
    expect(notifications()[0]).toMatchObject({
      title: 'Failed to Load CEX Influencers Data',
      message: 'Server error occurred',
    });
    failure.restore();
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await table()).toBeTruthy();
  });

  it("sends a trader without premium to /premium when the follow answers 'Non-premium'", async () => {
    const session = await signIn('premium');
    routeApiTo(async (path, init) =>
      path.startsWith(PATHS.addCexFavoriteInfluencer)
        ? jsonResponse({ result: 'Non-premium', message: 'Following needs premium' })
        : backend.handler(path, init),
    );
    const view = showCex();
    const grid = await table();
    const [handle] = shownHandles(grid);
    fireEvent.click(within(grid).getByRole('button', { name: `Follow @${handle}` }));
    expect(await screen.findByRole('heading', { name: 'Get Premium' }, SETTLE)).toBeTruthy();
    await waitFor(() => expect(view.location.current).toBe('/premium'));
    await waitFor(() =>
      expect(view.queryClient.getQueryData(followedKeys.market('cex', session.userId))).toEqual([]),
    );
  });

  it("sends free traders to /premium on the list's 'Non-premium' answer", async () => {
    await signIn('free');
    const view = showCex();
    expect(await screen.findByRole('heading', { name: 'Get Premium' }, FIRST_LOAD)).toBeTruthy();
    await waitFor(() => expect(view.location.current).toBe('/premium'));
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('searchbox')).toBeNull();
  });

  it('asks signed-out visitors to sign in, in Czech, and Connect Wallet starts the Discord sign-in', async () => {
    configureOAuth({
      clientId: '100000000000000001',
      redirectUri: 'http://localhost:3000/auth/discord/callback',
      authorizeUrl: 'http://localhost:3000/api/oauth2/authorize',
    });
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    showCex();
    const prompt = screen.getByRole('region', {
      name: 'Pro správu sledovaných influencerů se musíte přihlásit',
    });
    expect(prompt.getAttribute('lang')).toBe('cs');
    expect(within(prompt).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.queryByRole('table')).toBeNull();
    expect(backend.calls).toEqual([]);

    await userEvent.click(within(prompt).getByRole('button', { name: 'Connect Wallet' }));
    expect(open).toHaveBeenCalledTimes(1);
    const url = new URL(String(open.mock.calls[0]?.[0]));
    expect(`${url.origin}${url.pathname}`).toBe('http://localhost:3000/api/oauth2/authorize');
    expect(url.searchParams.get('client_id')).toBe('100000000000000001');
  });
});

describe('Manage Following DEX', () => {
  it('shows Authority, sends search_query only, and follows through the DEX calls', async () => {
    const session = await signIn('premium');
    const view = showDex();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Manage Following Influencers DEX' }),
    ).toBeTruthy();
    const grid = await table('DEX influencers');
    const headers = within(grid)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent?.trim());
    expect(headers).toEqual([
      '#',
      'Name',
      'X Profile',
      'Authority',
      'Wallets',
      'Trades in last 30 days',
      'Actions',
    ]);
    expect(bodiesTo(PATHS.dexInfluencersList)).toEqual(
      expect.arrayContaining([
        { user_id: session.userId, only_for_user: false, influencers: 'all', search_query: '' },
        { user_id: session.userId, only_for_user: true, influencers: 'all' },
      ]),
    );
    expect(bodiesTo(PATHS.cexInfluencersList)).toEqual([]);

    await userEvent.click(within(grid).getByRole('button', { name: /^Authority/ }));
    const authority = columnTexts(grid, 'Authority').map(Number);
    expect(authority).toEqual([...authority].sort((a, b) => b - a));

    const [handle] = shownHandles(grid);
    fireEvent.click(within(grid).getByRole('button', { name: `Follow @${handle}` }));
    await waitFor(() => expect(chosenTab().textContent).toBe('Your Chosen Influencers (1)'));
    await waitFor(
      () =>
        expect(bodiesTo(PATHS.addDexFavoriteInfluencer)).toEqual([
          { user_id: session.userId, twitter_handle: handle },
        ]),
      SETTLE,
    );
    expect(view.queryClient.getQueryData(followedKeys.market('dex', session.userId))).toEqual([
      handle,
    ]);
    expect(
      view.queryClient.getQueryData(followedKeys.market('cex', session.userId)),
    ).toBeUndefined();
    expect(
      screen.getByRole('link', { name: 'Back to Influencer Feed DEX' }).getAttribute('href'),
    ).toBe('/influencer-feed-dex');
  });
});
