import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { REMOTES, SCREENS_EXPOSE, type RemoteId } from '@flowscope/shared-api/routing';
import { describe, expect, it } from 'vitest';
import {
  MONOLITH_BUILD_NAME,
  createMonolithConfig,
  screensModuleAliases,
} from '../src/monolith/monolith-config.ts';
import {
  monolithScreensModule,
  remoteOfScreensRequest,
  screensRequest,
} from '../src/monolith/screens-request.ts';
import { createFederatedConfig } from '../src/webpack/config.ts';
import { buildOutputPath } from '../src/webpack/output-path.ts';

const root = join(import.meta.dirname, '..', '..');
const hostDir = join(root, 'host');
const REMOTE_IDS = Object.keys(REMOTES) as RemoteId[];

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

describe('monolith build', () => {
  it('maps every remote of the contract to the module its federated build exposes', () => {
    const aliases = screensModuleAliases(root);
    for (const id of REMOTE_IDS) {
      const file = aliases[`${monolithScreensModule(id)}$`];
      expect(file).toBe(join(root, REMOTES[id].packageName, 'src', 'app', 'screens.ts'));
      expect(existsSync(file ?? '')).toBe(true);
    }
    expect(Object.keys(aliases)).toHaveLength(REMOTE_IDS.length);
  });

  it('refuses to build when a remote’s screens module is missing', () => {
    expect(() => screensModuleAliases(join(root, 'tooling'))).toThrow(/screens\.ts: it is missing/);
  });

  it('answers the host’s loadRemote requests for each remote’s screens and no other', () => {
    for (const id of REMOTE_IDS) {
      expect(screensRequest(id)).toBe(`${REMOTES[id].federationName}/${SCREENS_EXPOSE.slice(2)}`);
      expect(remoteOfScreensRequest(screensRequest(id))).toBe(id);
    }
    expect(remoteOfScreensRequest('remote_cex/other')).toBeUndefined();
    expect(remoteOfScreensRequest('')).toBeUndefined();
  });

  it('builds the host without federation, from its bootstrap, into monolith/dist', () => {
    const config = createMonolithConfig(hostOptions);
    expect(config.name).toBe(MONOLITH_BUILD_NAME);
    expect(config.entry).toEqual({ main: './src/bootstrap.tsx' });
    expect(config.output?.path).toBe(join(hostDir, 'monolith', 'dist'));
    expect(pluginNames(config)).not.toContain('ModuleFederationPlugin');
    const alias = config.resolve?.alias as Record<string, string>;
    expect(alias['@module-federation/enhanced/runtime$']).toMatch(
      /tooling\/src\/monolith\/federation-runtime\.ts$/,
    );
  });

  it('keeps the federated host build federated, in dist/', () => {
    const config = createFederatedConfig({ ...hostOptions, federationName: 'host' });
    expect(pluginNames(config)).toContain('ModuleFederationPlugin');
    expect(config.output?.path).toBe(
      buildOutputPath(hostDir, undefined, process.env.FLOWSCOPE_OUTPUT_DIR),
    );
    expect(config.name).toBeUndefined();
  });
});
