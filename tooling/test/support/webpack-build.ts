import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import webpack from 'webpack';

function webpackBuild(config: webpack.Configuration): Promise<webpack.Stats> {
  return new Promise((resolve, reject) => {
    webpack(config).run((error, stats) => {
      if (error) reject(error);
      else if (!stats) reject(new Error('no stats'));
      else resolve(stats);
    });
  });
}

/**
 * A production build, with hidden source maps, of an entry `index.js` and the other files given
 * (name → source), written to a temporary folder: what a plugin test builds.
 */
export async function buildProbe(
  files: Readonly<Record<string, string>>,
  { plugins, chunkFilename }: { plugins: webpack.WebpackPluginInstance[]; chunkFilename?: string },
): Promise<{ dist: string; stats: webpack.Stats }> {
  const work = mkdtempSync(join(tmpdir(), 'plugin-probe-'));
  for (const [name, source] of Object.entries(files)) writeFileSync(join(work, name), source);
  const dist = join(work, 'dist');
  const stats = await webpackBuild({
    mode: 'production',
    context: work,
    entry: { main: './index.js' },
    devtool: 'hidden-source-map',
    output: { path: dist, filename: '[name].js', ...(chunkFilename ? { chunkFilename } : {}) },
    plugins,
  });
  return { dist, stats };
}
