import { existsSync } from 'node:fs';
import { join } from 'node:path';
import webpack from 'webpack';
import { describe, expect, it } from 'vitest';
import {
  MONOLITH_BUILD_NAME,
  bundledRouteManifests,
  createMonolithConfig,
  screensModuleAliases,
} from '../src/monolith/monolith-config.ts';
import { monolithScreensModule, screensRequest } from '../src/monolith/screens-request.ts';
import { REMOTE_APPS } from '../src/remotes.ts';
import { createFederatedConfig } from '../src/webpack/config.ts';
import { buildOutputPath } from '../src/webpack/output-path.ts';

const root = join(import.meta.dirname, '..', '..');
const hostDir = join(root, 'host');

const hostOptions = {
  packageDir: hostDir,
  title: 'Flowscope',
  port: 3000,
  mode: 'production',
  apiTarget: 'http://localhost:4000',
  publicPath: '/',
} as const;

function pluginNames(config: { plugins?: unknown[] }): string[] {
  return (config.plugins ?? []).map((plugin) => (plugin as object).constructor.name);
}

/** The text the build defines for `process.env.FLOWSCOPE_BUNDLED_ROUTES`. */
function bundledRoutesDefine(config: { plugins?: unknown[] }): string {
  const define = (config.plugins ?? []).find((plugin) => plugin instanceof webpack.DefinePlugin);
  const value = define?.definitions['process.env.FLOWSCOPE_BUNDLED_ROUTES'];
  if (typeof value !== 'string') throw new Error('the build defines no bundled routes');
  return value;
}

describe('monolith build', () => {
  it('maps every remote of the workspace to the module its federated build exposes', () => {
    const aliases = screensModuleAliases(root);
    for (const app of REMOTE_APPS) {
      const file = aliases[`${monolithScreensModule(app)}$`];
      expect(file).toBe(join(root, app, 'src', 'app', 'screens.ts'));
      expect(existsSync(file ?? '')).toBe(true);
    }
    expect(Object.keys(aliases)).toHaveLength(REMOTE_APPS.length);
  });

  it('builds in every remote’s route manifest, by its name in the runtime config', async () => {
    const routes = await bundledRouteManifests(root);
    expect(Object.keys(routes)).toEqual(['cex', 'dex', 'account', 'research']);
    expect(routes.research).toMatchObject({
      remote: 'remote-research',
      federationName: 'remote_research',
      version: '0.1.0',
    });
    expect(routes.cex?.screens.map((screen) => screen.path)).toContain('/top-holdings-cex/:id');
  });

  it('refuses to build when a remote’s screens module is missing', () => {
    expect(() => screensModuleAliases(join(root, 'tooling'))).toThrow(/screens\.ts: it is missing/);
  });

  it('names the screens module as the host requests it', () => {
    expect(screensRequest('remote_cex')).toBe('remote_cex/screens');
  });

  it('builds the host without federation, from its bootstrap, into monolith/dist', async () => {
    const config = await createMonolithConfig(hostOptions);
    expect(config.name).toBe(MONOLITH_BUILD_NAME);
    expect(config.entry).toEqual({ main: './src/bootstrap.tsx' });
    expect(config.output?.path).toBe(join(hostDir, 'monolith', 'dist'));
    expect(pluginNames(config)).not.toContain('ModuleFederationPlugin');
    const alias = config.resolve?.alias as Record<string, string>;
    expect(alias['@module-federation/enhanced/runtime$']).toMatch(
      /tooling\/src\/monolith\/federation-runtime\.ts$/,
    );
    expect(JSON.parse(JSON.parse(bundledRoutesDefine(config)) as string)).toEqual(
      await bundledRouteManifests(root),
    );
  });

  it('keeps the federated host build federated, in dist/', () => {
    const config = createFederatedConfig({ ...hostOptions, federationName: 'host' });
    expect(pluginNames(config)).toContain('ModuleFederationPlugin');
    expect(config.output?.path).toBe(
      buildOutputPath(hostDir, undefined, process.env.FLOWSCOPE_OUTPUT_DIR),
    );
    expect(config.name).toBeUndefined();
    // Every other build fetches its remotes' route manifests.
    expect(JSON.parse(bundledRoutesDefine(config))).toBe('');
  });
});
