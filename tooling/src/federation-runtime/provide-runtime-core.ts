import * as runtimeCore from '@module-federation/runtime-core';
import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime-core';
import { RUNTIME_CORE_GLOBAL } from './runtime-core-global.ts';

/**
 * A host runtime plugin: puts the host's federation runtime where the remotes' entries look
 * for it, so each remote ships without its own copy (~11 KiB gzip a remote). It runs before
 * the host registers any remote. It imports the same ES module build the host's bundler
 * runtime uses; the plugin Module Federation offers for this
 * (`experiments.provideExternalRuntime`) reaches the CommonJS build and so bundles the runtime
 * a second time (+22 KiB gzip on the host, measured). FederationInternalsPlugin fails the build
 * when the global's name or the hook no longer match what Module Federation does.
 */
export default function provideRuntimeCore(): ModuleFederationRuntimePlugin {
  return {
    name: 'flowscope-provide-runtime-core',
    beforeInit(args) {
      (globalThis as Record<string, unknown>)[RUNTIME_CORE_GLOBAL] = runtimeCore;
      return args;
    },
  };
}
