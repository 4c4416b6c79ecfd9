import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { listKeys, useSessionStore, type FavoriteChange, PATHS } from '@flowscope/shared-api';
import { FOLLOW_CALLS, followedKeys, type InfluencerMarket } from './followed-query.ts';

export type FollowOutcome = 'ok' | 'non-premium' | 'failed';

const LIST_CALLS = { cex: PATHS.cexInfluencersList, dex: PATHS.dexInfluencersList } as const;

function flipped(handles: readonly string[], handle: string, follow: boolean): string[] {
  const without = handles.filter((candidate) => candidate !== handle);
  return follow ? [...without, handle] : without;
}

interface Variables {
  handle: string;
  follow: boolean;
  userId: string;
}

/**
 * Follow toggle (spec §4): optimistic. The followed state and the chosen count flip at once;
 * on failure they are put back with no message. 'Non-premium' is put back too, and told to the
 * caller, who sends the trader to /premium. Afterwards the influencer lists of the market
 * (their followed flags) are refetched where shown.
 */
export function useFollowToggle(
  market: InfluencerMarket,
): (handle: string, follow: boolean) => Promise<FollowOutcome> {
  const queryClient = useQueryClient();
  const userId = useSessionStore((state) => state.user?.id ?? null);
  const { mutateAsync } = useMutation({
    mutationFn: async ({ handle, follow }: Variables): Promise<FollowOutcome> => {
      const calls = FOLLOW_CALLS[market];
      let change: FavoriteChange;
      try {
        change = follow ? await calls.follow(handle) : await calls.unfollow(handle);
      } catch (error) {
        change = { ok: false, reason: 'failed', message: String(error) };
      }
      if (change.ok) return 'ok';
      return change.reason === 'non-premium' ? 'non-premium' : 'failed';
    },
    onSettled: (outcome, _error, { handle, follow, userId: owner }) => {
      if (outcome === 'ok') {
        void queryClient.invalidateQueries({
          queryKey: listKeys.forUser(LIST_CALLS[market], owner),
        });
        return;
      }
      // Put back only this change: others made meanwhile stay.
      queryClient.setQueryData<string[]>(followedKeys.market(market, owner), (now) =>
        flipped(now ?? [], handle, !follow),
      );
    },
  });
  return useCallback(
    async (handle: string, follow: boolean) => {
      if (userId === null) return 'failed';
      // At once, in the click (spec §4: the state and the count flip immediately); a load in
      // flight is then stopped and keeps what was just written.
      const queryKey = followedKeys.market(market, userId);
      queryClient.setQueryData<string[]>(queryKey, (now) => flipped(now ?? [], handle, follow));
      void queryClient.cancelQueries({ queryKey });
      return mutateAsync({ handle, follow, userId });
    },
    [market, mutateAsync, queryClient, userId],
  );
}
