import { join } from 'node:path';
import { REMOTES, SCREENS_EXPOSE, type RemoteId } from '@flowscope/shared-api/routing';
import { resolvePort } from '../ports.ts';
import { createFederatedConfig, type BuildMode, type FederatedConfiguration } from './config.ts';
import { ScreenChunksPlugin } from './screen-chunks-plugin.ts';

/** The module behind every remote's `./screens` expose, relative to the remote's folder. */
export const SCREENS_MODULE = './src/app/screens.ts';

/**
 * The whole webpack configuration of a remote, so the three remotes differ only by name:
 * its container, the one `./screens` expose, its standalone frame (development builds only:
 * a production remote runs on the host's federation runtime), its port, and `auto`
 * publicPath (its chunks load from wherever its manifest is served).
 */
export function createRemoteConfig(
  remoteId: RemoteId,
  packageDir: string,
  mode: BuildMode,
): FederatedConfiguration {
  const remote = REMOTES[remoteId];
  const config = createFederatedConfig({
    packageDir,
    federationName: remote.federationName,
    exposes: { [SCREENS_EXPOSE]: SCREENS_MODULE },
    title: `Flowscope ${remote.label} (standalone)`,
    port: resolvePort(remote.packageName),
    mode,
    apiTarget: process.env.API_BASE_URL ?? `http://localhost:${resolvePort('mock-api')}`,
    publicPath: 'auto',
  });
  // Lets the host's server preload a screen's chunk with the remote's entry (preload hints).
  config.plugins = [
    ...(config.plugins ?? []),
    new ScreenChunksPlugin(join(packageDir, SCREENS_MODULE)),
  ];
  return config;
}
