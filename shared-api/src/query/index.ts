export { QueryClientProvider } from '@tanstack/react-query';
export { createQueryClient } from './query-client.ts';
