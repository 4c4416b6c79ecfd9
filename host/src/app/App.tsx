import { useMemo } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { FlowscopeThemeProvider } from '@flowscope/shared-ui';
import type { RuntimeConfig } from '../config/runtime-config.ts';
import { RuntimeConfigContext } from './runtime-config-context.tsx';
import { createRoutes } from './routes.tsx';

export function App({ config }: { config: RuntimeConfig }) {
  const router = useMemo(() => createBrowserRouter(createRoutes(config)), [config]);
  return (
    <RuntimeConfigContext value={config}>
      <FlowscopeThemeProvider mode="dark">
        <RouterProvider router={router} />
      </FlowscopeThemeProvider>
    </RuntimeConfigContext>
  );
}
