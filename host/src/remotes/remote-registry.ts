import {
  getInstance,
  loadRemote,
  registerPlugins,
  registerRemotes,
} from '@module-federation/enhanced/runtime';
import {
  REMOTES,
  SCREENS_EXPOSE,
  type RemoteId,
  type RemoteScreensModule,
  type ScreensOf,
} from '@flowscope/shared-api';
import type { ComponentType } from 'react';
import { containRemoteScriptErrors, entryScriptGuard } from './entry-script-guard.ts';
import { forgetFailedSharedLoads } from './failed-shared-loads.ts';
import { firePreloadError } from './preload-error-event.ts';
import { retryWhileProgressing } from './retry-attempts.ts';

/** How long a remote may take to answer before its section is shown as unavailable. */
export const REMOTE_LOAD_TIMEOUT_MS = 15_000;

export class RemoteUnavailableError extends Error {
  readonly remote: RemoteId;
  constructor(remote: RemoteId, reason: string, options?: { cause?: unknown }) {
    super(`The ${REMOTES[remote].label} section could not be loaded: ${reason}`, options);
    this.name = 'RemoteUnavailableError';
    this.remote = remote;
  }
}

type AnyScreensModule = RemoteScreensModule<RemoteId>;

let manifestUrls: Readonly<Record<RemoteId, string>> | null = null;
const modules = new Map<RemoteId, Promise<AnyScreensModule>>();
const screens = new Map<string, Promise<ComponentType>>();
/** Loads that failed, so a retry forgets exactly those and keeps what loaded. */
const failedLoads = new WeakSet<Promise<unknown>>();
/** Remotes whose next screen load is a trader's Retry. */
const retrying = new Set<RemoteId>();

function remember<T>(promise: Promise<T>): Promise<T> {
  // Handled by whoever renders it; keeps a failed start-up prefetch out of the console.
  promise.catch(() => failedLoads.add(promise));
  return promise;
}

function register(remotes: readonly RemoteId[], force: boolean): void {
  if (!manifestUrls) throw new Error('registerFederatedRemotes() must run before a remote loads');
  const urls = manifestUrls;
  registerRemotes(
    remotes.map((id) => ({ name: REMOTES[id].federationName, entry: urls[id] })),
    { force },
  );
}

/** Registers every remote by its manifest URL from the runtime config; nothing is fetched yet. */
export function registerFederatedRemotes(urls: Readonly<Record<RemoteId, string>>): void {
  // A remote whose entry is not JavaScript fails like one that is down, with nothing uncaught.
  if (!manifestUrls) {
    registerPlugins([entryScriptGuard]);
    containRemoteScriptErrors();
  }
  manifestUrls = urls;
  register(Object.keys(urls) as RemoteId[], false);
}

function withTimeout<T>(promise: Promise<T>, remote: RemoteId): Promise<T> {
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

function isScreensModule(value: unknown): value is AnyScreensModule {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<AnyScreensModule>;
  return typeof candidate.screens === 'object' && candidate.screens !== null;
}

/** The remote's screens module; the same promise until a retry. */
export function loadScreensModule<R extends RemoteId>(remote: R): Promise<RemoteScreensModule<R>> {
  let pending = modules.get(remote);
  if (!pending) {
    const name = `${REMOTES[remote].federationName}/${SCREENS_EXPOSE.replace('./', '')}`;
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
  return pending as Promise<RemoteScreensModule<R>>;
}

function loadScreenOnce<R extends RemoteId>(
  remote: R,
  screen: ScreensOf<R>,
): Promise<ComponentType> {
  return loadScreensModule(remote).then((module) =>
    module.screens[screen]().then(
      (loaded) => loaded.default,
      (error: unknown) => {
        throw new RemoteUnavailableError(remote, 'a part of it failed to download', {
          cause: error,
        });
      },
    ),
  );
}

/**
 * Forgets what failed in a remote's earlier loads, and only that: shared modules whose load
 * failed, the screens module if it failed and, when the remote's container never started
 * (manifest or entry failed), the remote's registration. A container that started stays:
 * webpack already forgets a chunk that failed, and loading the entry again would start a
 * second copy of the remote beside the first.
 */
async function forgetFailedLoads(remote: RemoteId): Promise<void> {
  const federation = getInstance();
  if (federation) await forgetFailedSharedLoads(federation.shareScopeMap);
  const module = modules.get(remote);
  if (!module || !failedLoads.has(module)) return;
  modules.delete(remote);
  const container = federation?.moduleCache.get(REMOTES[remote].federationName);
  if (!container?.inited) register([remote], true);
}

/** One screen's component, loaded through its remote's loader; the same promise until a retry. */
export function loadScreen<R extends RemoteId>(
  remote: R,
  screen: ScreensOf<R>,
): Promise<ComponentType> {
  const key = `${remote}/${screen}`;
  let pending = screens.get(key);
  if (!pending) {
    // A screen opened for the first time starts clean too: a remote that came back serves a
    // screen not yet opened even without a Retry.
    const attempt = () => forgetFailedLoads(remote).then(() => loadScreenOnce(remote, screen));
    pending = (retrying.delete(remote) ? retryWhileProgressing(attempt) : attempt()).catch(
      (error: unknown) => {
        firePreloadError({ remote, error });
        throw error;
      },
    );
    screens.set(key, remember(pending));
  }
  return pending;
}

/** A trader's Retry: the next load of this remote's screen forgets what failed and loads again. */
export function resetRemote(remote: RemoteId): void {
  for (const [key, screen] of screens) {
    if (key.startsWith(`${remote}/`) && failedLoads.has(screen)) screens.delete(key);
  }
  retrying.add(remote);
}
