import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { favoritesKeys, useNotificationStore } from '@flowscope/shared-api';
import { PATHS } from '@flowscope/shared-api/contract';
import { jsonResponse, renderScreen, routeApiTo, screenApi } from '@flowscope/shared-api/testing';
import { mockBackendPerTest } from '@flowscope/mock-api/testing';
import TopAccumulationsScreen from './TopAccumulationsScreen.tsx';

const backend = mockBackendPerTest();
const api = screenApi(backend);

function show() {
  return renderScreen(TopAccumulationsScreen, {
    url: '/top-accumulations',
    routePath: '/top-accumulations',
  });
}

async function loadedTable(): Promise<HTMLElement> {
  const grid = await screen.findByRole('table', { name: 'Top Accumulations' });
  await waitFor(() => expect(within(grid).getAllByRole('row').length).toBe(11));
  return grid;
}

const addStars = (grid: HTMLElement) =>
  within(grid).queryAllByRole('button', { name: /^Add .* to favorites$/ });

const notices = () =>
  useNotificationStore.getState().notifications.map((n) => [n.type, n.title, n.message]);

describe('Top Accumulations CEX stars on the query cache', () => {
  it("holds the stars still after sign-in until the trader's own answer arrives", async () => {
    show();
    const grid = await loadedTable();
    expect(addStars(grid)).toEqual([]);
    // The signed-in answer is slow: the anonymous rows stand in for it meanwhile.
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    api.rewriteAnswer(PATHS.cexTopAccumulations, async (answer) => {
      await gate;
      return answer;
    });
    await api.signIn('premium');
    const standIns = await waitFor(() => {
      const stars = within(grid).getAllByRole('button', { name: /to favorites$/ });
      expect(stars.length).toBeGreaterThan(0);
      return stars;
    });
    for (const star of standIns) expect(star.getAttribute('aria-disabled')).toBe('true');
    await userEvent.click(standIns[0] as HTMLElement);
    expect(backend.callsTo(PATHS.addCexFavorite)).toEqual([]);
    expect(backend.callsTo(PATHS.removeCexFavorite)).toEqual([]);

    release();
    await waitFor(() => {
      const stars = within(grid).getAllByRole('button', { name: /to favorites$/ });
      for (const star of stars) expect(star.getAttribute('aria-disabled')).toBeNull();
    });
  });

  it("flips a star at once, and puts it back with the spec's message when the add fails", async () => {
    await api.signIn('premium');
    show();
    const grid = await loadedTable();
    const star = (await waitFor(() => addStars(grid)[0])) as HTMLElement;
    const coin = /^Add (.*) to favorites$/.exec(star.getAttribute('aria-label') ?? '')?.[1] ?? '';
    let fail: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      fail = resolve;
    });
    // The add never reaches the API: it fails once the test has seen the flip.
    routeApiTo(async (path, init) => {
      if (!path.startsWith(PATHS.addCexFavorite)) return backend.handler(path, init);
      await answered;
      return jsonResponse({ message: 'Server error occurred' }, 500);
    });
    await userEvent.click(star);
    // Before the API answers, the row says what the click asked for.
    expect(
      within(grid)
        .getByRole('button', { name: `Remove ${coin} from favorites` })
        .getAttribute('aria-pressed'),
    ).toBe('true');
    fail();
    await waitFor(() =>
      expect(within(grid).getByRole('button', { name: `Add ${coin} to favorites` })).toBeTruthy(),
    );
    expect(notices()).toContainEqual([
      'error',
      'Failed to Add to Favorites',
      `Could not add ${coin} to favorites`,
    ]);
  });

  it('a star marks the favourites stale and reloads only the list on screen and the favourites', async () => {
    const session = await api.signIn('premium');
    const { queryClient } = show();
    const grid = await loadedTable();
    // The trader's favourites are known on the page (the bell keeps them).
    await queryClient.prefetchQuery({
      queryKey: favoritesKeys.market('cex', session.userId),
      queryFn: () => Promise.resolve([]),
    });
    const lists = backend.callsTo(PATHS.cexTopAccumulations).length;
    const holdings = backend.callsTo(PATHS.cexTopHoldings).length;
    const star = (await waitFor(() => addStars(grid)[0])) as HTMLElement;
    await userEvent.click(star);
    await waitFor(() => expect(backend.callsTo(PATHS.addCexFavorite)).toHaveLength(1));
    // The list on screen is reloaded once (spec §4), nothing else that is not shown.
    await waitFor(() => expect(backend.callsTo(PATHS.cexTopAccumulations).length).toBe(lists + 1));
    expect(backend.callsTo(PATHS.cexTopHoldings).length).toBe(holdings);
    expect(
      queryClient.getQueryState(favoritesKeys.market('cex', session.userId))?.isInvalidated,
    ).toBe(true);
  });
});
