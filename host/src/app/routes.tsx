import { Navigate, type RouteObject } from 'react-router';
import {
  DOCS_PAGES,
  IN_APP_DOCS_PATH,
  SCREEN_ROUTES,
  SCREEN_IDS,
  type DocsPage as DocsPageId,
  type ScreenId,
} from '@flowscope/shared-api';
import type { RuntimeConfig } from '../config/runtime-config.ts';
import { DebugPage, DiscordDebugPage } from '../pages/DebugPages.tsx';
import { DocsPage, docsTitle } from '../pages/docs/DocsPage.tsx';
import { NotFoundPage } from '../pages/NotFoundPage.tsx';
import { AboutPage, DashboardPage, NarrativesPage } from '../pages/placeholders.tsx';
import { RemoteScreen } from '../remotes/RemoteScreen.tsx';
import { AppLayout } from '../shell/AppLayout.tsx';
import { RootRoute } from '../shell/RootRoute.tsx';
import { RouteErrorPage } from '../pages/RouteErrorPage.tsx';
import { OAuthCallbackPage } from '../pages/OAuthCallbackPage.tsx';
import { StyleguidePage } from '../pages/StyleguidePage.tsx';
import { PRODUCT_DESCRIPTION, type RouteHandle } from './route-handle.ts';

export const OAUTH_CALLBACK_PATH = '/auth/discord/callback';

function handle(title: string, crumb = title, description = PRODUCT_DESCRIPTION): RouteHandle {
  return { title, crumb, description };
}

function screenRoute(id: ScreenId): RouteObject {
  const route = SCREEN_ROUTES[id];
  return {
    path: route.path,
    handle: handle(route.title, route.crumb, route.description),
    // The remote is a type parameter of RemoteScreen; the table guarantees the pairing.
    element: <RemoteScreen remote={route.remote} screen={id as never} />,
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

/** Every route of the spec (shell-and-session.md §2); data routes are served by their remote. */
export function createRoutes(config: RuntimeConfig): RouteObject[] {
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
            ...SCREEN_IDS.map(screenRoute),
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
