import { createStore, type StoreApi } from 'zustand/vanilla';
import { errorMessageOf, notifyError } from '../notifications/notify-helpers.ts';

/** What every list shows (data-screens §4): its data, loading, error and last update. */
export interface ListSnapshot<T> {
  data: T;
  loading: boolean;
  /** The failure's message; cleared when a load starts. */
  error: string | null;
  /** Epoch milliseconds of the last successful load. */
  lastUpdated: number | null;
}

export interface ListRunOptions {
  /** Title of the error notification, e.g. 'Failed to Load Data'. */
  errorTitle: string;
  /** A silent run keeps the current data on screen: no spinner, no error state or toast. */
  silent?: boolean;
}

export interface ListController<T> {
  store: StoreApi<ListSnapshot<T>>;
  /** Loads; resolves true when this load's data was applied. */
  run(load: (signal: AbortSignal) => Promise<T>, options: ListRunOptions): Promise<boolean>;
  /** Cancels the load in flight; its outcome is then ignored. */
  abort(): void;
  reset(): void;
}

/**
 * One list's state outside React, so loads started by effects, retries and silent
 * refetches share one place that also drops outdated answers.
 */
export function createListController<T>(initialData: T): ListController<T> {
  const initial: ListSnapshot<T> = {
    data: initialData,
    loading: false,
    error: null,
    lastUpdated: null,
  };
  const store = createStore<ListSnapshot<T>>()(() => initial);
  let inFlight: AbortController | null = null;

  function abort(): void {
    if (!inFlight) return;
    inFlight.abort();
    inFlight = null;
    store.setState({ loading: false });
  }

  async function run(
    load: (signal: AbortSignal) => Promise<T>,
    { errorTitle, silent = false }: ListRunOptions,
  ): Promise<boolean> {
    inFlight?.abort();
    const controller = new AbortController();
    inFlight = controller;
    if (!silent) store.setState({ loading: true, error: null });
    try {
      const data = await load(controller.signal);
      if (inFlight !== controller) return false;
      store.setState({ data, loading: false, error: null, lastUpdated: Date.now() });
      return true;
    } catch (error) {
      if (inFlight !== controller) return false;
      if (!silent) {
        const message = errorMessageOf(error);
        store.setState({ loading: false, error: message });
        notifyError(errorTitle, message);
      }
      return false;
    } finally {
      if (inFlight === controller) inFlight = null;
    }
  }

  return {
    store,
    run,
    abort,
    reset() {
      abort();
      store.setState(initial, true);
    },
  };
}
