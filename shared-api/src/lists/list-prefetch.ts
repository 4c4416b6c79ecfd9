import type { QueryClient } from '@tanstack/react-query';
import { useSessionStore } from '../session/session-store.ts';
import { ANONYMOUS_USER, listQueryOptions, type QueryCall } from './list-keys.ts';

/**
 * How long an answer a prefetch brought counts as fresh: the screen it was fetched for mounts
 * within it and shows it without asking again. Any later answer is stale at once, as every list's.
 */
const PREFETCHED_FRESH_MS = 10_000;

/** The update time of the answer a prefetch brought, by its query: fresh while it is shown. */
const prefetchedAnswers = new WeakMap<object, number>();

/** What a list's staleness depends on: its query's last answer. */
interface AnsweredQuery {
  readonly state: { readonly dataUpdatedAt: number };
}

export interface ListPrefetch<TData, View> {
  call: QueryCall;
  /** The view the screen will ask for: equal, value for value, to its hook's filters. */
  view: View;
  load: (view: View, signal: AbortSignal) => Promise<TData>;
}

/**
 * Loads a list before its screen is drawn, under the key the screen's hook will read, for the
 * one signed in now: on a page's first load the answer travels while the screen's code
 * arrives and starts, instead of after. A failure is kept quiet here: the screen sees the
 * failed load and says so (use-list-state).
 */
export async function prefetchList<TData, View>(
  client: QueryClient,
  { call, view, load }: ListPrefetch<TData, View>,
): Promise<void> {
  const userId = useSessionStore.getState().user?.id ?? ANONYMOUS_USER;
  const options = listQueryOptions<TData, View>({ call, userId, view, load });
  await client.prefetchQuery(options);
  const query = client.getQueryCache().find({ queryKey: options.queryKey, exact: true });
  if (query?.state.status === 'success') prefetchedAnswers.set(query, query.state.dataUpdatedAt);
}

/**
 * The staleness of a list's answer for its screen: stale at once (a screen that opens again
 * shows its answer and refetches it), except an answer a prefetch has just brought.
 */
export function listStaleTime(query: AnsweredQuery): number {
  const prefetchedAt = prefetchedAnswers.get(query);
  return prefetchedAt !== undefined && prefetchedAt === query.state.dataUpdatedAt
    ? PREFETCHED_FRESH_MS
    : 0;
}
