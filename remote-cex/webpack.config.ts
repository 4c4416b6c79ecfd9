import { createRemoteConfig } from '@flowscope/tooling/remote-webpack';
import type { BuildMode } from '@flowscope/tooling/webpack';
import { routeManifest } from './src/app/route-manifest.ts';

export default function remoteConfig(mode: BuildMode) {
  return createRemoteConfig(routeManifest, import.meta.dirname, mode);
}
