import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { RouteManifestSource } from './route-manifest.ts';

/** The single module every remote exposes. */
export const SCREENS_EXPOSE = './screens';

export interface RemoteBuildInfo {
  /** The remote's package name, as its route manifest names it: `remote-cex`. */
  remote: string;
  version: string;
  /** A deployment label (e.g. a commit or a canary name); empty when not set. */
  label: string;
}

/**
 * Loads one screen's code. The host calls it lazily and again on Retry, so a screen chunk that
 * failed to load can be fetched anew without a page reload.
 */
export type ScreenLoader = () => Promise<{ default: ComponentType }>;

/** The screen ids a route manifest declares, e.g. `ScreenIdOf<typeof routeManifest>`. */
export type ScreenIdOf<M extends RouteManifestSource> = M['screens'][number]['id'];

/** What the host gives a screen's data prefetch: the page's query cache and the URL's query. */
export interface ScreenPrefetchContext {
  readonly queryClient: QueryClient;
  /** The page's `location.search`, e.g. '?network=base'. */
  readonly search: string;
}

/**
 * Starts loading what a screen shows first, into the page's query cache, under the keys its
 * hooks read. It must not throw; a failure is the screen's to show when it loads for itself.
 */
export type ScreenPrefetch = (context: ScreenPrefetchContext) => Promise<void>;

/**
 * The typed shape of `<remote>/screens`: one loader per screen of the remote's route manifest,
 * keyed by screen id. The host looks a screen's loader up by the id its manifest gave. A
 * screen may also name a prefetch: on the page's first load the host starts it as soon as the
 * remote's screens module is there, so the screen's data travels while its code arrives.
 */
export interface RemoteScreensModule<M extends RouteManifestSource = RouteManifestSource> {
  readonly screens: Readonly<Record<ScreenIdOf<M>, ScreenLoader>>;
  readonly prefetch?: Readonly<Partial<Record<ScreenIdOf<M>, ScreenPrefetch>>>;
  readonly build: RemoteBuildInfo;
}

/** A remote's screens as the standalone frame lists them: path, page name and loader. */
export function standaloneRoutes<M extends RouteManifestSource>(
  manifest: M,
  screens: RemoteScreensModule<M>['screens'],
): { path: string; title: string; load: ScreenLoader }[] {
  return manifest.screens.map((screen) => ({
    path: screen.path,
    title: screen.title,
    load: screens[screen.id as ScreenIdOf<M>],
  }));
}
