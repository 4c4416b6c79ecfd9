import { createRemoteConfig } from '@flowscope/tooling/remote-webpack';
import type { BuildMode } from '@flowscope/tooling/webpack';

export default function remoteConfig(mode: BuildMode) {
  return createRemoteConfig('cex', import.meta.dirname, mode);
}
