import { ModuleFederation } from '@module-federation/runtime-core';
import type webpack from 'webpack';
import { RUNTIME_CORE_HOOK } from '../federation-runtime/runtime-core-global.ts';
import { checkExternalRuntime, checkRuntimeCoreHook } from './federation-internals.ts';

const NAME = 'FlowscopeFederationInternalsPlugin';

/** The lifecycle hooks of the installed federation runtime, read from an instance. */
export function runtimeCoreLifecycleHooks(): string[] {
  const probe = new ModuleFederation({ name: 'flowscope_build_probe', remotes: [], shared: {} });
  return Object.keys(probe.hooks.lifecycle);
}

/**
 * Fails a production build when the host's federation runtime can no longer reach the
 * remotes: the lifecycle hook the host's runtime plugin fills the global in (checked when the
 * host's build starts), the global a remote reads the runtime from (once its modules are
 * known). The sharing modules' fields are checked where they are read (SharedModuleChunks).
 */
export class FederationInternalsPlugin {
  constructor(private readonly role: 'host' | 'remote-on-host-runtime') {}

  apply(compiler: webpack.Compiler): void {
    if (this.role === 'host') checkRuntimeCoreHook(runtimeCoreLifecycleHooks(), RUNTIME_CORE_HOOK);
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      if (this.role !== 'remote-on-host-runtime') return;
      compilation.hooks.finishModules.tap(NAME, (modules) => checkExternalRuntime(modules));
    });
  }
}
