import { join } from 'node:path';
import { SCREENS_EXPOSE, type RouteManifestSource } from '@flowscope/shared-api/routing';
import { isAppName, resolvePort } from '../ports.ts';
import { createFederatedConfig, type BuildMode, type FederatedConfiguration } from './config.ts';
import { RouteManifestPlugin } from './route-manifest-plugin.ts';
import { ScreenChunksPlugin } from './screen-chunks-plugin.ts';
import { readPackageJson } from '../package-json.ts';

/** The module behind every remote's `./screens` expose, relative to the remote's folder. */
export const SCREENS_MODULE = './src/app/screens.ts';

/** The typed source of every remote's route manifest, relative to the remote's folder. */
export const ROUTE_MANIFEST_MODULE = './src/app/route-manifest.ts';

/**
 * The whole webpack configuration of a remote, taken from its route manifest so remotes
 * differ only by it: its container (the manifest's federation name), the one `./screens`
 * expose, its standalone frame (development builds only: a production remote runs on the
 * host's federation runtime), its port, `auto` publicPath (its chunks load from wherever its
 * manifest is served), and `route-manifest.json` beside `mf-manifest.json`.
 */
export function createRemoteConfig(
  routeManifest: RouteManifestSource,
  packageDir: string,
  mode: BuildMode,
): FederatedConfiguration {
  const { name, version } = readPackageJson(packageDir);
  const app = routeManifest.remote;
  if (name !== `@flowscope/${app}` || !isAppName(app)) {
    throw new Error(
      `${name}: its route manifest names it ${app}; a remote is named as its package and has a port in tooling/src/ports.ts`,
    );
  }
  const config = createFederatedConfig({
    packageDir,
    federationName: routeManifest.federationName,
    exposes: { [SCREENS_EXPOSE]: SCREENS_MODULE },
    title: `Flowscope ${routeManifest.label} (standalone)`,
    port: resolvePort(app),
    mode,
    apiTarget: process.env.API_BASE_URL ?? `http://localhost:${resolvePort('mock-api')}`,
    publicPath: 'auto',
  });
  config.plugins = [
    ...(config.plugins ?? []),
    // The host routes by it; its server and the edge hint and locate screens by it.
    new RouteManifestPlugin(routeManifest, version),
    // Lets the host's server preload a screen's chunk with the remote's entry (preload hints).
    new ScreenChunksPlugin(join(packageDir, SCREENS_MODULE)),
  ];
  return config;
}
