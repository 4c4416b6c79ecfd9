/**
 * Where a remote built with `experiments.externalRuntime` reads the federation runtime
 * (@module-federation/enhanced 2.x externalises `@module-federation/runtime-core` to this
 * global), and so where the host's runtime plugin puts its own.
 */
export const RUNTIME_CORE_GLOBAL = '_FEDERATION_RUNTIME_CORE';

/** The runtime-core lifecycle hook the host's runtime plugin sets the global in. */
export const RUNTIME_CORE_HOOK = 'beforeInit';
