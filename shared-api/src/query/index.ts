export { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
export { createQueryClient, QUERY_GC_TIME_MS } from './query-client.ts';
