import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import {
  REMOTES,
  SCREENS_EXPOSE,
  type RemoteId,
  type RemoteScreensModule,
  type ScreensOf,
} from '@flowscope/shared-api';
import type { ComponentType } from 'react';
import { containRemoteScriptErrors, entryScriptGuard } from './entry-script-guard.ts';

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
    // Handled by whoever renders it; keeps a failed start-up prefetch out of the console.
    pending.catch(() => undefined);
    modules.set(remote, pending);
  }
  return pending as Promise<RemoteScreensModule<R>>;
}

/** One screen's component, loaded through its remote's loader; the same promise until a retry. */
export function loadScreen<R extends RemoteId>(
  remote: R,
  screen: ScreensOf<R>,
): Promise<ComponentType> {
  const key = `${remote}/${screen}`;
  let pending = screens.get(key);
  if (!pending) {
    pending = loadScreensModule(remote).then((module) =>
      module.screens[screen]().then(
        (loaded) => loaded.default,
        (error: unknown) => {
          throw new RemoteUnavailableError(remote, 'a part of it failed to download', {
            cause: error,
          });
        },
      ),
    );
    pending.catch(() => undefined);
    screens.set(key, pending);
  }
  return pending;
}

/** Forgets a failed remote and registers it anew, so the next load fetches everything again. */
export function resetRemote(remote: RemoteId): void {
  modules.delete(remote);
  for (const key of screens.keys()) {
    if (key.startsWith(`${remote}/`)) screens.delete(key);
  }
  register([remote], true);
}
