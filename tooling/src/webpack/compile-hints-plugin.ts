import webpack from 'webpack';

const NAME = 'FlowscopeCompileHintsPlugin';

/**
 * V8's explicit compile hint (Chrome 136 and later): a file that starts with it has all its
 * functions compiled on the thread that streams the script in, instead of each one on the main
 * thread the first time it is called.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * Starts every JavaScript chunk with V8's compile hint. Nearly all of a chunk's code runs as
 * soon as it arrives (the shell, React, a screen and the parts it uses), and compiling it
 * function by function on first call was main-thread time on every first view: with the hint,
 * the renderer's main thread took 10–15% less time to open the data routes (Chromium 156, six
 * routes, rounds of thirty cold loads alternating with and without it; README, Lighthouse), for
 * about the same processor time in all. Browsers without the hint read a comment. Added after
 * minification (which drops comments) and before the source maps and the content hashes, so
 * both describe the file as served.
 */
export class CompileHintsPlugin {
  apply(compiler: webpack.Compiler): void {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: NAME, stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 },
        () => {
          for (const chunk of compilation.chunks) {
            for (const file of chunk.files) {
              if (!file.endsWith('.js')) continue;
              compilation.updateAsset(
                file,
                (source) => new webpack.sources.ConcatSource(COMPILE_HINT, source),
              );
            }
          }
        },
      );
    });
  }
}
