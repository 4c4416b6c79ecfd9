import { isApiError } from '../http/api-error.ts';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { errorMessageOf, notifyError } from '../notifications/notify-helpers.ts';
import { useSessionStore } from '../session/session-store.ts';
import { ANONYMOUS_USER, listQueryOptions, type QueryCall } from './list-keys.ts';
import { listStaleTime } from './list-prefetch.ts';

/** Failures already told in a notification, so no load says the same twice. */
const notifiedFailures = new WeakSet<object>();

function markNotified(error: unknown): void {
  if (typeof error === 'object' && error !== null) notifiedFailures.add(error);
}

/** The spec's title of a DEX answer that makes no sense (§8). */
export const DEX_DATA_ERROR_TITLE = 'DEX Data Error';

export interface UseListStateOptions<TData, TFilters> {
  /** The call, e.g. PATHS.cexTopAccumulations: its answers are cached under it. */
  call: QueryCall;
  /** Loads the list for these filters; pass the signal on to the call. */
  load: (filters: TFilters, signal: AbortSignal) => Promise<TData>;
  /**
   * The screen's state the call depends on, as plain values (the URL's): a change loads the
   * answer for it, or shows the cached one at once and revalidates it.
   */
  filters: TFilters;
  initialData: TData;
  /** The spec's load-failure notification title, e.g. 'Failed to Load Data'. */
  errorTitle: string;
  /** The title when the answer came but made no sense (malformed), e.g. 'DEX Data Error'. */
  invalidResponseTitle?: string;
  /** False holds the list empty without calling, e.g. favourites while signed out. */
  enabled?: boolean;
  /** Refetches in the background this often while the screen is open. */
  refetchIntervalMs?: number;
}

/** What every list shows (data-screens §4): its data, loading, error and last update. */
export interface ListState<TData> {
  data: TData;
  /** A load the trader waits for: the first, new filters, a Retry or Refresh. */
  loading: boolean;
  /** The load failed and there is nothing to show: the error box. */
  error: string | null;
  /** Epoch milliseconds of the answer on screen. */
  lastUpdated: number | null;
  /** A refresh failed; the answer from `lastUpdated` stays on screen. */
  refreshError: string | null;
  /**
   * The data is the previous view's (or the previous trader's) while this one loads: its rows
   * may say things about this view that are not so, e.g. a star before sign-in.
   */
  placeholder: boolean;
  /** The error box's Retry, the Refresh control and the refresh notice's Retry. */
  retry: () => void;
  /** Reloads now; `silent` keeps the rows on screen without a spinner or notification. */
  reload: (options?: { silent?: boolean }) => Promise<boolean>;
}

/**
 * One list of the API on the page's query cache: cached answers show at once and revalidate,
 * a failed refresh keeps the answer on screen, a change of filters keeps the previous rows
 * until the new ones arrive, and signing in or out loads the new identity's answer.
 */
export function useListState<TData, TFilters>(
  options: UseListStateOptions<TData, TFilters>,
): ListState<TData> {
  const { call, filters, initialData, enabled = true, refetchIntervalMs } = options;
  const userId = useSessionStore((state) => state.user?.id ?? ANONYMOUS_USER);
  const queryClient = useQueryClient();
  const { load, errorTitle: loadFailedTitle, invalidResponseTitle } = options;
  // A malformed answer is not a failed load: the screen may name it apart (spec §8).
  const titleOf = useCallback(
    (error: unknown) =>
      invalidResponseTitle !== undefined && isApiError(error) && error.kind === 'invalid-response'
        ? invalidResponseTitle
        : loadFailedTitle,
    [invalidResponseTitle, loadFailedTitle],
  );

  const listQuery = listQueryOptions<TData, TFilters>({
    call,
    userId,
    view: filters,
    // The cache calls the query function of the latest render, so this load is current.
    load: async (view, signal) => {
      try {
        return await load(view, signal);
      } catch (error) {
        // Only a load with nothing to show says so in a notification; a failed background
        // refresh is the notice above the rows.
        if (!signal.aborted && queryClient.getQueryData(listQuery.queryKey) === undefined) {
          markNotified(error);
          notifyError(titleOf(error), errorMessageOf(error));
        }
        throw error;
      }
    },
  });
  const query = useQuery({
    ...listQuery,
    enabled,
    placeholderData: keepPreviousData,
    refetchInterval: refetchIntervalMs ?? false,
    staleTime: listStaleTime,
  });
  // A first load this screen joined (a prefetch's) failed without its notification: say it.
  const untold =
    enabled && query.isLoadingError && !query.isFetching && !notifiedFailures.has(query.error)
      ? query.error
      : null;
  useEffect(() => {
    if (untold === null || notifiedFailures.has(untold)) return;
    markNotified(untold);
    notifyError(titleOf(untold), errorMessageOf(untold));
  }, [untold, titleOf]);

  const [waiting, setWaiting] = useState(false);
  const { refetch } = query;
  const reload = useCallback(
    async ({ silent = false }: { silent?: boolean } = {}) => {
      if (!silent) setWaiting(true);
      const result = await refetch();
      if (!silent) setWaiting(false);
      if (result.isError && !silent && result.data !== undefined) {
        notifyError(titleOf(result.error), errorMessageOf(result.error));
      }
      return result.isSuccess;
    },
    [refetch, titleOf],
  );
  const retry = useCallback(() => {
    void reload();
  }, [reload]);

  const shownAt = useShownAt(query.isPlaceholderData ? null : query.dataUpdatedAt);
  if (!enabled) {
    return {
      data: initialData,
      loading: false,
      error: null,
      lastUpdated: null,
      refreshError: null,
      placeholder: false,
      retry,
      reload,
    };
  }
  const fetching = query.isFetching;
  const message = query.error === null ? null : errorMessageOf(query.error);
  return {
    data: query.data ?? initialData,
    loading: fetching && (query.data === undefined || query.isPlaceholderData || waiting),
    error: query.isLoadingError && !fetching ? message : null,
    lastUpdated: shownAt,
    refreshError: query.isRefetchError && !fetching ? message : null,
    placeholder: query.isPlaceholderData,
    retry,
    reload,
  };
}

/** When the answer on screen was fetched; kept while the previous answer stands in for the next. */
function useShownAt(updatedAt: number | null): number | null {
  const [shown, setShown] = useState<number | null>(updatedAt || null);
  if (updatedAt !== null && updatedAt > 0 && updatedAt !== shown) {
    // Adjusting state while rendering: React re-renders at once, before any effect runs.
    setShown(updatedAt);
    return updatedAt;
  }
  return shown;
}
