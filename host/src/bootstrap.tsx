import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import {
  configureApi,
  configureOAuth,
  configureProductLinks,
  createQueryClient,
  initializeSessionServices,
  startTimeZoneSync,
} from '@flowscope/shared-api';
import { App } from './app/App.tsx';
import { loadRuntimeConfig } from './config/load-runtime-config.ts';
import { startFirstScreen } from './remotes/first-screen.ts';
import { registerFederatedRemotes } from './remotes/remote-registry.ts';
import { bundledRouteManifests } from './routing/bundled-routes.ts';
import { fetchRouteManifest } from './routing/fetch-route-manifest.ts';
import { browserStorage } from './routing/last-known-routes.ts';
import { RemoteRoutesStore, type RouteTable } from './routing/remote-routes.ts';
import { registerServiceWorker } from './offline/register-service-worker.ts';

/** How long one remote's route manifest may take before its known routes stand in. */
const KNOWN_ROUTES_WAIT_MS = 500;
/** How long the first view waits for a remote whose routes it does not know at all. */
const UNKNOWN_ROUTES_WAIT_MS = 5_000;

function registerRemotesOf(table: RouteTable): void {
  registerFederatedRemotes(
    table.remotes.map(({ name, manifestUrl, manifest }) => ({
      name,
      manifestUrl,
      federationName: manifest.federationName,
      label: manifest.label,
    })),
  );
}

/** Starts the shell in the container; rejects when it cannot (its config does not load). */
export async function startShell(container: HTMLElement): Promise<void> {
  const config = await loadRuntimeConfig(window.location.origin);
  // First: the remotes' route manifests load while the rest of the shell starts.
  const routes = new RemoteRoutesStore(config.remotes, {
    fetchManifest: (url) => fetchRouteManifest(url, UNKNOWN_ROUTES_WAIT_MS),
    storage: browserStorage(),
    bundled: bundledRouteManifests(),
    knownWaitMs: KNOWN_ROUTES_WAIT_MS,
    unknownWaitMs: UNKNOWN_ROUTES_WAIT_MS,
    onRefused: (refused) => {
      for (const { remote, screen, reason } of refused) {
        console.warn(`[flowscope] ${remote}'s screen ${screen.path} is not routed: ${reason}`);
      }
    },
  });
  configureApi({
    apiBaseUrl: config.apiBaseUrl,
    apiVersion: '',
    mode: config.mode,
    debug: config.debug,
    mockData: config.mockData,
    ...(config.internalApiKey ? { internalApiKey: config.internalApiKey } : {}),
    ...(config.avatarBucketUrl ? { avatarBucketUrl: config.avatarBucketUrl } : {}),
  });
  configureOAuth(config.discord);
  configureProductLinks(config.links ?? {});
  // Offline and installable in production only: a worker would keep serving development builds.
  if (config.mode === 'production') registerServiceWorker();
  startTimeZoneSync();
  // Restores the saved login synchronously, then refreshes and loads preferences in the
  // background; a failure there logs the user out silently (spec §4), never blocks the shell.
  initializeSessionServices().catch((error: unknown) => {
    console.warn(
      '[flowscope] session services failed to start',
      error instanceof Error ? error.message : error,
    );
  });
  const table = await routes.ready();
  registerRemotesOf(table);
  routes.subscribe(() => registerRemotesOf(routes.getSnapshot()));
  const queryClient = createQueryClient();
  startFirstScreen(table.screens, window.location, queryClient);
  const root = createRoot(container, {
    // Errors contained by a boundary are handled: report them quietly, not as console errors.
    onCaughtError: (error) => {
      console.warn('[flowscope] handled error:', error instanceof Error ? error.message : error);
    },
  });
  // A transition lets React split the shell's first render into short tasks (a phone's main
  // thread stays free for input) instead of one long one.
  startTransition(() => {
    root.render(
      <StrictMode>
        <App config={config} routes={routes} queryClient={queryClient} />
      </StrictMode>,
    );
  });
}
