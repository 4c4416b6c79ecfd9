import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SCREEN_ROUTES } from '@flowscope/shared-api';
import { queryWrapper } from '@flowscope/shared-api/testing';
import { FlowscopeThemeProvider } from '@flowscope/shared-ui';
import { parseRuntimeConfig } from '../config/runtime-config.ts';
import type { RouteTable } from '../routing/remote-routes.ts';
import { RouteTableContext } from '../routing/route-table-context.tsx';
import {
  ACCOUNT_ROUTES,
  CEX_ROUTES,
  DEX_ROUTES,
  RESEARCH_ROUTES,
  routeTableOf,
  SPEC_ROUTE_TABLE,
} from '../routing/test-route-tables.ts';
import { RuntimeConfigContext } from './runtime-config-context.tsx';

const runtime = vi.hoisted(() => ({
  loadRemote: vi.fn<(id: string) => Promise<unknown>>(),
  registerRemotes: vi.fn(),
  registerPlugins: vi.fn(),
  getInstance: vi.fn<() => unknown>(() => null),
}));
vi.mock('@module-federation/enhanced/runtime', () => runtime);

const CONFIG = parseRuntimeConfig({
  mode: 'production',
  version: '1.0.0',
  apiBaseUrl: 'http://localhost:4000',
  remotes: {},
  discord: {
    clientId: '100000000000000001',
    redirectUri: 'http://localhost:3000/auth/discord/callback',
    authorizeUrl: 'http://localhost:3000/api/oauth2/authorize',
  },
});

type Modules = Awaited<ReturnType<typeof loadModules>>;
async function loadModules() {
  const { createRoutes } = await import('./routes.tsx');
  const registry = await import('../remotes/remote-registry.ts');
  return { createRoutes, registry };
}
let modules: Modules;

/** The shell at `path`, routed by `table`, its remotes registered as the shell registers them. */
async function renderShell(table: RouteTable, path: string) {
  modules.registry.registerFederatedRemotes(
    table.remotes.map(({ name, manifestUrl, manifest }) => ({
      name,
      manifestUrl,
      federationName: manifest.federationName,
      label: manifest.label,
    })),
  );
  // The shell's header (the bell) reads the page's query cache: a fresh one per test.
  const { wrapper: PageCache } = queryWrapper();
  const router = createMemoryRouter(modules.createRoutes(CONFIG, table), {
    initialEntries: [path],
  });
  // Awaited, so a screen that suspends while its remote loads resumes within the test.
  await act(async () => {
    render(
      <PageCache>
        <RuntimeConfigContext value={CONFIG}>
          <RouteTableContext value={table}>
            <FlowscopeThemeProvider mode="dark">
              <RouterProvider router={router} />
            </FlowscopeThemeProvider>
          </RouteTableContext>
        </RuntimeConfigContext>
      </PageCache>,
    );
  });
  return router;
}

/** Each screen route of the app's layout: its path and what its handle says. */
function screenRoutes(routes: RouteObject[]) {
  const layout = routes[0]?.children?.[0]?.children ?? [];
  return layout.flatMap((route) => {
    if (!route.path || typeof route.handle !== 'object') return [];
    const { title, crumb } = route.handle as { title: string; crumb: string };
    return [{ path: route.path, title, crumb }];
  });
}

const sidebar = () => screen.getByRole('navigation', { name: 'Main' });

function Screen({ heading }: { heading: string }) {
  return <h1>{heading}</h1>;
}

/** A remote whose `./screens` module serves every screen it is asked for, as a heading. */
function remoteServes(remote: string) {
  return {
    screens: new Proxy(
      {},
      {
        get: (_, id: string) => () =>
          Promise.resolve({ default: () => <Screen heading={`${remote} ${id}`} /> }),
      },
    ),
    build: { remote, version: '1.0.0', label: '' },
  };
}

describe('the router built from route manifests', () => {
  beforeAll(async () => {
    modules = await loadModules();
  }, 120_000);

  beforeEach(() => {
    runtime.loadRemote.mockReset();
    runtime.getInstance.mockReturnValue(null);
  });

  afterEach(() => {
    cleanup();
    document.title = '';
  });

  it("routes the spec's screens exactly as the remotes' manifests declare them", () => {
    const routes = screenRoutes(modules.createRoutes(CONFIG, SPEC_ROUTE_TABLE));
    const declared = [CEX_ROUTES, DEX_ROUTES, ACCOUNT_ROUTES].flatMap((manifest) =>
      manifest.screens.map(({ path, title, crumb }) => ({ path, title, crumb })),
    );
    for (const screenRoute of declared) expect(routes).toContainEqual(screenRoute);
    expect(routes.find((route) => route.path === '/top-holdings-cex/:id')).toEqual({
      path: '/top-holdings-cex/:id',
      title: 'Token Detail',
      crumb: 'Token Detail',
    });
    expect(routes.some((route) => route.path.startsWith('/research'))).toBe(false);
  });

  it('shows a configured remote’s screen with its title, breadcrumb and sidebar entry', async () => {
    runtime.loadRemote.mockImplementation(async (request) =>
      request === 'remote_research/screens' ? remoteServes('remote-research') : null,
    );
    await renderShell(routeTableOf(CEX_ROUTES, RESEARCH_ROUTES), '/research/wallet/0xabc');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'remote-research walletProfile' }),
    ).toBeTruthy();
    expect(document.title).toBe('Wallet Profile - Flowscope');
    expect(
      within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByText('Wallet Profile'),
    ).toBeTruthy();
    const research = within(sidebar()).getByRole('button', { name: 'Research' });
    expect(research.closest('[data-section]')?.getAttribute('data-section')).toBe('Research');
    expect(
      within(sidebar()).getByRole('link', { name: 'Signal Track Record' }).getAttribute('href'),
    ).toBe('/research/track-record');
    expect(screen.getByTestId('remote-build').textContent).toBe('remote-research 1.0.0');
  });

  it('shows the screen’s heading from its manifest while the screen’s code loads, then the screen', async () => {
    // A remote of its own, whose screens module arrives when the test lets it.
    const slow = { ...RESEARCH_ROUTES, remote: 'remote-slow', federationName: 'remote_slow' };
    let arrive: (module: unknown) => void = () => undefined;
    runtime.loadRemote.mockImplementation(
      () =>
        new Promise((resolve) => {
          arrive = resolve;
        }),
    );
    await renderShell(routeTableOf(CEX_ROUTES, slow), '/research/track-record');
    expect(
      screen.getByRole('heading', { level: 1, name: SCREEN_ROUTES.signalTrackRecord.heading }),
    ).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Loading…');

    await act(async () => arrive(remoteServes('remote-slow')));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'remote-slow signalTrackRecord' }),
    ).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('is a 404 for a path no configured remote serves, and lists no section of it', async () => {
    await renderShell(SPEC_ROUTE_TABLE, '/research/track-record');
    expect(await screen.findByRole('heading', { name: '404 - Page Not Found' })).toBeTruthy();
    expect(document.title).toBe('Page Not Found - Flowscope');
    expect(within(sidebar()).queryByRole('button', { name: 'Research' })).toBeNull();
    expect(runtime.loadRemote).not.toHaveBeenCalled();
  });

  it('contains a remote that is down in its section’s unavailable box, and Retry loads it', async () => {
    // A remote of its own: the registry keeps what other tests loaded.
    const down = { ...RESEARCH_ROUTES, remote: 'remote-down', federationName: 'remote_down' };
    // React reports the error its boundary caught; the page's root sends those to a warning.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    runtime.loadRemote.mockRejectedValueOnce(new Error('RUNTIME-003 refused'));
    await renderShell(routeTableOf(CEX_ROUTES, down), '/research/track-record');
    expect(
      await screen.findByRole('heading', { name: 'This section is unavailable' }),
    ).toBeTruthy();
    expect(screen.getByText(/The Research section could not be loaded/)).toBeTruthy();
    expect(document.title).toBe('Signal Track Record - Flowscope');

    runtime.loadRemote.mockResolvedValue(remoteServes('remote-down'));
    // As in a browser: the federation runtime has started, so what failed is forgotten a task
    // after the Retry, not during it.
    runtime.getInstance.mockReturnValue({ shareScopeMap: {}, moduleCache: new Map() });
    const retry = screen.getByRole('button', { name: 'Retry' });
    await act(() => userEvent.click(retry));
    expect(
      await screen.findByRole('heading', { name: 'remote-down signalTrackRecord' }),
    ).toBeTruthy();
  });

  it('gives a path two remotes claim to the one configured first', async () => {
    const rival = {
      ...RESEARCH_ROUTES,
      remote: 'remote-rival',
      federationName: 'remote_rival',
      label: 'Rival',
    };
    runtime.loadRemote.mockImplementation(async (request) =>
      remoteServes(request.replace('/screens', '')),
    );
    const router = await renderShell(
      routeTableOf(rival, RESEARCH_ROUTES),
      '/research/track-record',
    );
    expect(
      await screen.findByRole('heading', { name: 'remote_rival signalTrackRecord' }),
    ).toBeTruthy();
    await act(() => router.navigate('/favorites'));
    expect(await screen.findByRole('heading', { name: '404 - Page Not Found' })).toBeTruthy();
  });
});
