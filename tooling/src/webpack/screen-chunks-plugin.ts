import { readFileSync } from 'node:fs';
import webpack from 'webpack';
import { SCREEN_CHUNKS_FILE } from '../server/preload-links.ts';
import { SCREEN_SHARED_MODULES } from './federation.ts';
import { SharedModuleChunks } from './shared-module-chunks.ts';

const NAME = 'FlowscopeScreenChunksPlugin';

/**
 * Pairs each module a screens module imports for a screen with that screen, from loaders
 * written as `screenId: () => import('./path')` (the shape of every remote's screens.ts) and
 * prefetches written as `screenId: (context) => import('./path')…`: a page of the screen
 * needs both.
 */
export function screenImports(source: string): Map<string, string> {
  const imports = new Map<string, string>();
  const loader = /(\w+)\s*:\s*\(\s*\w*\s*\)\s*=>\s*import\(\s*(['"])([^'"]+)\2\s*\)/g;
  for (const match of source.matchAll(loader)) {
    const [, screen, , request] = match;
    if (screen && request) imports.set(request, screen);
  }
  return imports;
}

/**
 * Lists, per screen, the script files of the chunk its loader imports, so whoever serves a
 * page of that screen can have the browser fetch them together with the remote's entry
 * instead of one after another. A screen that uses a subpath shared module (the feed parts)
 * also lists this remote's copy of it: no start-up loads those, so on a page of the screen
 * this remote is the first container after the host to offer it, and Module Federation prefers
 * the later container's copy of an equal version that nothing has loaded yet (the start-up
 * e2e test fails if a hinted copy is not the one that runs).
 */
export class ScreenChunksPlugin {
  constructor(private readonly screensModule: string) {}

  apply(compiler: webpack.Compiler): void {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: NAME, stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const screens = screenImports(readFileSync(this.screensModule, 'utf8'));
          const sharedChunks = new SharedModuleChunks(compilation);
          const chunks: Record<string, string[]> = {};
          for (const group of compilation.chunkGroups) {
            for (const origin of group.origins) {
              const resource = (origin.module as { resource?: string } | null)?.resource;
              const screen = origin.request ? screens.get(origin.request) : undefined;
              if (resource !== this.screensModule || !screen) continue;
              const scripts = sharedChunks.scriptsOf([group], (shareKey) =>
                SCREEN_SHARED_MODULES.includes(shareKey),
              );
              chunks[screen] = [...new Set([...(chunks[screen] ?? []), ...scripts])];
            }
          }
          compilation.emitAsset(
            SCREEN_CHUNKS_FILE,
            new webpack.sources.RawSource(`${JSON.stringify(chunks, null, 2)}\n`),
          );
        },
      );
    });
  }
}
