import { QueryClient } from '@tanstack/react-query';

/** How long an answer no screen shows stays in memory: a screen seen minutes ago opens at once. */
export const QUERY_GC_TIME_MS = 5 * 60_000;

/**
 * Within this age a screen that opens again shows its answer without asking; older answers
 * are shown and refetched in the background.
 */
export const QUERY_STALE_TIME_MS = 5_000;

/**
 * The page's one query cache. A failed refetch keeps the answer it had (the screen says it
 * could not refresh); answers refetch when the connection returns and when the tab comes back
 * into view. No automatic retries: the spec's failure notification and Retry come at once.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        gcTime: QUERY_GC_TIME_MS,
        staleTime: QUERY_STALE_TIME_MS,
        retry: false,
        refetchOnReconnect: true,
        refetchOnWindowFocus: true,
      },
      mutations: { retry: false },
    },
  });
}
