import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { REMOTES, type RemoteId } from '@flowscope/shared-api/routing';
import {
  createAppConfig,
  type FederatedAppOptions,
  type FederatedConfiguration,
} from '../webpack/config.ts';
import { SCREENS_MODULE } from '../webpack/remote-config.ts';
import { monolithScreensModule } from './screens-request.ts';

/** Tags the configuration so `flowscope build --monolith` can tell it got one. */
export const MONOLITH_BUILD_NAME = 'monolith';

/**
 * Inside a folder named `dist`, so every ignore rule of the repo (git, lint, format, turbo's
 * outputs) already covers it; its source maps go to `monolith/dist-maps/`.
 */
export const MONOLITH_OUTPUT_DIR = join('monolith', 'dist');

export type MonolithOptions = Omit<FederatedAppOptions, 'federationName' | 'exposes'>;

/**
 * Where each remote's `./screens` module lives: the same file its federated build exposes
 * (remote-config.ts), in the remote's folder beside the host's.
 */
export function screensModuleAliases(repoRoot: string): Record<string, string> {
  const aliases: Record<string, string> = {};
  for (const remote of Object.keys(REMOTES) as RemoteId[]) {
    const file = join(repoRoot, REMOTES[remote].packageName, SCREENS_MODULE);
    if (!existsSync(file)) throw new Error(`The monolith build needs ${file}: it is missing`);
    aliases[`${monolithScreensModule(remote)}$`] = file;
  }
  return aliases;
}

/**
 * The host with every remote's screens bundled in, no federation: the same shell, routing
 * table and remote registry, the same shared code (tree-shaken, once), and each remote's
 * screens module and each screen a lazy chunk of their own. It serves as the baseline the
 * federated first view is measured against, and as a single-bundle deployment.
 */
export function createMonolithConfig(options: MonolithOptions): FederatedConfiguration {
  const config = createAppConfig({
    ...options,
    uniqueName: 'host',
    outputPath: join(options.packageDir, MONOLITH_OUTPUT_DIR),
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
        ...screensModuleAliases(dirname(options.packageDir)),
      },
    },
  };
}
