import HtmlWebpackPlugin from 'html-webpack-plugin';
import type webpack from 'webpack';
import { scriptFilesOf, SharedModuleChunks } from './shared-module-chunks.ts';

const NAME = 'FlowscopeStartupScriptsPlugin';

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
 * Adds a deferred `<script>` for each start-up script, before the entry's, so the browser
 * fetches them alongside the entry script instead of after it has run (one round-trip fewer
 * before the shell renders). Each only registers its modules when it runs, and the entry's
 * runtime finds them registered. Deferred rather than preloaded: a preload is fetched at the
 * priority of a script that blocks the first paint, so Lighthouse's estimate of the first paint
 * counted these as blocking it whenever they arrived before that paint; deferred scripts
 * download just as early. Same-origin chunks need no crossorigin attribute (webpack sets one
 * only for other origins).
 */
export class StartupScriptsPlugin {
  constructor(private readonly entryName = 'main') {}

  apply(compiler: webpack.Compiler): void {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      HtmlWebpackPlugin.getCompilationHooks(compilation).alterAssetTagGroups.tap(NAME, (data) => {
        const publicPath = data.publicPath;
        const scripts = startupScripts(compilation, this.entryName).map((file) =>
          HtmlWebpackPlugin.createHtmlTagObject('script', {
            defer: true,
            src: `${publicPath}${file}`,
          }),
        );
        data.headTags.unshift(...scripts);
        return data;
      });
    });
  }
}
