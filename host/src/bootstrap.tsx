import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import {
  configureApi,
  configureOAuth,
  configureProductLinks,
  initializeSessionServices,
  startTimeZoneSync,
} from '@flowscope/shared-api';
import { App } from './app/App.tsx';
import { loadRuntimeConfig } from './config/load-runtime-config.ts';
import { registerFederatedRemotes } from './remotes/remote-registry.ts';
import { renderStartupFailure } from './startup-failure.ts';
import { registerServiceWorker } from './offline/register-service-worker.ts';

async function start(container: HTMLElement): Promise<void> {
  const config = await loadRuntimeConfig(window.location.origin);
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
  registerFederatedRemotes(config.remotes);
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
  createRoot(container, {
    // Errors contained by a boundary are handled: report them quietly, not as console errors.
    onCaughtError: (error) => {
      console.warn('[flowscope] handled error:', error instanceof Error ? error.message : error);
    },
  }).render(
    <StrictMode>
      <App config={config} />
    </StrictMode>,
  );
}

const container = document.getElementById('root');
if (container) {
  start(container).catch((error: unknown) => {
    renderStartupFailure(container, error instanceof Error ? error.message : String(error));
  });
}
