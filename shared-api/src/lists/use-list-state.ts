import { useCallback, useEffect, useRef, useState } from 'react';
import { useStore } from 'zustand';
import { useSessionStore } from '../session/session-store.ts';
import { createListController, type ListSnapshot } from './list-controller.ts';
import { useDeepStable } from './use-deep-stable.ts';

export interface UseListStateOptions<TData, TFilters> {
  /** Loads the list for these filters; pass the signal on to the call. */
  load: (filters: TFilters, signal: AbortSignal) => Promise<TData>;
  /** Only the API-relevant filters (dates, caps, network, token filter): a change reloads. */
  filters: TFilters;
  initialData: TData;
  /** The spec's load-failure notification title, e.g. 'Failed to Load Data'. */
  errorTitle: string;
  /** False holds the list empty without calling, e.g. favourites while signed out. */
  enabled?: boolean;
}

export interface ListState<TData> extends ListSnapshot<TData> {
  /** The error box's Retry. */
  retry: () => void;
  /** Reloads now; `silent` keeps the rows on screen (refetch after a favourite toggle). */
  reload: (options?: { silent?: boolean }) => Promise<boolean>;
}

/**
 * Loading, error and last-updated state of one list (data-screens §4). Reloads when the
 * filters change in content and when the sign-in state changes.
 */
export function useListState<TData, TFilters>(
  options: UseListStateOptions<TData, TFilters>,
): ListState<TData> {
  const { filters, initialData, enabled = true } = options;
  const [controller] = useState(() => createListController(initialData));
  const snapshot = useStore(controller.store);
  const stableFilters = useDeepStable(filters);
  const userId = useSessionStore((state) => state.user?.id ?? '0');

  // The latest load and title, read when a load starts; updated before the load effect runs.
  const latest = useRef({
    load: options.load,
    errorTitle: options.errorTitle,
    filters: stableFilters,
  });
  useEffect(() => {
    latest.current = { load: options.load, errorTitle: options.errorTitle, filters: stableFilters };
  });

  const reload = useCallback(
    ({ silent = false }: { silent?: boolean } = {}) => {
      const { load, errorTitle, filters: current } = latest.current;
      return controller.run((signal) => load(current, signal), { errorTitle, silent });
    },
    [controller],
  );

  useEffect(() => {
    if (!enabled) {
      controller.reset();
      return;
    }
    void reload();
    return () => controller.abort();
    // userId is here so signing in or out reloads with the new identity.
  }, [controller, reload, stableFilters, userId, enabled]);

  const retry = useCallback(() => {
    void reload();
  }, [reload]);

  return { ...snapshot, retry, reload };
}
