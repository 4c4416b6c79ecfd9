import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CexFavorite, DexFavorite } from '../contract/favorites.ts';
import { captureRequests, jsonResponse, signInForTest } from '../http/test-support.ts';
import { toggleFavorite } from '../lists/favorite-toggle.ts';
import { useNotificationStore } from '../notifications/notification-store.ts';
import { setupEndpointTests } from '../endpoints/test-setup.ts';
import { useSessionStore } from '../session/session-store.ts';
import { loadFavorites, resetFavorites, useFavoritesStore } from './favorites-store.ts';
import { removeFromFavorites } from './remove-favorite.ts';

setupEndpointTests();
afterEach(() => resetFavorites());

const figures = {
  market_cap: 1_000_000,
  holdings: 10_000,
  smw_holding: 4,
  score: 10,
  score_1d: 5,
  score_7d: -3,
  score_30d: 1,
};
const BTC: CexFavorite = { coin: 'BTC', token_name: 'Bitcoin', ...figures };
const ETH: CexFavorite = { coin: 'ETH', token_name: 'Ethereum', ...figures };
const PEPE: DexFavorite = {
  token_name: 'Pepe',
  token: 'PEPE',
  network: 'ethereum',
  address: '0x6982508145454ce325ddbe47a25d4ec3d2311933',
  ...figures,
};

/** A tiny favourites backend: lists and removes, with switches for failures. */
function backend(initial: { cex: CexFavorite[]; dex: DexFavorite[] }) {
  const state = {
    cex: [...initial.cex],
    dex: [...initial.dex],
    failLists: false,
    failRemove: false,
  };
  const paths: string[] = [];
  captureRequests(async (request) => {
    const path = new URL(request.url).pathname.replace(/^\/api/, '');
    paths.push(path);
    if (path === '/get_cex_favorites' || path === '/get_dex_favorites') {
      if (state.failLists) return jsonResponse({ message: 'Server error occurred' }, 500);
      return jsonResponse({ result: 'ok', data: path.includes('cex') ? state.cex : state.dex });
    }
    const body = (await request.json()) as { coin?: string };
    if (path === '/remove_from_cex_favorites') {
      if (state.failRemove) return jsonResponse({ message: 'Server error occurred' }, 500);
      state.cex = state.cex.filter((row) => row.coin !== body.coin);
      return jsonResponse({ result: 'ok' });
    }
    if (path === '/add_to_cex_favorites') {
      state.cex.push(ETH);
      return jsonResponse({ result: 'ok' });
    }
    return jsonResponse({ message: 'no route' }, 404);
  });
  return { state, paths };
}

const cexCoins = () => useFavoritesStore.getState().cex.rows.map((row) => row.coin);
const notices = () =>
  useNotificationStore.getState().notifications.map((n) => [n.type, n.title, n.message]);

describe('favourites store', () => {
  it('signed out, empties the lists without calling the API', async () => {
    const api = backend({ cex: [BTC], dex: [PEPE] });
    await loadFavorites('cex');
    expect(api.paths).toEqual([]);
    expect(useFavoritesStore.getState().cex).toMatchObject({ rows: [], loadedFor: null });
  });

  it('loads each market for the signed-in trader', async () => {
    backend({ cex: [BTC], dex: [PEPE] });
    signInForTest('42');
    await Promise.all([loadFavorites('cex'), loadFavorites('dex')]);
    expect(cexCoins()).toEqual(['BTC']);
    expect(useFavoritesStore.getState().dex.rows[0]).toMatchObject({ tokenName: 'Pepe' });
    expect(useFavoritesStore.getState().cex.loadedFor).toBe('42');
  });

  it('signing out empties the lists at once', async () => {
    backend({ cex: [BTC], dex: [PEPE] });
    signInForTest('42');
    await Promise.all([loadFavorites('cex'), loadFavorites('dex')]);
    useSessionStore.setState({ user: null, tokens: null });
    expect(useFavoritesStore.getState().cex.rows).toEqual([]);
    expect(useFavoritesStore.getState().dex.rows).toEqual([]);
  });

  it("a failed load is an empty list and 'Failed to Load CEX Favorites', never a throw", async () => {
    const api = backend({ cex: [BTC], dex: [] });
    signInForTest();
    api.state.failLists = true;
    await expect(loadFavorites('cex')).resolves.toBeUndefined();
    expect(useFavoritesStore.getState().cex).toMatchObject({ rows: [], failed: true });
    expect(notices()).toEqual([['error', 'Failed to Load CEX Favorites', 'Server error occurred']]);
  });

  it('a successful star anywhere refetches the loaded favourites silently', async () => {
    const api = backend({ cex: [BTC], dex: [] });
    signInForTest();
    await loadFavorites('cex');
    const onChanged = vi.fn();
    await toggleFavorite({ tokenName: 'Ethereum', coin: 'ETH' }, false, {
      add: async () => ({ ok: true }),
      remove: async () => ({ ok: true }),
      onPremiumRequired: () => undefined,
      onChanged,
    });
    expect(onChanged).toHaveBeenCalled();
    expect(api.paths.filter((path) => path === '/get_cex_favorites')).toHaveLength(2);
    // The DEX list was never opened, so it is left for when it is.
    expect(api.paths).not.toContain('/get_dex_favorites');
  });

  it('remove takes the row out at once and says so', async () => {
    backend({ cex: [BTC, ETH], dex: [] });
    signInForTest();
    await loadFavorites('cex');
    const row = useFavoritesStore.getState().cex.rows[0];
    if (!row) throw new Error('no row');
    const removing = removeFromFavorites('cex', row, () => undefined);
    expect(cexCoins()).toEqual(['ETH']);
    expect(await removing).toBe(true);
    expect(cexCoins()).toEqual(['ETH']);
    expect(notices()).toEqual([
      ['success', 'Removed from Favorites', 'Bitcoin removed from favorites'],
    ]);
  });

  it("a failed remove puts the row back in its place with 'Failed to Remove from Favorites'", async () => {
    const api = backend({ cex: [BTC, ETH], dex: [] });
    signInForTest();
    await loadFavorites('cex');
    api.state.failRemove = true;
    const row = useFavoritesStore.getState().cex.rows[0];
    if (!row) throw new Error('no row');
    expect(await removeFromFavorites('cex', row, () => undefined)).toBe(false);
    expect(cexCoins()).toEqual(['BTC', 'ETH']);
    expect(notices()).toEqual([
      ['error', 'Failed to Remove from Favorites', 'Could not remove Bitcoin from favorites'],
    ]);
  });
});
