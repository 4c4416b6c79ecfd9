import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ComponentType, ReactNode } from 'react';
import {
  renderScreen as renderOnRoute,
  type RenderScreenOptions,
} from '@flowscope/shared-ui/testing';
import { createQueryClient } from '../query/query-client.ts';

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
