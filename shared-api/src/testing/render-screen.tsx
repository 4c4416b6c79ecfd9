import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ComponentType, ReactNode } from 'react';
import {
  renderScreen as renderOnRoute,
  type RenderScreenOptions,
} from '@flowscope/shared-ui/testing';
import { createQueryClient } from '../query/query-client.ts';
import type { ScreenPrefetch } from '../routing/remotes.ts';

export interface RenderScreenWithCacheOptions extends Omit<RenderScreenOptions, 'wrapper'> {
  /** The query cache to render with; a fresh one (as a fresh page has) when left out. */
  queryClient?: QueryClient;
}

/**
 * Renders a screen at `url` as the host would: inside a router, the theme and the page's
 * query cache, a fresh one per call unless given, so no answer leaks from one test to the next.
 */
export function renderScreen(Screen: ComponentType, options: RenderScreenWithCacheOptions) {
  const queryClient = options.queryClient ?? createQueryClient();
  function QueryCache({ children }: { children: ReactNode }) {
    return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  }
  return { ...renderOnRoute(Screen, { ...options, wrapper: QueryCache }), queryClient };
}

export interface RenderAfterPrefetchOptions extends Omit<
  RenderScreenWithCacheOptions,
  'queryClient'
> {
  /** The prefetch the screen's remote names for it (its screens module's `prefetch`). */
  prefetch: ScreenPrefetch | undefined;
  /** The URL query the prefetch was started for (the page's `location.search`). */
  prefetchSearch: string;
}

/**
 * Renders a screen as the page's first load does: its remote's prefetch first, on a fresh query
 * cache, for the URL query given, then the screen at `url` on that cache.
 */
export async function renderAfterPrefetch(
  Screen: ComponentType,
  { prefetch, prefetchSearch, ...options }: RenderAfterPrefetchOptions,
) {
  if (prefetch === undefined) throw new Error('the screen names no prefetch');
  const queryClient = createQueryClient();
  await prefetch({ queryClient, search: prefetchSearch });
  return renderScreen(Screen, { ...options, queryClient });
}
