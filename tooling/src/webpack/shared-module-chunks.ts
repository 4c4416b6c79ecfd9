import type webpack from 'webpack';
import { checkSharingModules } from './federation-internals.ts';

/**
 * Module Federation's sharing modules seen through the fields read here (enhanced 2.x);
 * checkSharingModules fails the build when an upgrade renames one.
 */
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

/** The script files of chunk groups, in their order. */
export function scriptFilesOf(groups: Iterable<webpack.ChunkGroup>): Set<string> {
  const files = new Set<string>();
  for (const group of groups) {
    for (const file of group.getFiles()) if (file.endsWith('.js')) files.add(file);
  }
  return files;
}

/**
 * Chunk groups (their own first) and those of the shared modules they consume, as this build
 * provides them (a provided copy's chunk may differ from the consume's fallback chunk),
 * following shared modules that consume others. `follow` picks the share keys to include.
 */
export class SharedModuleChunks {
  private readonly providedBy = new Map<string, ProvideSharedLike>();

  constructor(private readonly compilation: webpack.Compilation) {
    checkSharingModules(compilation.modules);
    for (const module of compilation.modules) {
      if (isProvideShared(module)) this.providedBy.set(module._name, module);
    }
  }

  scriptsOf(
    groups: Iterable<webpack.ChunkGroup>,
    follow: (shareKey: string) => boolean,
  ): Set<string> {
    return scriptFilesOf(this.groupsOf(groups, follow));
  }

  /** The chunk groups themselves (theirs first), in the order `scriptsOf` lists their files. */
  groupsOf(
    groups: Iterable<webpack.ChunkGroup>,
    follow: (shareKey: string) => boolean,
  ): Set<webpack.ChunkGroup> {
    const seen = new Set<webpack.ChunkGroup>();
    const visit = (group: webpack.ChunkGroup) => {
      if (seen.has(group)) return;
      seen.add(group);
      for (const chunk of group.chunks) {
        for (const [shareKey, consumed] of this.consumedBy(chunk))
          if (follow(shareKey)) visit(consumed);
      }
    };
    for (const group of groups) visit(group);
    return seen;
  }

  /**
   * The shared modules a chunk consumes, each with the chunk group that loads it as this build
   * provides it (or as the consume's fallback when this build provides none).
   */
  consumedBy(chunk: webpack.Chunk): Map<string, webpack.ChunkGroup> {
    const { chunkGraph } = this.compilation;
    const consumed = new Map<string, webpack.ChunkGroup>();
    for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
      if (!isConsumeShared(module)) continue;
      const shareKey = module.options.shareKey;
      const block = this.providedBy.get(shareKey)?.blocks[0] ?? module.blocks[0];
      const group = block && chunkGraph.getBlockChunkGroup(block);
      if (group) consumed.set(shareKey, group);
    }
    return consumed;
  }
}
