import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { configureApi, configureOAuth, initializeSessionServices } from '@flowscope/shared-api';
import { App } from './app/App.tsx';
import { parseRuntimeConfig, resolveRuntimeConfig } from './config/runtime-config.ts';
import { registerFederatedRemotes } from './remotes/remote-registry.ts';
import { renderStartupFailure } from './startup-failure.ts';

async function loadRuntimeConfig() {
  const response = await fetch('/runtime-config.json', { cache: 'no-store' });
  if (!response.ok) throw new Error(`runtime-config.json answered ${response.status}`);
  return resolveRuntimeConfig(parseRuntimeConfig(await response.json()), window.location.origin);
}

async function start(container: HTMLElement): Promise<void> {
  const config = await loadRuntimeConfig();
  configureApi({
    apiBaseUrl: config.apiBaseUrl,
    apiVersion: '',
    mode: config.mode,
    ...(config.internalApiKey ? { internalApiKey: config.internalApiKey } : {}),
    ...(config.avatarBucketUrl ? { avatarBucketUrl: config.avatarBucketUrl } : {}),
  });
  configureOAuth(config.discord);
  registerFederatedRemotes(config.remotes);
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
