import HtmlWebpackPlugin from 'html-webpack-plugin';
import type webpack from 'webpack';
import { scriptFilesOf, SharedModuleChunks } from './shared-module-chunks.ts';

const NAME = 'FlowscopeStartupPreloadPlugin';

/**
 * The chunk groups the app's start-up loads once the entry has run: those of the entry's own
 * dynamic imports (the `import('./bootstrap')` boundary) and, in a federated build, those of
 * the shared libraries they need, as this build provides them (the first container in the page
 * is the only one registered, so its copies are the ones loaded). Screens loaded later (route
 * chunks, remotes) are not followed.
 */
export function startupChunkGroups(
  compilation: webpack.Compilation,
  entryName: string,
): Set<webpack.ChunkGroup> {
  const { chunkGraph } = compilation;
  const entryChunk = compilation.entrypoints.get(entryName)?.getEntrypointChunk();
  if (!entryChunk) return new Set();
  const groups: webpack.ChunkGroup[] = [];
  for (const module of chunkGraph.getChunkEntryModulesIterable(entryChunk)) {
    for (const block of module.blocks) {
      const group = chunkGraph.getBlockChunkGroup(block);
      if (group) groups.push(group);
    }
  }
  return new SharedModuleChunks(compilation).groupsOf(groups, () => true);
}

/** The script files of the start-up's chunk groups, the entry's own files left out. */
function startupScripts(compilation: webpack.Compilation, entryName: string): string[] {
  const entryChunk = compilation.entrypoints.get(entryName)?.getEntrypointChunk();
  const files = scriptFilesOf(startupChunkGroups(compilation, entryName));
  for (const file of entryChunk?.files ?? []) files.delete(file);
  return [...files].sort();
}

/**
 * Adds `<link rel="preload" as="script">` for the start-up scripts to the page, so the browser
 * fetches them alongside the entry script instead of after it has run (one round-trip fewer
 * before the shell renders). Same-origin chunks load without a crossorigin attribute (webpack
 * sets one only for other origins), so the hints have none either, or each would download twice.
 */
export class StartupPreloadPlugin {
  constructor(private readonly entryName = 'main') {}

  apply(compiler: webpack.Compiler): void {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      HtmlWebpackPlugin.getCompilationHooks(compilation).alterAssetTagGroups.tap(NAME, (data) => {
        const publicPath = data.publicPath;
        const links = startupScripts(compilation, this.entryName).map((file) =>
          HtmlWebpackPlugin.createHtmlTagObject('link', {
            rel: 'preload',
            as: 'script',
            href: `${publicPath}${file}`,
          }),
        );
        data.headTags.unshift(...links);
        return data;
      });
    });
  }
}
