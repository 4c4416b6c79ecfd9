import { existsSync, readFileSync } from 'node:fs';
import { basename, join, posix } from 'node:path';
import { REMOTE_APPS, remoteName } from '@flowscope/tooling/remotes';
import { charactersBySource, type RawSourceMap } from './measure-source-map.ts';
import { SCREEN_SHARED_MODULES, SHARED_SINGLETONS } from '@flowscope/tooling/federation';
import { e2eRemotePort, REPO_ROOT } from './env.ts';

/** The federation runtime the host lends to the remotes (tooling/src/federation-runtime). */
export const FEDERATION_RUNTIME = '@module-federation/runtime-core';

/**
 * The shared packages' subpath modules (shared-ui/feed, shared-api/feeds), by the source folder
 * their entry sits in (from the package's `exports`): a copy of them counts apart from the
 * package's main entry, since either may come from any container.
 */
const WORKSPACE_SUBPATH_MODULES: readonly (readonly [folder: string, library: string])[] =
  SCREEN_SHARED_MODULES.map((library) => {
    const [, workspace = '', subpath = ''] = /^@flowscope\/([^/]+)\/(.+)$/.exec(library) ?? [];
    const { exports } = JSON.parse(
      readFileSync(join(REPO_ROOT, workspace, 'package.json'), 'utf8'),
    ) as { exports: Record<string, string> };
    const entry = exports[`./${subpath}`] ?? '';
    return [`${posix.join(workspace, posix.dirname(entry))}/`, library] as const;
  });

/** The workspace packages shared as singletons in the page (tooling's SHARED_SINGLETONS). */
const SHARED_WORKSPACES: readonly string[] = ['core', 'shared-ui', 'shared-api'];

/**
 * The library a shared package's source file (repo-relative) belongs to: its subpath module or
 * its main entry. The contract's schemas belong to none: they are not shared, each bundle keeps
 * those it uses, as with zod.
 */
export function sharedPackageLibraryOf(fromRepo: string): string | undefined {
  const workspace = fromRepo.split('/')[0] ?? '';
  if (!SHARED_WORKSPACES.includes(workspace)) return undefined;
  if (fromRepo.startsWith('shared-api/src/contract/')) return undefined;
  const subpath = WORKSPACE_SUBPATH_MODULES.find(([folder]) => fromRepo.startsWith(folder));
  return subpath?.[1] ?? `@flowscope/${workspace}`;
}

/**
 * Libraries that must load once: the shared singletons, zustand's middleware (a module of its
 * own that a build would otherwise bundle beside the shared core), and the federation runtime.
 */
export const MUST_LOAD_ONCE: readonly string[] = [
  ...SHARED_SINGLETONS,
  'zustand/middleware',
  ...WORKSPACE_SUBPATH_MODULES.map(([, library]) => library),
  FEDERATION_RUNTIME,
];

/** Webpack's and Module Federation's own code: the loaders, the share scope, chunk glue. */
const RUNTIME_GROUP = 'runtime (webpack + federation)';

interface SourceKind {
  /** What the bytes are: a library, a workspace package's own code, or the runtime. */
  group: string;
  /** A library that must not load twice (set for libraries and the shared packages). */
  library?: string;
  /** The webpack runtime (container) that holds the module: one copy per runtime. */
  runtime: string;
}

/**
 * Folder of the package built under each webpack `uniqueName`, relative to the repo: a remote's
 * is its container's name, which its route manifest spells as its package's (`remote_cex`).
 */
const CONTEXT_DIRS: Record<string, string> = {
  host: 'host',
  ...Object.fromEntries(REMOTE_APPS.map((app) => [app.replaceAll('-', '_'), app])),
};

/** Libraries folded into the one they ship with, so a table row means one thing. */
const LIBRARY_FAMILY: Record<string, string> = {
  scheduler: 'react-dom',
  '@module-federation/runtime': RUNTIME_GROUP,
};

function packageOf(path: string): string {
  const afterModules = path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length);
  const parts = afterModules.split('/');
  return parts[0]?.startsWith('@') ? `${parts[0]}/${parts[1]}` : (parts[0] ?? afterModules);
}

/** Classifies one `webpack://<uniqueName>/<path>` source of a source map. */
function classifySource(source: string | null, fallbackRuntime: string): SourceKind {
  const match = source ? /^webpack:\/\/([^/]*)\/(.*)$/.exec(source) : null;
  if (!match) return { group: RUNTIME_GROUP, runtime: fallbackRuntime };
  const [, runtime = fallbackRuntime, path = ''] = match;
  if (path.startsWith('webpack/')) return { group: RUNTIME_GROUP, runtime };
  if (path.includes('node_modules/')) {
    const name = packageOf(path);
    // `.federation/` holds the entry modules Module Federation generates for each container.
    if (name === FEDERATION_RUNTIME) return { group: RUNTIME_GROUP, library: name, runtime };
    if (name.startsWith('@module-federation/') || name.startsWith('.federation')) {
      return { group: RUNTIME_GROUP, runtime };
    }
    const family = LIBRARY_FAMILY[name] ?? name;
    // zustand's middleware is a module of its own that a build may bundle beside a shared core.
    const library = /node_modules\/zustand\/esm\/middleware/.test(path)
      ? 'zustand/middleware'
      : family;
    return { group: family, library, runtime };
  }
  const fromRepo = posix.normalize(posix.join(CONTEXT_DIRS[runtime] ?? runtime, path));
  const workspace = fromRepo.split('/')[0] ?? fromRepo;
  if (SHARED_WORKSPACES.includes(workspace)) {
    const library = sharedPackageLibraryOf(fromRepo);
    return { group: `@flowscope/${workspace}`, ...(library ? { library } : {}), runtime };
  }
  // The monolith's screen map lives in tooling and is part of its shell.
  return { group: workspace === 'tooling' ? 'host' : workspace, runtime };
}

export interface ScriptComposition {
  /** Characters of the script per group. */
  groups: Map<string, number>;
  /** Libraries found in the script, with the webpack runtime that holds them. */
  libraries: Map<string, string>;
  /** Repo-relative source files in the script (e.g. to find the screen's chunk). */
  files: Set<string>;
}

/** Reads a served script's source map from the build's private maps folder. */
export function composeScript(mapsDir: string, url: string, code: string): ScriptComposition {
  const mapFile = join(mapsDir, `${basename(new URL(url).pathname)}.map`);
  const fallbackRuntime = basename(mapsDir);
  const composition: ScriptComposition = {
    groups: new Map(),
    libraries: new Map(),
    files: new Set(),
  };
  if (!existsSync(mapFile)) {
    composition.groups.set(`unmapped (${basename(url)})`, code.length);
    return composition;
  }
  const map = JSON.parse(readFileSync(mapFile, 'utf8')) as RawSourceMap;
  for (const [source, characters] of charactersBySource(map, code)) {
    const kind = classifySource(source, fallbackRuntime);
    composition.groups.set(kind.group, (composition.groups.get(kind.group) ?? 0) + characters);
    if (kind.library) composition.libraries.set(kind.library, kind.runtime);
    const match = source ? /^webpack:\/\/([^/]*)\/(.*)$/.exec(source) : null;
    if (match?.[1] && match[2] && !match[2].startsWith('webpack/')) {
      composition.files.add(
        posix.normalize(posix.join(CONTEXT_DIRS[match[1]] ?? match[1], match[2])),
      );
    }
  }
  return composition;
}

/**
 * The private maps folder of the federated build that served a script, from the e2e port it
 * came from (the host's, or a remote's).
 */
export function federatedMapsDirOf(url: string): string {
  const port = Number(new URL(url).port);
  const remote = REMOTE_APPS.find((app) => e2eRemotePort(remoteName(app)) === port);
  return join(REPO_ROOT, remote ?? 'host', 'dist-maps');
}
