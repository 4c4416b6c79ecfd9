import webpack from 'webpack';
import { SharedModuleChunks } from './shared-module-chunks.ts';
import { startupChunkGroups } from './startup-scripts-plugin.ts';

const NAME = 'FlowscopeStartupChunksPlugin';

const THIRD_PARTY = /[\\/]node_modules[\\/](?!@flowscope[\\/])/;
const REACT = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/;

/**
 * Which file a start-up chunk goes to, from the files of its modules (sharing glue has none
 * and does not count). Files that change at different paces stay apart in browsers' caches:
 * React (upgraded rarely), the other third-party libraries (upgraded with dependencies) and
 * the app's own code (the shared packages and the shell: every release). React apart also
 * keeps each file under the build's 400 KB asset budget.
 */
export type StartupFile = 'react' | 'libraries' | 'app';

export function startupFileOf(moduleFiles: readonly string[]): StartupFile {
  if (!moduleFiles.every((file) => THIRD_PARTY.test(file))) return 'app';
  return moduleFiles.length > 0 && moduleFiles.every((file) => REACT.test(file))
    ? 'react'
    : 'libraries';
}

/**
 * The consume depth of each chunk: 0 for a chunk that consumes no shared module, otherwise
 * one more than the deepest chunk that provides what it consumes. Undefined when the chunks
 * consume each other in a circle (nothing is then merged).
 */
export function consumeDepths<Chunk>(
  chunks: Iterable<Chunk>,
  dependenciesOf: (chunk: Chunk) => Iterable<Chunk>,
): Map<Chunk, number> | undefined {
  const depths = new Map<Chunk, number>();
  const visiting = new Set<Chunk>();
  const depthOf = (chunk: Chunk): number | undefined => {
    const known = depths.get(chunk);
    if (known !== undefined) return known;
    if (visiting.has(chunk)) return undefined;
    visiting.add(chunk);
    let depth = 0;
    for (const dependency of dependenciesOf(chunk)) {
      if (dependency === chunk) continue;
      const below = depthOf(dependency);
      if (below === undefined) return undefined;
      depth = Math.max(depth, below + 1);
    }
    visiting.delete(chunk);
    depths.set(chunk, depth);
    return depth;
  };
  for (const chunk of chunks) if (depthOf(chunk) === undefined) return undefined;
  return depths;
}

/**
 * Merges the chunks the start-up loads after the entry (the bootstrap chunk and each shared
 * library the host provides, a chunk apiece otherwise) into a few files. All of them load on
 * every first view anyway, so nothing is downloaded that was not; what goes is a dozen
 * requests, their chunk wrappers and the compression context each small file starts without.
 *
 * Two chunks merge only at the same consume depth: a file that consumed a shared module it
 * also provides would wait for itself (webpack resolves a chunk's consumes before the chunk
 * counts as loaded, and loading the provided module asks for that same chunk). A merged chunk
 * stays in every chunk group it was in, so whatever asks for one of its modules later (a
 * screen, a remote's consume) gets the file already loaded.
 */
export class StartupChunksPlugin {
  constructor(private readonly entryName = 'main') {}

  apply(compiler: webpack.Compiler): void {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.optimizeChunks.tap(
        // After SplitChunksPlugin (STAGE_ADVANCED), so its vendor chunks are merged too.
        { name: NAME, stage: webpack.OptimizationStages.STAGE_ADVANCED + 1 },
        () => this.merge(compilation),
      );
    });
  }

  private merge(compilation: webpack.Compilation): void {
    const { chunkGraph } = compilation;
    const sharing = new SharedModuleChunks(compilation);
    const startupChunks = new Set<webpack.Chunk>();
    for (const group of startupChunkGroups(compilation, this.entryName)) {
      for (const chunk of group.chunks) {
        if (!chunk.hasRuntime() && chunkGraph.getNumberOfEntryModules(chunk) === 0) {
          startupChunks.add(chunk);
        }
      }
    }
    const depths = consumeDepths(startupChunks, (chunk) =>
      [...sharing.consumedBy(chunk).values()].flatMap((group) => group.chunks),
    );
    if (!depths) {
      compilation.warnings.push(
        new webpack.WebpackError(`${NAME}: start-up chunks consume each other; none merged`),
      );
      return;
    }
    const byFile = new Map<string, webpack.Chunk[]>();
    for (const chunk of startupChunks) {
      const moduleFiles = [...chunkGraph.getChunkModulesIterable(chunk)].flatMap(
        (module) => module.nameForCondition() ?? [],
      );
      const file = `${String(depths.get(chunk))}:${startupFileOf(moduleFiles)}`;
      byFile.set(file, [...(byFile.get(file) ?? []), chunk]);
    }
    for (const [into, ...others] of byFile.values()) {
      for (const other of others) {
        if (!into || !chunkGraph.canChunksBeIntegrated(into, other)) continue;
        chunkGraph.integrateChunks(into, other);
        compilation.chunks.delete(other);
      }
    }
  }
}
