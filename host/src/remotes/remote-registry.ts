import {
  getInstance,
  loadRemote,
  registerPlugins,
  registerRemotes,
} from '@module-federation/enhanced/runtime';
import { SCREENS_EXPOSE, type RemoteScreensModule, type ScreenLoader } from '@flowscope/shared-api';
import type { ComponentType } from 'react';
import { containRemoteScriptErrors, entryScriptGuard } from './entry-script-guard.ts';
import { forgetFailedSharedLoads } from './failed-shared-loads.ts';
import { firePreloadError } from './preload-error-event.ts';
import { trackSettlement } from './promise-result.ts';
import { retryWhileProgressing } from './retry-attempts.ts';

/** How long a remote may take to answer before its section is shown as unavailable. */
export const REMOTE_LOAD_TIMEOUT_MS = 15_000;

/** A configured remote as its route manifest names it, registered by its manifest URL. */
export interface RemoteRegistration {
  /** Its name in the runtime configuration (`cex`). */
  name: string;
  /** Its container's name (`remote_cex`). */
  federationName: string;
  /** Its `mf-manifest.json`, absolute. */
  manifestUrl: string;
  /** How its section is named ('CEX'). */
  label: string;
}

export class RemoteUnavailableError extends Error {
  readonly remote: string;
  constructor(remote: string, reason: string, options?: { cause?: unknown }) {
    super(`The ${labelOf(remote)} section could not be loaded: ${reason}`, options);
    this.name = 'RemoteUnavailableError';
    this.remote = remote;
  }
}

const registered = new Map<string, RemoteRegistration>();
const modules = new Map<string, Promise<RemoteScreensModule>>();
const screens = new Map<string, Promise<ComponentType>>();
/** Loads that failed, so a retry forgets exactly those and keeps what loaded. */
const failedLoads = new WeakSet<Promise<unknown>>();
/**
 * Remotes a trader's Retry is loading again: every screen load that starts before that load
 * settles retries as it does (the trader may follow another of the remote's links meanwhile).
 */
const retrying = new Set<string>();
let guarded = false;

function labelOf(remote: string): string {
  return registered.get(remote)?.label ?? remote;
}

function registrationOf(remote: string): RemoteRegistration {
  const registration = registered.get(remote);
  if (!registration) throw new RemoteUnavailableError(remote, 'it is not configured');
  return registration;
}

function remember<T>(promise: Promise<T>): Promise<T> {
  // Handled by whoever renders it; keeps a failed start-up prefetch out of the console.
  promise.catch(() => failedLoads.add(promise));
  void trackSettlement(promise);
  return promise;
}

function register(remotes: readonly RemoteRegistration[], force: boolean): void {
  if (remotes.length === 0) return;
  registerRemotes(
    remotes.map((remote) => ({ name: remote.federationName, entry: remote.manifestUrl })),
    { force },
  );
}

/**
 * Registers the configured remotes by the manifest URL of the runtime config and the container
 * name of their route manifests; nothing is fetched yet. Called again when the routes change,
 * it registers a new remote and re-registers one whose container or URL changed, unless its
 * container already started (the page keeps that one until a reload).
 */
export function registerFederatedRemotes(remotes: readonly RemoteRegistration[]): void {
  // A remote whose entry is not JavaScript fails like one that is down, with nothing uncaught.
  if (!guarded) {
    guarded = true;
    registerPlugins([entryScriptGuard]);
    containRemoteScriptErrors();
  }
  const added: RemoteRegistration[] = [];
  const changed: RemoteRegistration[] = [];
  for (const remote of remotes) {
    const known = registered.get(remote.name);
    if (!known) added.push(remote);
    else if (
      (known.federationName !== remote.federationName ||
        known.manifestUrl !== remote.manifestUrl) &&
      !getInstance()?.moduleCache.get(known.federationName)?.inited
    ) {
      changed.push(remote);
      modules.delete(remote.name);
    }
    registered.set(remote.name, remote);
  }
  register(added, false);
  register(changed, true);
}

function withTimeout<T>(promise: Promise<T>, remote: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new RemoteUnavailableError(remote, 'it did not answer in time')),
      REMOTE_LOAD_TIMEOUT_MS,
    );
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

function isScreensModule(value: unknown): value is RemoteScreensModule {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<RemoteScreensModule>;
  return typeof candidate.screens === 'object' && candidate.screens !== null;
}

/** The remote's screens module; the same promise until a retry. */
export function loadScreensModule(remote: string): Promise<RemoteScreensModule> {
  let pending = modules.get(remote);
  if (!pending) {
    let name: string;
    try {
      name = `${registrationOf(remote).federationName}/${SCREENS_EXPOSE.replace('./', '')}`;
    } catch (error) {
      return Promise.reject(error);
    }
    pending = withTimeout(
      loadRemote<unknown>(name).then(
        (loaded) => {
          // loadRemote may resolve null when the runtime gives up (TOOLCHAIN.md pitfall 2).
          if (!isScreensModule(loaded))
            throw new RemoteUnavailableError(remote, 'it sent no screens');
          return loaded;
        },
        (error: unknown) => {
          throw error instanceof RemoteUnavailableError
            ? error
            : new RemoteUnavailableError(remote, 'it is unreachable', { cause: error });
        },
      ),
      remote,
    );
    modules.set(remote, remember(pending));
  }
  return pending;
}

function loadScreenOnce(remote: string, screen: string): Promise<ComponentType> {
  return loadScreensModule(remote).then((module) => {
    const load = (module.screens as Readonly<Record<string, ScreenLoader | undefined>>)[screen];
    // A route manifest kept from before a deployment may name a screen the remote dropped.
    if (typeof load !== 'function') {
      throw new RemoteUnavailableError(remote, `it no longer serves the screen ${screen}`);
    }
    return load().then(
      (loaded) => loaded.default,
      (error: unknown) => {
        throw new RemoteUnavailableError(remote, 'a part of it failed to download', {
          cause: error,
        });
      },
    );
  });
}

/**
 * Forgets what failed in a remote's earlier loads, and only that: shared modules whose load
 * failed, the screens module if it failed and, when the remote's container never started
 * (manifest or entry failed), the remote's registration. A container that started stays:
 * webpack already forgets a chunk that failed, and loading the entry again would start a
 * second copy of the remote beside the first.
 */
async function forgetFailedLoads(remote: string): Promise<void> {
  const federation = getInstance();
  if (federation) await forgetFailedSharedLoads(federation.shareScopeMap);
  const module = modules.get(remote);
  const registration = registered.get(remote);
  if (!module || !failedLoads.has(module) || !registration) return;
  modules.delete(remote);
  const container = federation?.moduleCache.get(registration.federationName);
  if (!container?.inited) register([registration], true);
}

/** One screen's component, loaded through its remote's loader; the same promise until a retry. */
export function loadScreen(remote: string, screen: string): Promise<ComponentType> {
  const key = `${remote}/${screen}`;
  let pending = screens.get(key);
  if (!pending) {
    // A screen opened for the first time starts clean too: a remote that came back serves a
    // screen not yet opened even without a Retry.
    const attempt = () => forgetFailedLoads(remote).then(() => loadScreenOnce(remote, screen));
    const isRetry = retrying.has(remote);
    pending = (isRetry ? retryWhileProgressing(attempt) : attempt()).catch((error: unknown) => {
      firePreloadError({ remote, error });
      throw error;
    });
    if (isRetry) {
      const settled = () => void retrying.delete(remote);
      pending.then(settled, settled);
    }
    screens.set(key, remember(pending));
  }
  return pending;
}

/** A trader's Retry: the next load of this remote's screen forgets what failed and loads again. */
export function resetRemote(remote: string): void {
  for (const [key, screen] of screens) {
    if (key.startsWith(`${remote}/`) && failedLoads.has(screen)) screens.delete(key);
  }
  retrying.add(remote);
}
