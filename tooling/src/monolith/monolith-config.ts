import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { publishRouteManifest, type RouteManifestSource } from '@flowscope/shared-api/routing';
import { REMOTE_APPS, remoteName } from '../remotes.ts';
import {
  createAppConfig,
  type FederatedAppOptions,
  type FederatedConfiguration,
} from '../webpack/config.ts';
import { ROUTE_MANIFEST_MODULE, SCREENS_MODULE } from '../webpack/remote-config.ts';
import type { BundledRoutes } from './bundled-routes.ts';
import { monolithScreensModule } from './screens-request.ts';
import { readPackageJson } from '../package-json.ts';

/** Tags the configuration so `flowscope build --monolith` can tell it got one. */
export const MONOLITH_BUILD_NAME = 'monolith';

/**
 * Inside a folder named `dist`, so every ignore rule of the repo (git, lint, format, turbo's
 * outputs) already covers it; its source maps go to `monolith/dist-maps/`.
 */
export const MONOLITH_OUTPUT_DIR = join('monolith', 'dist');

export type MonolithOptions = Omit<FederatedAppOptions, 'federationName' | 'exposes'>;

function remoteFile(repoRoot: string, app: string, module: string): string {
  const file = join(repoRoot, app, module);
  if (!existsSync(file)) throw new Error(`The monolith build needs ${file}: it is missing`);
  return file;
}

/**
 * Where each remote's `./screens` module lives: the same file its federated build exposes
 * (remote-config.ts), in the remote's folder beside the host's.
 */
export function screensModuleAliases(repoRoot: string): Record<string, string> {
  const aliases: Record<string, string> = {};
  for (const app of REMOTE_APPS) {
    aliases[`${monolithScreensModule(app)}$`] = remoteFile(repoRoot, app, SCREENS_MODULE);
  }
  return aliases;
}

/**
 * Every remote's route manifest, read from its typed source at its package's version (as its
 * own build publishes it), keyed by the remote's name in the runtime configuration.
 */
export async function bundledRouteManifests(repoRoot: string): Promise<BundledRoutes> {
  const routes: Record<string, BundledRoutes[string]> = {};
  for (const app of REMOTE_APPS) {
    const file = remoteFile(repoRoot, app, ROUTE_MANIFEST_MODULE);
    const { routeManifest } = (await import(pathToFileURL(file).href)) as {
      routeManifest: RouteManifestSource;
    };
    const { version } = readPackageJson(join(repoRoot, app));
    routes[remoteName(app)] = publishRouteManifest(routeManifest, version);
  }
  return routes;
}

/**
 * The host with every remote's screens bundled in, no federation: the same shell, routing
 * table and remote registry, the same shared code (tree-shaken, once), each remote's screens
 * module and each screen a lazy chunk of their own, and the remotes' route manifests built in
 * (the host fetches none). It serves as the baseline the federated first view is measured
 * against, and as a single-bundle deployment; the runtime config still says which remotes'
 * screens it shows.
 */
export async function createMonolithConfig(
  options: MonolithOptions,
): Promise<FederatedConfiguration> {
  const repoRoot = dirname(options.packageDir);
  const config = createAppConfig({
    ...options,
    uniqueName: 'host',
    outputPath: join(options.packageDir, MONOLITH_OUTPUT_DIR),
    bundledRoutes: await bundledRouteManifests(repoRoot),
  });
  return {
    ...config,
    name: MONOLITH_BUILD_NAME,
    // Without federation there are no shared modules to negotiate first, so no async boundary.
    entry: { main: './src/bootstrap.tsx' },
    resolve: {
      ...config.resolve,
      alias: {
        '@module-federation/enhanced/runtime$': join(import.meta.dirname, 'federation-runtime.ts'),
        ...screensModuleAliases(repoRoot),
      },
    },
  };
}
