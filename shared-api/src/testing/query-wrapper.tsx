import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createQueryClient } from '../query/query-client.ts';

/** A hook test's providers: the page's query cache, fresh unless given. */
export function queryWrapper(queryClient: QueryClient = createQueryClient()) {
  function wrapper({ children }: { children: ReactNode }) {
    return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  }
  return { wrapper, queryClient };
}
