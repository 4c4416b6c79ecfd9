import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import type { FavoriteToken } from '../endpoints/cex-favorite-change.ts';
import type { FavoriteChange } from '../endpoints/shared/results.ts';
import { notifyError } from '../notifications/notify-helpers.ts';
import { useSessionStore } from '../session/session-store.ts';
import {
  cancelFavoriteViews,
  dropFromFavorites,
  invalidateFavoriteViews,
  setStarInLists,
} from './favorite-cache.ts';
import {
  ADD_FAVORITE_FAILED_TITLE,
  addFavoriteFailedMessage,
  REMOVE_FAVORITE_FAILED_TITLE,
  removeFavoriteFailedMessage,
} from './favorite-messages.ts';
import type { FavoritesMarket } from './favorite-token-key.ts';

/** The least a row needs to be starred: its flag, a name for messages and what names the token. */
export interface FavoriteRowLike extends FavoriteToken {
  tokenName?: string | null;
  favorites?: boolean;
}

export interface FavoriteChangeOptions<Row> {
  /** The market of the row's favourite (Search lists both). */
  marketOf: (row: Row) => FavoritesMarket;
  add: (row: Row) => Promise<FavoriteChange>;
  remove: (row: Row) => Promise<FavoriteChange>;
  /** 'Non-premium' answer: the screen sends the user to /premium. */
  onPremiumRequired: () => void;
  /** After a successful change, e.g. the Favorites screen's 'Removed from Favorites'. */
  onChanged?: (row: Row, isFavorite: boolean) => void;
}

/** A change the API refused: 'Non-premium' or a failure. */
class FavoriteChangeRefused extends Error {
  constructor(readonly change: Exclude<FavoriteChange, { ok: true }>) {
    super(change.message);
  }
}

interface Variables<Row> {
  row: Row;
  isFavorited: boolean;
  market: FavoritesMarket;
  userId: string;
  /** Puts back what the click changed at once. */
  undo: () => void;
}

/**
 * A favourite add or remove (data-screens §4) as a mutation on the page's cache: every list
 * showing the token and the trader's Favorites change at once; a refusal puts them back
 * ('Non-premium' sends the trader to /premium, a failure raises the spec's notification),
 * and afterwards the answers that carry this market's stars are refetched (the ones on
 * screen at once, silently). Resolves true only when the API said yes.
 */
export function useFavoriteChange<Row extends FavoriteRowLike>(
  options: FavoriteChangeOptions<Row>,
): (row: Row, isFavorited: boolean) => Promise<boolean> {
  const queryClient = useQueryClient();
  const userId = useSessionStore((state) => state.user?.id ?? null);
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });

  const { mutateAsync } = useMutation({
    mutationFn: async ({ row, isFavorited }: Variables<Row>) => {
      const { add, remove } = latest.current;
      const change = isFavorited ? await remove(row) : await add(row);
      if (!change.ok) throw new FavoriteChangeRefused(change);
    },
    onError: (error, { row, isFavorited, undo }) => {
      undo();
      if (error instanceof FavoriteChangeRefused && error.change.reason === 'non-premium') {
        latest.current.onPremiumRequired();
        return;
      }
      const token = row.tokenName ?? 'token';
      if (isFavorited)
        notifyError(REMOVE_FAVORITE_FAILED_TITLE, removeFavoriteFailedMessage(token));
      else notifyError(ADD_FAVORITE_FAILED_TITLE, addFavoriteFailedMessage(token));
    },
    onSuccess: (_result, { row, isFavorited }) => latest.current.onChanged?.(row, !isFavorited),
    onSettled: (_result, _error, { market, userId: owner }) =>
      invalidateFavoriteViews(queryClient, owner, market),
  });

  return useCallback(
    async (row: Row, isFavorited: boolean) => {
      if (userId === null) return false;
      const market = latest.current.marketOf(row);
      // At once, in the click: every list and the Favorites agree before any answer. A load
      // in flight is then stopped; it keeps what was just written.
      const undoLists = setStarInLists(queryClient, userId, market, row, !isFavorited);
      const undoFavorites = isFavorited
        ? dropFromFavorites(queryClient, userId, market, row)
        : () => undefined;
      void cancelFavoriteViews(queryClient, userId, market);
      const undo = () => {
        undoFavorites();
        undoLists();
      };
      try {
        await mutateAsync({ row, isFavorited, market, userId, undo });
        return true;
      } catch {
        return false;
      }
    },
    [mutateAsync, queryClient, userId],
  );
}
