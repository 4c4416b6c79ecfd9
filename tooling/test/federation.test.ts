import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SHARED_SINGLETONS, sharedSingletons } from '../src/webpack/federation.ts';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import {
  createFederatedConfig,
  federationOptimization,
  PROVIDE_RUNTIME_CORE_PLUGIN,
  type FederatedConfiguration,
} from '../src/webpack/config.ts';
import { createRemoteConfig } from '../src/webpack/remote-config.ts';
import { REMOTE_APPS } from '../src/remotes.ts';

const root = join(import.meta.dirname, '..', '..');

describe('sharedSingletons', () => {
  it('shares every singleton with the required range from package.json and the installed version', async () => {
    const shared = sharedSingletons(join(root, 'remote-cex'));
    const pkg = (await import(join(root, 'remote-cex', 'package.json'), {
      with: { type: 'json' },
    })) as {
      default: { dependencies: Record<string, string> };
    };
    for (const name of SHARED_SINGLETONS) {
      expect(shared[name]).toMatchObject({
        singleton: true,
        requiredVersion: pkg.default.dependencies[name],
      });
      expect(shared[name]?.version).toMatch(/^\d+\.\d+\.\d+/);
    }
  });

  it('shares the JSX runtimes and react-dom/client as well, or they are bundled twice', () => {
    const shared = sharedSingletons(join(root, 'host'));
    for (const subpath of [
      'react/jsx-runtime',
      'react-dom/client',
      '@emotion/react/jsx-runtime',
      '@emotion/react/jsx-dev-runtime',
    ]) {
      expect(shared[subpath]?.singleton).toBe(true);
    }
  });

  it('shares zustand/middleware with zustand, or each container bundles its own', () => {
    const shared = sharedSingletons(join(root, 'remote-cex'));
    expect(shared['zustand/middleware']).toMatchObject({
      singleton: true,
      version: shared.zustand?.version,
    });
  });

  it('shares the query cache library like React, so host and remotes see one QueryClient', () => {
    for (const packageDir of ['host', 'remote-cex', 'remote-dex', 'remote-account']) {
      expect(sharedSingletons(join(root, packageDir))['@tanstack/react-query']).toMatchObject({
        singleton: true,
        strictVersion: false,
        version: expect.stringMatching(/^5\./),
      });
    }
  });

  it('shares core exactly as shared-ui and shared-api, in the host and every remote', () => {
    for (const packageDir of ['host', ...REMOTE_APPS]) {
      const shared = sharedSingletons(join(root, packageDir));
      const core = shared['@flowscope/core'];
      expect(core, packageDir).toEqual({
        singleton: true,
        requiredVersion: '^1.0.0',
        version: '1.0.0',
        strictVersion: false,
      });
      expect(core, packageDir).toEqual(shared['@flowscope/shared-ui']);
      expect(core, packageDir).toEqual(shared['@flowscope/shared-api']);
    }
  });

  it('leaves zod unshared, so each bundle keeps only the parts of it that it uses', () => {
    expect(SHARED_SINGLETONS).not.toContain('zod');
    expect(sharedSingletons(join(root, 'host')).zod).toBeUndefined();
  });

  it('builds the federation runtime for the browser only, and remotes without remote loading', () => {
    expect(federationOptimization(false)).toEqual({ target: 'web' });
    expect(federationOptimization(true)).toEqual({ target: 'web', disableRemote: true });
  });

  it('refuses a package that does not depend on a singleton', () => {
    expect(() => sharedSingletons(join(root, 'tooling'))).toThrow(/must depend on react/);
  });
});

describe('one federation runtime in the page', () => {
  function federationOptionsOf(config: FederatedConfiguration): Record<string, unknown> {
    const plugin = config.plugins?.find(
      (candidate) => candidate?.constructor.name === 'ModuleFederationPlugin',
    ) as { _options: Record<string, unknown> } | undefined;
    if (plugin === undefined) throw new Error('no ModuleFederationPlugin');
    return plugin._options;
  }

  const DEX_ROUTES = {
    remote: 'remote-dex',
    federationName: 'remote_dex',
    label: 'DEX',
    screens: [
      {
        id: 'topAccumulationsDex',
        path: '/top-accumulations-dex',
        title: 'Top Accumulations DEX',
        crumb: 'Top Accumulations DEX',
        description: 'Tokens smart money accumulates.',
      },
    ],
  };

  it('names a remote’s container and page by its route manifest, which its build publishes', () => {
    const config = createRemoteConfig(DEX_ROUTES, join(root, 'remote-dex'), 'production');
    expect(federationOptionsOf(config).name).toBe('remote_dex');
    expect(
      config.plugins?.some((plugin) => plugin?.constructor.name === 'RouteManifestPlugin'),
    ).toBe(true);
    expect(() =>
      createRemoteConfig(
        { ...DEX_ROUTES, remote: 'remote-cex' },
        join(root, 'remote-dex'),
        'production',
      ),
    ).toThrow(/route manifest names it remote-cex/);
  });

  it('lets a production remote use the host’s runtime, and ships no standalone page', () => {
    const config = createRemoteConfig(DEX_ROUTES, join(root, 'remote-dex'), 'production');
    expect(federationOptionsOf(config).experiments).toMatchObject({ externalRuntime: true });
    expect(config.entry).toEqual({});
    expect(config.plugins?.some((plugin) => plugin instanceof HtmlWebpackPlugin)).toBe(false);
  });

  it('keeps a development remote whole, so its standalone frame runs alone', () => {
    const config = createRemoteConfig(DEX_ROUTES, join(root, 'remote-dex'), 'development');
    expect(federationOptionsOf(config).experiments).not.toHaveProperty('externalRuntime');
    expect(config.plugins?.some((plugin) => plugin instanceof HtmlWebpackPlugin)).toBe(true);
  });

  it('has the host lend its runtime to the remotes through its runtime plugin', () => {
    const host = createFederatedConfig({
      packageDir: join(root, 'host'),
      federationName: 'host',
      title: 'Flowscope',
      port: 3000,
      mode: 'production',
      apiTarget: 'http://localhost:4000',
      publicPath: '/',
    });
    expect(federationOptionsOf(host).runtimePlugins).toEqual([PROVIDE_RUNTIME_CORE_PLUGIN]);
    expect(federationOptionsOf(host).experiments).not.toHaveProperty('externalRuntime');
  });
});
