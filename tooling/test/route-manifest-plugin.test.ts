import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type webpack from 'webpack';
import { parseRouteManifest, type RouteManifestSource } from '@flowscope/shared-api/routing';
import { describe, expect, it } from 'vitest';
import { buildProbe } from './support/webpack-build.ts';
import { PrecompressPlugin } from '../src/webpack/precompress-plugin.ts';
import { RouteManifestPlugin } from '../src/webpack/route-manifest-plugin.ts';

/** A build of an entry with the given plugins. */
const build = (plugins: webpack.WebpackPluginInstance[]) =>
  buildProbe({ 'index.js': 'export const screens = {};\n' }, { plugins });

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
