import { QueryClient } from '@tanstack/react-query';

/** How long an answer no screen shows stays in memory: a screen seen minutes ago opens at once. */
const QUERY_GC_TIME_MS = 5 * 60_000;

/**
 * The page's one query cache. A screen that opens again shows its cached answer at once and
 * refetches it in the background; a failed refetch keeps the answer it had (the screen says it
 * could not refresh); answers on screen refetch when the connection returns and when the tab
 * comes back into view. No automatic retries: the spec's failure notification and Retry come
 * at once.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        gcTime: QUERY_GC_TIME_MS,
        retry: false,
        // Whatever its age: the answer on screen may have missed anything while offline.
        refetchOnReconnect: 'always',
        refetchOnWindowFocus: true,
        // Offline, a load still goes out once: the service worker answers it with the last
        // answer it kept, so a page opened offline shows its data instead of waiting.
        networkMode: 'offlineFirst',
      },
      // A favourite or follow offline fails at once and is put back, rather than waiting.
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
