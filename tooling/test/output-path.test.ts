import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { releaseBuildEnv } from '../src/release/release.ts';
import { createAppConfig } from '../src/webpack/config.ts';
import { buildOutputPath } from '../src/webpack/output-path.ts';

const packageDir = '/repo/remote-cex';

describe('build output path', () => {
  it('is dist/ beside package.json when nothing names another folder', () => {
    expect(buildOutputPath(packageDir, undefined, undefined)).toBe(join(packageDir, 'dist'));
  });

  it('treats an empty or blank FLOWSCOPE_OUTPUT_DIR as unset on a fresh clone', () => {
    expect(buildOutputPath(packageDir, undefined, '')).toBe(join(packageDir, 'dist'));
    expect(buildOutputPath(packageDir, undefined, '  ')).toBe(join(packageDir, 'dist'));
    expect(buildOutputPath(packageDir, '', '')).toBe(join(packageDir, 'dist'));
  });

  it('takes FLOWSCOPE_OUTPUT_DIR, relative to the package, for a second build', () => {
    expect(buildOutputPath(packageDir, undefined, '/tmp/canary')).toBe('/tmp/canary');
    expect(buildOutputPath(packageDir, undefined, 'canary/dist')).toBe(
      join(packageDir, 'canary', 'dist'),
    );
  });

  it('prefers the folder the config names over the env', () => {
    expect(buildOutputPath(packageDir, '/repo/host/monolith/dist', '/tmp/canary')).toBe(
      '/repo/host/monolith/dist',
    );
  });
});

describe('a production config built with FLOWSCOPE_OUTPUT_DIR=""', () => {
  it('writes to dist/, never to an empty path', () => {
    const saved = process.env.FLOWSCOPE_OUTPUT_DIR;
    process.env.FLOWSCOPE_OUTPUT_DIR = '';
    try {
      const remoteDir = join(import.meta.dirname, '..', '..', 'remote-cex');
      const config = createAppConfig({
        packageDir: remoteDir,
        uniqueName: 'remote_cex',
        title: 'remote-cex',
        port: 3001,
        mode: 'production',
        apiTarget: 'http://localhost:4000',
        publicPath: 'auto',
      });
      expect(config.output?.path).toBe(join(remoteDir, 'dist'));
    } finally {
      if (saved === undefined) delete process.env.FLOWSCOPE_OUTPUT_DIR;
      else process.env.FLOWSCOPE_OUTPUT_DIR = saved;
    }
  });
});

describe('the release build env', () => {
  it('drops FLOWSCOPE_OUTPUT_DIR, so the build hashes like `npm run build` and fills dist/', () => {
    expect(releaseBuildEnv({ PATH: '/bin', FLOWSCOPE_OUTPUT_DIR: '/tmp/canary' })).toEqual({
      PATH: '/bin',
    });
    expect(releaseBuildEnv({ PATH: '/bin', FLOWSCOPE_OUTPUT_DIR: '' })).toEqual({ PATH: '/bin' });
  });
});
