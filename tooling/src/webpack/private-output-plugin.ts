import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import webpack from 'webpack';

const NAME = 'FlowscopePrivateOutputPlugin';

/** Source maps carry the sources; federation stats describe the build. No browser needs either. */
export function isPrivateAsset(name: string): boolean {
  return name.endsWith('.map') || name === 'mf-stats.json';
}

/** `dist` → `dist-maps`, beside it, so whatever serves or copies dist/ never sees them. */
function privateOutputDir(outputPath: string): string {
  return `${outputPath.replace(/[\\/]+$/, '')}-maps`;
}

/**
 * Moves source maps and mf-stats.json out of the served folder into a sibling one (kept for
 * error tracking), so dist/ holds exactly what the browser loads. Runs after every other
 * asset step, federation's stats included.
 */
export class PrivateOutputPlugin {
  apply(compiler: webpack.Compiler): void {
    let kept = new Map<string, Buffer>();
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      kept = new Map();
      compilation.hooks.processAssets.tap(
        { name: NAME, stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT + 1 },
        () => {
          for (const asset of compilation.getAssets()) {
            if (!isPrivateAsset(asset.name)) continue;
            kept.set(asset.name, asset.source.buffer());
            compilation.deleteAsset(asset.name);
          }
        },
      );
    });
    compiler.hooks.afterEmit.tapPromise(NAME, async (compilation) => {
      const outputPath = compilation.outputOptions.path;
      if (!outputPath) return;
      const target = privateOutputDir(outputPath);
      await rm(target, { recursive: true, force: true });
      for (const [name, content] of kept) {
        const file = join(target, name);
        await mkdir(dirname(file), { recursive: true });
        await writeFile(file, content);
      }
    });
  }
}
