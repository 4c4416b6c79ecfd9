import { REMOTES, SCREENS_EXPOSE, type RemoteId } from '@flowscope/shared-api/routing';
import { resolvePort } from '../ports.ts';
import { createFederatedConfig, type BuildMode, type FederatedConfiguration } from './config.ts';

/**
 * The whole webpack configuration of a remote, so the three remotes differ only by name:
 * its container, the one `./screens` expose, its standalone frame, its port, and `auto`
 * publicPath (its chunks load from wherever its manifest is served).
 */
export function createRemoteConfig(
  remoteId: RemoteId,
  packageDir: string,
  mode: BuildMode,
): FederatedConfiguration {
  const remote = REMOTES[remoteId];
  return createFederatedConfig({
    packageDir,
    federationName: remote.federationName,
    exposes: { [SCREENS_EXPOSE]: './src/app/screens.ts' },
    title: `Flowscope ${remote.label} (standalone)`,
    port: resolvePort(remote.packageName),
    mode,
    apiTarget: process.env.API_BASE_URL ?? `http://localhost:${resolvePort('mock-api')}`,
    publicPath: 'auto',
  });
}
