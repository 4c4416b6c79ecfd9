import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import webpack from 'webpack';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/webpack/run.ts';

const REMOTE = join(import.meta.dirname, '..', '..', 'remote-research');

describe('a development build', () => {
  it('emits every file once, so the development server reports no conflict and reloads', async () => {
    const { devServer: _devServer, ...config } = await loadConfig(REMOTE, 'development');
    const out = mkdtempSync(join(tmpdir(), 'development-build-'));
    const stats = await new Promise<webpack.Stats>((resolve, reject) => {
      const compiler = webpack({ ...config, output: { ...config.output, path: out } });
      compiler.run((error, result) => {
        compiler.close(() => undefined);
        if (error) reject(error);
        else if (result) resolve(result);
        else reject(new Error('webpack returned no stats'));
      });
    });
    expect(
      stats.toJson({ all: false, errors: true }).errors?.map((error) => error.message),
    ).toEqual([]);
    expect(readFileSync(join(out, 'index.html'), 'utf8')).toContain('<div id="root">');
  }, 60_000);
});
