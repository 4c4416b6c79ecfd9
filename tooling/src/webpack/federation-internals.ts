import { RUNTIME_CORE_GLOBAL } from '../federation-runtime/runtime-core-global.ts';

/**
 * Checks of the Module Federation internals (@module-federation/enhanced 2.x) that this
 * build's plugins read, so an upgrade that renames one fails the build with a message
 * naming it, instead of leaving a page that waits forever for a runtime or preloads nothing.
 */
export class FederationInternalsError extends Error {
  constructor(what: string, readBy: string) {
    super(
      `Module Federation changed an internal Flowscope's build relies on: ${what}. ` +
        `Read by ${readBy}; adapt it to the installed @module-federation/enhanced.`,
    );
    this.name = 'FederationInternalsError';
  }
}

const SHARING_READER = 'tooling/src/webpack/shared-module-chunks.ts';
const RUNTIME_READER = 'tooling/src/federation-runtime/provide-runtime-core.ts';

/** A webpack module as far as these checks look at it. */
export interface ModuleShape {
  type: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * A federated build with shared modules has `provide-module`s, each naming its share key in
 * `_name`, and `consume-shared-module`s with `options.shareKey`, both loading through their
 * first async block.
 */
export function checkSharingModules(modules: Iterable<ModuleShape>): void {
  let provides = 0;
  let consumes = 0;
  for (const module of modules) {
    const fields = module as unknown as Record<string, unknown>;
    if (module.type === 'provide-module') {
      provides += 1;
      if (typeof fields._name !== 'string') {
        throw new FederationInternalsError(
          'a provide-module has no string `_name`',
          SHARING_READER,
        );
      }
      if (!Array.isArray(fields.blocks)) {
        throw new FederationInternalsError('a provide-module has no `blocks`', SHARING_READER);
      }
    }
    if (module.type === 'consume-shared-module') {
      consumes += 1;
      if (!isRecord(fields.options) || typeof fields.options.shareKey !== 'string') {
        throw new FederationInternalsError(
          'a consume-shared-module has no string `options.shareKey`',
          SHARING_READER,
        );
      }
      if (!Array.isArray(fields.blocks)) {
        throw new FederationInternalsError(
          'a consume-shared-module has no `blocks`',
          SHARING_READER,
        );
      }
    }
  }
  if (provides === 0 || consumes === 0) {
    throw new FederationInternalsError(
      `the shared modules are no longer typed 'provide-module' and 'consume-shared-module' ` +
        `(found ${provides} and ${consumes})`,
      SHARING_READER,
    );
  }
}

const RUNTIME_CORE = '@module-federation/runtime-core';

/**
 * A remote built with `experiments.externalRuntime` takes `@module-federation/runtime-core`
 * from the global the host's runtime plugin fills: its build must hold that external, read
 * from exactly that global.
 */
export function checkExternalRuntime(modules: Iterable<ModuleShape>): void {
  const externals = [...modules].filter((module) => {
    const fields = module as unknown as Record<string, unknown>;
    return fields.userRequest === RUNTIME_CORE && 'request' in fields;
  });
  if (externals.length === 0) {
    throw new FederationInternalsError(
      `a remote built with experiments.externalRuntime no longer has ${RUNTIME_CORE} as an ` +
        'external, so it would not run on the host’s federation runtime',
      RUNTIME_READER,
    );
  }
  for (const external of externals) {
    const { request } = external as unknown as { request: unknown };
    const names = Array.isArray(request) ? request : [request];
    if (names[0] !== RUNTIME_CORE_GLOBAL) {
      throw new FederationInternalsError(
        `a remote reads the federation runtime from ${JSON.stringify(request)}, ` +
          `but the host puts it in the global ${RUNTIME_CORE_GLOBAL}`,
        RUNTIME_READER,
      );
    }
  }
}

/** The runtime-core lifecycle hook the host's runtime plugin acts in must still exist. */
export function checkRuntimeCoreHook(lifecycleHooks: readonly string[], hook: string): void {
  if (!lifecycleHooks.includes(hook)) {
    throw new FederationInternalsError(
      `the federation runtime has no '${hook}' lifecycle hook (it has ${lifecycleHooks.join(', ')})`,
      RUNTIME_READER,
    );
  }
}
