import { createRemoteConfig } from '@flowscope/tooling/remote-webpack';
import type { BuildMode } from '@flowscope/tooling/webpack';

export default function remoteConfig(mode: BuildMode) {
  return createRemoteConfig('account', import.meta.dirname, mode);
}
