import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseRouteManifest, ROUTE_MANIFEST_FILE } from '@flowscope/shared-api/routing';
import { REMOTE_APPS, remoteName } from '../remotes.ts';
import { releaseRuntimeConfig, type ReleasedRemote } from './release-config.ts';
import { copyPackage } from './write-release.ts';
import { readPackageJson } from '../package-json.ts';

const ROOT = join(import.meta.dirname, '..', '..', '..');

export interface ReleaseOptions {
  out: string;
  apiBaseUrl: string;
  build: boolean;
}

const USAGE =
  'usage: npm run release -- --out DIR [--api-base-url URL|/path] [--no-build]\n' +
  '  writes DIR/host/ and DIR/remote-<id>/<version>/ (maps to DIR-maps/)';

export function parseReleaseArgs(args: readonly string[]): ReleaseOptions {
  const value = (flag: string) => {
    const at = args.indexOf(flag);
    return at >= 0 ? args[at + 1] : undefined;
  };
  const out = value('--out');
  if (!out) throw new Error(USAGE);
  const apiBaseUrl = value('--api-base-url') ?? process.env.API_BASE_URL ?? '/api';
  if (!/^(https?:\/\/[^\s]+|\/[^/\s][^\s]*|\/)$/.test(apiBaseUrl)) {
    throw new Error(
      `--api-base-url must be an absolute http(s) URL or a root path, not ${apiBaseUrl}`,
    );
  }
  return { out: resolve(out), apiBaseUrl, build: !args.includes('--no-build') };
}

function packageVersion(dir: string): string {
  return readPackageJson(join(ROOT, dir)).version;
}

/** The build writes maps and stats beside dist/ (dist-maps/); the maps go with the release's. */
function copyBuildMaps(packageDir: string, target: string): void {
  const maps = join(ROOT, packageDir, 'dist-maps');
  if (existsSync(maps))
    cpSync(maps, target, { recursive: true, filter: (file) => !file.endsWith('mf-stats.json') });
}

/**
 * The env of the release's build: FLOWSCOPE_OUTPUT_DIR removed, so the build writes each
 * package's dist/ (what the release copies) and turbo hashes the task exactly as it hashes
 * `npm run build`, whose cached output it can then reuse (an empty value hashes differently).
 */
export function releaseBuildEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const { FLOWSCOPE_OUTPUT_DIR: _ignored, ...rest } = env;
  return rest;
}

function buildAll(): void {
  const filters = ['host', ...REMOTE_APPS].flatMap((name) => ['--filter', `@flowscope/${name}`]);
  const result = spawnSync('npx', ['turbo', 'run', 'build', ...filters], {
    cwd: ROOT,
    stdio: 'inherit',
    env: releaseBuildEnv(process.env),
  });
  if (result.status !== 0) throw new Error('the production build failed; nothing was released');
}

/**
 * `npm run release`: the tree a team copies to any static host or bucket. Each remote goes
 * to its own version folder (never overwriting another), the host to host/ with its
 * runtime-config.json, source maps beside the tree, never in it.
 */
export function release(options: ReleaseOptions): void {
  if (options.build) buildAll();
  const maps = `${options.out}-maps`;
  const lines: string[] = [];
  const remotes: ReleasedRemote[] = [];
  for (const app of REMOTE_APPS) {
    const dist = join(ROOT, app, 'dist');
    const routesFile = join(dist, ROUTE_MANIFEST_FILE);
    if (!existsSync(routesFile))
      throw new Error(`${app} has no dist/${ROUTE_MANIFEST_FILE}: build it first`);
    const version = packageVersion(app);
    const folder = join(app, version);
    const copied = copyPackage('remote', dist, join(options.out, folder), join(maps, folder));
    copyBuildMaps(app, join(maps, folder));
    remotes.push({
      name: remoteName(app),
      version,
      routes: parseRouteManifest(JSON.parse(readFileSync(routesFile, 'utf8'))),
    });
    lines.push(`${folder}/  ${copied.published.length} files`);
  }
  const hostDist = join(ROOT, 'host', 'dist');
  if (!existsSync(hostDist)) throw new Error('host has no dist/: build it first');
  const host = copyPackage('host', hostDist, join(options.out, 'host'), join(maps, 'host'));
  copyBuildMaps('host', join(maps, 'host'));
  const config = releaseRuntimeConfig({
    remotes,
    hostVersion: packageVersion('host'),
    apiBaseUrl: options.apiBaseUrl,
    env: process.env,
  });
  mkdirSync(join(options.out, 'host'), { recursive: true });
  writeFileSync(
    join(options.out, 'host', 'runtime-config.json'),
    `${JSON.stringify(config, null, 2)}\n`,
  );
  lines.push(`host/  ${host.published.length} files + runtime-config.json`);
  console.log(`released to ${options.out} (source maps in ${maps}):\n  ${lines.join('\n  ')}`);
}
