import type webpack from 'webpack';

/** Module Federation's sharing modules seen through the fields read here (enhanced 2.x). */
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
 * Script files of chunk groups (their own first) and of the shared modules they consume, as this build provides
 * them (a provided copy's chunk may differ from the consume's fallback chunk), following
 * shared modules that consume others. `follow` picks the share keys to include.
 */
export class SharedModuleChunks {
  private readonly providedBy = new Map<string, ProvideSharedLike>();

  constructor(private readonly compilation: webpack.Compilation) {
    for (const module of compilation.modules) {
      if (isProvideShared(module)) this.providedBy.set(module._name, module);
    }
  }

  scriptsOf(
    groups: Iterable<webpack.ChunkGroup>,
    follow: (shareKey: string) => boolean,
  ): Set<string> {
    const { chunkGraph } = this.compilation;
    const into = new Set<string>();
    const seen = new Set<webpack.ChunkGroup>();
    const visit = (group: webpack.ChunkGroup | undefined) => {
      if (!group || seen.has(group)) return;
      seen.add(group);
      for (const file of group.getFiles()) if (file.endsWith('.js')) into.add(file);
      for (const chunk of group.chunks) {
        for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
          if (!isConsumeShared(module) || !follow(module.options.shareKey)) continue;
          const block = this.providedBy.get(module.options.shareKey)?.blocks[0] ?? module.blocks[0];
          visit(block && chunkGraph.getBlockChunkGroup(block));
        }
      }
    };
    for (const group of groups) visit(group);
    return into;
  }
}
