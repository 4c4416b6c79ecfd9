import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { subsetFileOf } from './shared-subsets.ts';
import { readPackageJson } from '../package-json.ts';

/**
 * Libraries that must exist once in the page. Versions come from package.json files so they
 * are never typed twice (STYLE.md, example 3).
 */
export const SHARED_SINGLETONS = [
  'react',
  'react-dom',
  'react-router',
  'zustand',
  // One query cache for the page: a second copy would have its own QueryClient context.
  '@tanstack/react-query',
  '@emotion/react',
  '@emotion/styled',
  // One display clock for the page (core's time-zone choice is module state), and one copy of
  // what shared-ui and shared-api both build on.
  '@flowscope/core',
  '@flowscope/shared-ui',
  '@flowscope/shared-api',
] as const;

// zod is not shared: it holds no state a second copy could disagree with (no `z.config`, no
// registry in use), and shared it ships whole, every locale included. Each bundle keeps the
// parts it uses; in the page the contract's schemas come from the one shared-api.

/**
 * Subpaths imported by compiled JSX and by React 19 itself; unshared they would be bundled a
 * second time (TOOLCHAIN.md pitfalls 3 and 4).
 */
const SUBPATHS: Partial<Record<(typeof SHARED_SINGLETONS)[number], readonly string[]>> = {
  react: ['react/jsx-runtime', 'react/jsx-dev-runtime'],
  // The host, shared-api and remote-cex persist stores with it.
  zustand: ['zustand/middleware'],
  'react-dom': ['react-dom/client'],
  '@emotion/react': ['@emotion/react/jsx-runtime', '@emotion/react/jsx-dev-runtime'],
  // The feed screens' parts, shared on their own so a table screen's first view leaves them out
  // (each imports the rest of its package through the package's main entry, never relatively).
  '@flowscope/shared-ui': ['@flowscope/shared-ui/feed'],
  '@flowscope/shared-api': ['@flowscope/shared-api/feeds'],
};

/**
 * The shared packages' subpath modules (the feed parts): no start-up loads them, so the first
 * container that registers one after the host (the screen's remote, on a direct load) is the
 * one whose copy the share scope hands out.
 */
export const SCREEN_SHARED_MODULES: readonly string[] = [
  ...(SUBPATHS['@flowscope/shared-ui'] ?? []),
  ...(SUBPATHS['@flowscope/shared-api'] ?? []),
];

export interface SharedSingletonConfig {
  /** The module provided under the library's name, when it is a subset (shared-subsets.ts). */
  import?: string;
  singleton: true;
  requiredVersion: string;
  version: string;
  strictVersion: false;
}

/** Finds the installed copy of a package by walking up node_modules folders, as Node does. */
function installedVersion(name: string, fromDir: string): string {
  let dir = fromDir;
  for (;;) {
    const candidate = join(dir, 'node_modules', name);
    if (existsSync(join(candidate, 'package.json'))) return readPackageJson(candidate).version;
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`Cannot find installed package ${name} from ${fromDir}`);
    dir = parent;
  }
}

function withSubset(library: string, config: SharedSingletonConfig): SharedSingletonConfig {
  const subsetFile = subsetFileOf(library);
  return subsetFile === undefined ? { ...config } : { ...config, import: subsetFile };
}

/** The `shared` map of a host or remote, derived from its package.json. */
export function sharedSingletons(packageDir: string): Record<string, SharedSingletonConfig> {
  const pkg = readPackageJson(packageDir);
  const ranges = { ...pkg.peerDependencies, ...pkg.dependencies };
  const shared: Record<string, SharedSingletonConfig> = {};
  for (const name of SHARED_SINGLETONS) {
    const requiredVersion = ranges[name];
    if (requiredVersion === undefined) {
      throw new Error(`${pkg.name} must depend on ${name}: it is a shared singleton`);
    }
    const config: SharedSingletonConfig = {
      singleton: true,
      requiredVersion,
      version: installedVersion(name, packageDir),
      strictVersion: false,
    };
    shared[name] = withSubset(name, config);
    for (const subpath of SUBPATHS[name] ?? []) shared[subpath] = withSubset(subpath, config);
  }
  return shared;
}
