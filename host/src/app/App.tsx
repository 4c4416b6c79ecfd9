import { useMemo } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { avatarBucketUrl, createQueryClient, QueryClientProvider } from '@flowscope/shared-api';
import {
  AvatarBucketProvider,
  FlowscopeThemeProvider,
  TablePreferencesContext,
} from '@flowscope/shared-ui';
import type { RuntimeConfig } from '../config/runtime-config.ts';
import { useThemeStore } from '../shell/theme-store.ts';
import { Toasts } from '../shell/Toasts.tsx';
import { RuntimeConfigContext } from './runtime-config-context.tsx';
import { createRoutes } from './routes.tsx';
import { createAppTablePreferencesStore } from './table-preferences-store.ts';

const tablePreferences = createAppTablePreferencesStore();
/** The page's one query cache: every screen of every remote reads and writes through it. */
const queryClient = createQueryClient();

export function App({ config }: { config: RuntimeConfig }) {
  const router = useMemo(() => createBrowserRouter(createRoutes(config)), [config]);
  const mode = useThemeStore((state) => state.mode);
  return (
    <RuntimeConfigContext value={config}>
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
    </RuntimeConfigContext>
  );
}
