import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import webpack from 'webpack';
import { parseRouteManifest, type RouteManifestSource } from '@flowscope/shared-api/routing';
import { describe, expect, it } from 'vitest';
import { PrecompressPlugin } from '../src/webpack/precompress-plugin.ts';
import { RouteManifestPlugin } from '../src/webpack/route-manifest-plugin.ts';

function build(
  plugins: webpack.WebpackPluginInstance[],
): Promise<{ stats: webpack.Stats; dist: string }> {
  const work = mkdtempSync(join(tmpdir(), 'route-manifest-'));
  writeFileSync(join(work, 'index.js'), 'export const screens = {};\n');
  const dist = join(work, 'dist');
  return new Promise((resolve, reject) => {
    webpack({
      mode: 'production',
      context: work,
      entry: { main: './index.js' },
      output: { path: dist, filename: '[name].js' },
      plugins,
    }).run((error, stats) => {
      if (error) reject(error);
      else if (!stats) reject(new Error('no stats'));
      else resolve({ stats, dist });
    });
  });
}

const trackRecord = {
  id: 'signalTrackRecord',
  path: '/research/track-record',
  title: 'Signal Track Record',
  crumb: 'Signal Track Record',
  description: 'How past signals turned out.',
  sidebar: { section: 'Research', label: 'Signal Track Record', order: 1 },
};

const source = {
  remote: 'remote-research',
  federationName: 'remote_research',
  label: 'Research',
  screens: [trackRecord],
} satisfies RouteManifestSource;

describe('RouteManifestPlugin', () => {
  it('writes route-manifest.json at the package version, as the host reads it, compressed too', async () => {
    const { stats, dist } = await build([
      new RouteManifestPlugin(source, '0.1.0'),
      new PrecompressPlugin(),
    ]);
    expect(stats.hasErrors()).toBe(false);
    const written = JSON.parse(readFileSync(join(dist, 'route-manifest.json'), 'utf8')) as unknown;
    expect(parseRouteManifest(written)).toEqual({ schemaVersion: 1, version: '0.1.0', ...source });
    expect(existsSync(join(dist, 'route-manifest.json.br'))).toBe(true);
  }, 30_000);

  it('fails the build with what is wrong when the host would refuse the manifest', async () => {
    const broken = { ...source, screens: [{ ...trackRecord, path: '/Research/Track Record' }] };
    const { stats, dist } = await build([new RouteManifestPlugin(broken, '0.1.0')]);
    expect(stats.hasErrors()).toBe(true);
    expect(stats.toString({ preset: 'errors-only' })).toContain('screens.0.path');
    expect(existsSync(join(dist, 'route-manifest.json'))).toBe(false);
  }, 30_000);
});
