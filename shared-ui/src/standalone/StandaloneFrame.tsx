import {
  Fragment,
  lazy,
  StrictMode,
  Suspense,
  useMemo,
  type ComponentType,
  type ReactNode,
} from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Link, Outlet, RouterProvider } from 'react-router';
import { staticStyles, useStaticClasses } from '../styles/static-styles.ts';
import { FlowscopeThemeProvider } from '../theme/ThemeProvider.tsx';

const styles = staticStyles((theme) => ({
  frame: { display: 'grid', gap: theme.spacing.md, padding: theme.spacing.lg },
  screens: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: theme.spacing.md,
    padding: 0,
    listStyle: 'none',
  },
}));

export interface StandaloneRoute {
  path: string;
  title: string;
  load: () => Promise<{ default: ComponentType }>;
}

export interface StandaloneFrameOptions {
  title: string;
  routes: readonly StandaloneRoute[];
  /** Providers the host would give the screens (shared-api's query cache). */
  providers?: ComponentType<{ children: ReactNode }>;
}

function FrameLayout({ title, routes }: StandaloneFrameOptions) {
  const classes = useStaticClasses(styles);
  return (
    <div className={classes.frame}>
      <header>
        <strong>{title}</strong>
        <nav aria-label="Screens of this remote">
          <ul className={classes.screens}>
            {routes.map((route) => (
              <li key={route.path}>
                <Link to={route.path.replace(':id', 'BTC')}>{route.title}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <main>
        <Suspense fallback={<p role="status">Loading…</p>}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}

function StandaloneApp(options: StandaloneFrameOptions) {
  const router = useMemo(
    () =>
      createBrowserRouter([
        {
          element: <FrameLayout {...options} />,
          children: options.routes.map((route) => {
            const Screen = lazy(route.load);
            return { path: route.path, element: <Screen /> };
          }),
        },
      ]),
    [options],
  );
  const Providers = options.providers ?? Fragment;
  return (
    <FlowscopeThemeProvider mode="dark">
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </FlowscopeThemeProvider>
  );
}

/** A minimal frame in which a remote's team runs its screens without the host. */
export function renderStandaloneFrame(options: StandaloneFrameOptions): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('missing #root element');
  createRoot(container).render(
    <StrictMode>
      <StandaloneApp {...options} />
    </StrictMode>,
  );
}
