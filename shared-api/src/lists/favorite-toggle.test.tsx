import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FavoriteChange } from '../endpoints/shared/results.ts';
import {
  resetNotificationStore,
  useNotificationStore,
} from '../notifications/notification-store.ts';
import { toggleFavorite, type FavoriteToggleOptions } from './favorite-toggle.ts';
import { useFavoriteToggle } from './use-favorite-toggle.ts';

interface Row {
  tokenName: string;
  favorites: boolean;
}

const ok: FavoriteChange = { ok: true };
const nonPremium: FavoriteChange = { ok: false, reason: 'non-premium', message: 'Non-premium' };
const failed: FavoriteChange = { ok: false, reason: 'failed', message: 'HTTP Error 500' };

function options(overrides: Partial<FavoriteToggleOptions<Row>> = {}) {
  return {
    add: vi.fn(() => Promise.resolve(ok)),
    remove: vi.fn(() => Promise.resolve(ok)),
    onPremiumRequired: vi.fn(),
    onChanged: vi.fn(),
    ...overrides,
  };
}

const notifications = () =>
  useNotificationStore.getState().notifications.map((n) => [n.type, n.title, n.message]);

afterEach(() => resetNotificationStore());

describe('toggleFavorite', () => {
  it('adds a row that is not a favourite and refetches on success', async () => {
    const opts = options();
    const row = { tokenName: 'BTC', favorites: false };
    expect(await toggleFavorite(row, false, opts)).toBe(true);
    expect(opts.add).toHaveBeenCalledWith(row);
    expect(opts.remove).not.toHaveBeenCalled();
    expect(opts.onChanged).toHaveBeenCalledTimes(1);
  });

  it('removes a favourite', async () => {
    const opts = options();
    expect(await toggleFavorite({ tokenName: 'BTC', favorites: true }, true, opts)).toBe(true);
    expect(opts.remove).toHaveBeenCalled();
    expect(opts.add).not.toHaveBeenCalled();
  });

  it("on 'Non-premium' calls onPremiumRequired and returns false, without an error toast", async () => {
    const opts = options({ add: vi.fn(() => Promise.resolve(nonPremium)) });
    expect(await toggleFavorite({ tokenName: 'BTC', favorites: false }, false, opts)).toBe(false);
    expect(opts.onPremiumRequired).toHaveBeenCalledTimes(1);
    expect(opts.onChanged).not.toHaveBeenCalled();
    expect(notifications()).toEqual([]);
  });

  it("notifies 'Failed to Add to Favorites' with 'Could not add {token} to favorites'", async () => {
    const opts = options({ add: vi.fn(() => Promise.resolve(failed)) });
    expect(await toggleFavorite({ tokenName: 'PEPE', favorites: false }, false, opts)).toBe(false);
    expect(notifications()).toEqual([
      ['error', 'Failed to Add to Favorites', 'Could not add PEPE to favorites'],
    ]);
    expect(opts.onPremiumRequired).not.toHaveBeenCalled();
  });

  it("notifies 'Failed to Remove from Favorites' with 'Could not remove {token} from favorites'", async () => {
    const opts = options({ remove: vi.fn(() => Promise.resolve(failed)) });
    expect(await toggleFavorite({ tokenName: 'PEPE', favorites: true }, true, opts)).toBe(false);
    expect(notifications()).toEqual([
      ['error', 'Failed to Remove from Favorites', 'Could not remove PEPE from favorites'],
    ]);
  });
});

describe('useFavoriteToggle', () => {
  it("derives isFavorited from the row's favorites flag and uses the latest callbacks", async () => {
    const first = options();
    const second = options({ add: vi.fn(() => Promise.resolve(nonPremium)) });
    const { result, rerender } = renderHook(
      (props: FavoriteToggleOptions<Row>) => useFavoriteToggle(props),
      {
        initialProps: first,
      },
    );
    const toggle = result.current;
    await act(async () => {
      expect(await toggle({ tokenName: 'BTC', favorites: true })).toBe(true);
    });
    expect(first.remove).toHaveBeenCalled();
    rerender(second);
    expect(result.current).toBe(toggle);
    await act(async () => {
      expect(await result.current({ tokenName: 'BTC', favorites: false })).toBe(false);
    });
    expect(second.onPremiumRequired).toHaveBeenCalledTimes(1);
  });
});
