import { Navigate, type RouteObject } from 'react-router';
import {
  DOCS_PAGES,
  IN_APP_DOCS_PATH,
  SCREEN_ROUTES,
  type ClaimedScreen,
  type DocsPage as DocsPageId,
} from '@flowscope/shared-api';
import type { RuntimeConfig } from '../config/runtime-config.ts';
import type { RouteTable } from '../routing/remote-routes.ts';
import { docsTitle } from '../pages/docs/docs-screens.ts';
import { DebugPage, DiscordDebugPage, DocsPage, StyleguidePage } from '../pages/lazy-pages.tsx';
import { NotFoundPage } from '../pages/NotFoundPage.tsx';
import { AboutPage, DashboardPage, NarrativesPage } from '../pages/placeholders.tsx';
import { RemoteScreen } from '../remotes/RemoteScreen.tsx';
import { AppLayout } from '../shell/AppLayout.tsx';
import { RootRoute } from '../shell/RootRoute.tsx';
import { RouteErrorPage } from '../pages/RouteErrorPage.tsx';
import { OAuthCallbackPage } from '../pages/OAuthCallbackPage.tsx';
import { PRODUCT_DESCRIPTION, type RouteHandle } from './route-handle.ts';

const OAUTH_CALLBACK_PATH = '/auth/discord/callback';

function handle(title: string, crumb = title, description = PRODUCT_DESCRIPTION): RouteHandle {
  return { title, crumb, description };
}

/** A screen of a configured remote, as its route manifest declares it. */
function screenRoute({ remote, screen }: ClaimedScreen, label: string): RouteObject {
  return {
    path: screen.path,
    handle: handle(screen.title, screen.crumb, screen.description),
    element: (
      <RemoteScreen remote={remote} screen={screen.id} label={label} heading={screen.heading} />
    ),
  };
}

/**
 * The app's own documentation of a screen (/docs/top-accumulations): the host serves it, so a
 * screen's help stays readable while the remote behind that screen is down.
 */
function docsRoute(page: DocsPageId): RouteObject {
  const title = docsTitle(page);
  return {
    path: `${IN_APP_DOCS_PATH.slice(1)}/${page}`,
    handle: handle(title),
    element: <DocsPage page={page} />,
  };
}

/**
 * Every route of the spec (shell-and-session.md §2): the shell's own pages, and the screens of
 * the configured remotes from their route manifests, each served by its remote. A path no one
 * serves is the 404 page.
 */
export function createRoutes(config: RuntimeConfig, table: RouteTable): RouteObject[] {
  const labels = new Map(table.remotes.map(({ name, manifest }) => [name, manifest.label]));
  return [
    {
      element: <RootRoute />,
      errorElement: <RouteErrorPage />,
      children: [
        {
          element: <AppLayout />,
          children: [
            {
              index: true,
              handle: handle('Dashboard', 'Home'),
              element:
                config.mode === 'development' ? (
                  <DashboardPage />
                ) : (
                  <Navigate to={SCREEN_ROUTES.topAccumulationsCex.path} replace />
                ),
            },
            { path: 'about', handle: handle('About'), element: <AboutPage /> },
            { path: 'narratives', handle: handle('Narratives'), element: <NarrativesPage /> },
            {
              path: 'favourites',
              handle: handle('Favorites'),
              element: <Navigate to={SCREEN_ROUTES.favorites.path} replace />,
            },
            { path: 'styleguide', handle: handle('Styleguide'), element: <StyleguidePage /> },
            { path: 'debug', handle: handle('Debug'), element: <DebugPage /> },
            ...table.screens.map((claimed) =>
              screenRoute(claimed, labels.get(claimed.remote) ?? claimed.remote),
            ),
            ...DOCS_PAGES.map(docsRoute),
            { path: '*', handle: handle('Page Not Found'), element: <NotFoundPage /> },
          ],
        },
        {
          path: 'debug/discord',
          handle: handle('Discord OAuth Debug'),
          element: <DiscordDebugPage />,
        },
        { path: OAUTH_CALLBACK_PATH, handle: handle('Signing In'), element: <OAuthCallbackPage /> },
      ],
    },
  ];
}
