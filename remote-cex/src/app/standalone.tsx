import type { ReactNode } from 'react';
import {
  configureApi,
  createQueryClient,
  QueryClientProvider,
  standaloneRoutes,
} from '@flowscope/shared-api';
import { renderStandaloneFrame } from '@flowscope/shared-ui/standalone';
import { routeManifest } from './route-manifest.ts';
import { screens } from './screens.ts';

/** The frame's query cache, as the host gives one to the page. */
const queryClient = createQueryClient();

function QueryCache({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

/** Runs this remote's screens alone, against the API proxied by its dev server. */
export function mountStandaloneFrame(): void {
  configureApi({ apiBaseUrl: window.location.origin, apiVersion: '', mode: 'development' });
  renderStandaloneFrame({
    title: `Flowscope ${routeManifest.label} (standalone)`,
    providers: QueryCache,
    routes: standaloneRoutes(routeManifest, screens),
  });
}
