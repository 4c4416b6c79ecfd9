import type { ComponentType } from 'react';
import { SCREEN_ROUTES, screensOf, type RemoteId, type ScreensOf } from './routes.ts';

/** How each remote is named in Module Federation and which module it exposes. */
export const REMOTES = {
  cex: { federationName: 'remote_cex', packageName: 'remote-cex', label: 'CEX' },
  dex: { federationName: 'remote_dex', packageName: 'remote-dex', label: 'DEX' },
  account: { federationName: 'remote_account', packageName: 'remote-account', label: 'Account' },
} as const satisfies Record<
  RemoteId,
  { federationName: string; packageName: string; label: string }
>;

/** The single module every remote exposes. */
export const SCREENS_EXPOSE = './screens';

export interface RemoteBuildInfo {
  remote: RemoteId;
  version: string;
  /** A deployment label (e.g. a commit or a canary name); empty when not set. */
  label: string;
}

/**
 * Loads one screen's code. The host calls it lazily and again on Retry, so a screen chunk that
 * failed to load can be fetched anew without a page reload.
 */
export type ScreenLoader = () => Promise<{ default: ComponentType }>;

/** The typed shape of `<remote>/screens`: one loader per screen the remote owns. */
export interface RemoteScreensModule<R extends RemoteId> {
  readonly screens: Readonly<Record<ScreensOf<R>, ScreenLoader>>;
  readonly build: RemoteBuildInfo;
}

/** A remote's screens as the standalone frame lists them: path, page name and loader. */
export function standaloneRoutes<R extends RemoteId>(
  remote: R,
  screens: RemoteScreensModule<R>['screens'],
): { path: string; title: string; load: ScreenLoader }[] {
  return screensOf(remote).map((id) => ({
    path: SCREEN_ROUTES[id].path,
    title: SCREEN_ROUTES[id].title,
    load: screens[id],
  }));
}
