import HtmlWebpackPlugin from 'html-webpack-plugin';
import type webpack from 'webpack';

const NAME = 'FlowscopeStartupPreloadPlugin';

/** A federation module seen through the fields this plugin reads (enhanced's sharing modules). */
interface ConsumeSharedLike {
  options: { shareKey: string };
  blocks: webpack.AsyncDependenciesBlock[];
}
interface ProvideSharedLike {
  _name: string;
  blocks: webpack.AsyncDependenciesBlock[];
}

function isConsumeShared(module: webpack.Module): module is webpack.Module & ConsumeSharedLike {
  const options = (module as Partial<ConsumeSharedLike>).options;
  return module.type === 'consume-shared-module' && typeof options?.shareKey === 'string';
}

function isProvideShared(module: webpack.Module): module is webpack.Module & ProvideSharedLike {
  return (
    module.type === 'provide-module' &&
    typeof (module as Partial<ProvideSharedLike>)._name === 'string'
  );
}

/**
 * The script files the app's start-up loads once the entry has run: the chunks of the entry's
 * own dynamic imports (the `import('./bootstrap')` boundary) and, in a federated build, the
 * chunks of the shared libraries those need, as this build provides them (the first container
 * in the page is the only one registered, so its copies are the ones loaded). Screens loaded
 * later (route chunks, remotes) are not followed.
 */
export function startupScripts(compilation: webpack.Compilation, entryName: string): string[] {
  const { chunkGraph } = compilation;
  const entry = compilation.entrypoints.get(entryName);
  if (!entry) return [];
  const providedBy = new Map<string, ProvideSharedLike>();
  for (const module of compilation.modules) {
    if (isProvideShared(module)) providedBy.set(module._name, module);
  }
  const files = new Set<string>();
  const seenGroups = new Set<webpack.ChunkGroup>();
  const visitBlock = (block: webpack.AsyncDependenciesBlock | undefined) => {
    const group = block && chunkGraph.getBlockChunkGroup(block);
    if (!group || seenGroups.has(group)) return;
    seenGroups.add(group);
    for (const chunk of group.chunks) {
      for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
      for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
        if (!isConsumeShared(module)) continue;
        // The provided copy is what the share scope hands out; its chunk may differ from the
        // consume's fallback chunk.
        visitBlock(providedBy.get(module.options.shareKey)?.blocks[0] ?? module.blocks[0]);
      }
    }
  };
  const entryChunk = entry.getEntrypointChunk();
  for (const module of chunkGraph.getChunkEntryModulesIterable(entryChunk)) {
    for (const block of module.blocks) visitBlock(block);
  }
  for (const file of entryChunk.files) files.delete(file);
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
