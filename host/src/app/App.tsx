import { useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { avatarBucketUrl, QueryClientProvider } from '@flowscope/shared-api';
import {
  AvatarBucketProvider,
  FlowscopeThemeProvider,
  TablePreferencesContext,
} from '@flowscope/shared-ui';
import type { RuntimeConfig } from '../config/runtime-config.ts';
import type { RemoteRoutesStore } from '../routing/remote-routes.ts';
import { RouteTableContext } from '../routing/route-table-context.tsx';
import { useThemeStore } from '../shell/theme-store.ts';
import { Toasts } from '../shell/Toasts.tsx';
import { RuntimeConfigContext } from './runtime-config-context.tsx';
import { createRoutes } from './routes.tsx';
import { createAppTablePreferencesStore } from './table-preferences-store.ts';

const tablePreferences = createAppTablePreferencesStore();

type Router = ReturnType<typeof createBrowserRouter>;

/** Stops a router the page replaced (its history listener), once the new one is in place. */
function useDisposeReplaced(router: Router): void {
  const previous = useRef<Router | null>(null);
  useEffect(() => {
    if (previous.current && previous.current !== router) previous.current.dispose();
    previous.current = router;
  }, [router]);
}

interface AppProps {
  config: RuntimeConfig;
  routes: RemoteRoutesStore;
  /** The page's one query cache: every screen of every remote reads and writes through it. */
  queryClient: QueryClient;
}

export function App({ config, routes, queryClient }: AppProps) {
  // The router is rebuilt only when the remotes' routes change after the first view (rare:
  // a route manifest that came late, or a deployment that changed a remote's screens).
  const table = useSyncExternalStore(routes.subscribe, routes.getSnapshot);
  const router = useMemo(() => createBrowserRouter(createRoutes(config, table)), [config, table]);
  useDisposeReplaced(router);
  const mode = useThemeStore((state) => state.mode);
  return (
    <RuntimeConfigContext value={config}>
      <RouteTableContext value={table}>
        <QueryClientProvider client={queryClient}>
          <FlowscopeThemeProvider mode={mode}>
            <AvatarBucketProvider value={avatarBucketUrl()}>
              <TablePreferencesContext value={tablePreferences}>
                <RouterProvider router={router} />
              </TablePreferencesContext>
            </AvatarBucketProvider>
            <Toasts />
          </FlowscopeThemeProvider>
        </QueryClientProvider>
      </RouteTableContext>
    </RuntimeConfigContext>
  );
}
