import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { hostRemoteEnv } from '../src/orchestrate/start.ts';
import {
  REMOTE_APPS,
  remoteName,
  remoteNamesInEnv,
  remoteRoutesEnv,
  remoteUrlEnv,
} from '../src/remotes.ts';

const root = join(import.meta.dirname, '..', '..');

describe('the workspace remotes', () => {
  it('are the remote-… apps of the port table, each a package of the workspace', () => {
    expect(REMOTE_APPS).toEqual(['remote-cex', 'remote-dex', 'remote-account', 'remote-research']);
    for (const app of REMOTE_APPS)
      expect(existsSync(join(root, app, 'package.json')), app).toBe(true);
    expect(REMOTE_APPS.map(remoteName)).toEqual(['cex', 'dex', 'account', 'research']);
  });

  it('name their env as REMOTE_<NAME>_URL and _ROUTES', () => {
    expect(remoteUrlEnv('research')).toBe('REMOTE_RESEARCH_URL');
    expect(remoteRoutesEnv('on-chain')).toBe('REMOTE_ON_CHAIN_ROUTES');
    expect(
      remoteNamesInEnv({
        REMOTE_CEX_URL: 'http://localhost:3001/mf-manifest.json',
        REMOTE_ON_CHAIN_URL: 'https://cdn.example.com/mf-manifest.json',
        REMOTE_DEX_URL: '  ',
        REMOTE_CEX_PORT: '3101',
        REMOTE_CEX_ROUTES: '/x.json',
      }),
    ).toEqual(['cex', 'on-chain']);
  });

  it('are all given to the host npm start runs, with their built routes as the fallback', () => {
    const env = hostRemoteEnv({ REMOTE_RESEARCH_PORT: '3104' }, false);
    expect(env.REMOTE_RESEARCH_URL).toBe('http://localhost:3104/mf-manifest.json');
    expect(env.REMOTE_CEX_URL).toBe('http://localhost:3001/mf-manifest.json');
    for (const name of ['cex', 'dex', 'account', 'research']) {
      const built = join(root, `remote-${name}`, 'dist', 'route-manifest.json');
      expect(env[remoteRoutesEnv(name)]).toBe(existsSync(built) ? built : undefined);
    }
    // Set in env (empty leaves the remote out of the host's configuration): kept as set.
    const chosen = hostRemoteEnv({ REMOTE_RESEARCH_URL: '', REMOTE_DEX_ROUTES: '/dex.json' }, true);
    expect(chosen.REMOTE_RESEARCH_URL).toBe('');
    expect(chosen.REMOTE_DEX_ROUTES).toBe('/dex.json');
    expect(chosen.REMOTE_CEX_ROUTES).toBeUndefined();
  });
});
