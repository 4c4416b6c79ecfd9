import { REMOTES, SCREENS_EXPOSE } from '@flowscope/shared-api/routing';
import { resolvePort } from '@flowscope/tooling/ports';
import { createFederatedConfig, type BuildMode } from '@flowscope/tooling/webpack';

const remote = REMOTES.cex;

export default function remoteConfig(mode: BuildMode) {
  return createFederatedConfig({
    packageDir: import.meta.dirname,
    federationName: remote.federationName,
    exposes: { [SCREENS_EXPOSE]: './src/app/screens.ts' },
    title: `Flowscope ${remote.label} (standalone)`,
    port: resolvePort(remote.packageName),
    mode,
    apiTarget: process.env.API_BASE_URL ?? `http://localhost:${resolvePort('mock-api')}`,
    publicPath: 'auto',
  });
}
