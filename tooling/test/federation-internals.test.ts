import { describe, expect, it } from 'vitest';
import type webpack from 'webpack';
import { RUNTIME_CORE_GLOBAL } from '../src/federation-runtime/runtime-core-global.ts';
import { runtimeCoreLifecycleHooks } from '../src/webpack/federation-internals-plugin.ts';
import {
  checkExternalRuntime,
  checkRuntimeCoreHook,
  checkSharingModules,
  FederationInternalsError,
} from '../src/webpack/federation-internals.ts';
import { SharedModuleChunks } from '../src/webpack/shared-module-chunks.ts';

const provide = { type: 'provide-module', _name: 'react', blocks: [] };
const consume = { type: 'consume-shared-module', options: { shareKey: 'react' }, blocks: [] };
const runtimeCoreExternal = {
  type: 'javascript/dynamic',
  userRequest: '@module-federation/runtime-core',
  request: RUNTIME_CORE_GLOBAL,
};

describe('checkSharingModules', () => {
  it('accepts the sharing modules of @module-federation/enhanced 2.x', () => {
    expect(() =>
      checkSharingModules([provide, consume, { type: 'javascript/auto' }]),
    ).not.toThrow();
  });

  it('fails, naming the field, when a provide-module lost `_name`', () => {
    const renamed = { type: 'provide-module', name: 'react', blocks: [] };
    expect(() => checkSharingModules([renamed, consume])).toThrow(FederationInternalsError);
    expect(() => checkSharingModules([renamed, consume])).toThrow(/no string `_name`/);
  });

  it('fails when a consume-shared-module lost `options.shareKey`', () => {
    const renamed = { type: 'consume-shared-module', options: { key: 'react' }, blocks: [] };
    expect(() => checkSharingModules([provide, renamed])).toThrow(/options\.shareKey/);
  });

  it('fails when the sharing modules are typed otherwise (nothing to read)', () => {
    const renamedType = { ...provide, type: 'provide-shared-module' };
    expect(() => checkSharingModules([renamedType, consume])).toThrow(/found 0 and 1/);
  });

  it('is what SharedModuleChunks runs before reading a compilation', () => {
    const compilation = { modules: new Set([{ type: 'provide-module', blocks: [] }, consume]) };
    expect(() => new SharedModuleChunks(compilation as unknown as webpack.Compilation)).toThrow(
      /`_name`/,
    );
  });
});

describe('checkExternalRuntime', () => {
  it('accepts a remote that reads runtime-core from the global the host fills', () => {
    expect(() => checkExternalRuntime([provide, runtimeCoreExternal])).not.toThrow();
  });

  it('fails when the remote reads another global', () => {
    const moved = { ...runtimeCoreExternal, request: '_FEDERATION_RUNTIME_CORE_V3' };
    expect(() => checkExternalRuntime([moved])).toThrow(/_FEDERATION_RUNTIME_CORE_V3/);
  });

  it('fails when runtime-core is no longer an external of the remote', () => {
    expect(() => checkExternalRuntime([provide, consume])).toThrow(/no longer has/);
  });
});

describe('checkRuntimeCoreHook', () => {
  it('finds the hook the host’s runtime plugin uses in the installed runtime', () => {
    expect(() => checkRuntimeCoreHook(runtimeCoreLifecycleHooks(), 'beforeInit')).not.toThrow();
  });

  it('fails, listing the hooks there are, when it was renamed', () => {
    expect(() => checkRuntimeCoreHook(['init', 'initContainer'], 'beforeInit')).toThrow(
      /no 'beforeInit' lifecycle hook \(it has init, initContainer\)/,
    );
  });
});
