import webpack from 'webpack';
import { compress } from '../precompress/compress.ts';
import { isCompressible, PRECOMPRESSED } from '../precompress/content-coding.ts';
import { isPrivateAsset } from './private-output-plugin.ts';

const NAME = 'FlowscopePrecompressPlugin';

/**
 * Writes a `.br` and a `.gz` beside every text file of the build, so whatever serves dist/
 * (the node servers under `npm start`, the nginx edge after `npm run release`) sends the
 * same compressed bytes without compressing on each request. Runs after every other asset
 * step (the federation manifest, the screen chunks, the private files moved out), so no
 * file is missed and no source map is compressed.
 */
export class PrecompressPlugin {
  apply(compiler: webpack.Compiler): void {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: NAME, stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT + 2 },
        async () => {
          const texts = compilation
            .getAssets()
            .filter(({ name }) => isCompressible(name) && !isPrivateAsset(name));
          const siblings = await Promise.all(
            texts.flatMap(({ name, source }) =>
              PRECOMPRESSED.map(async ({ coding, suffix }) => ({
                name: `${name}${suffix}`,
                body: await compress(coding, source.buffer()),
              })),
            ),
          );
          for (const { name, body } of siblings) {
            compilation.emitAsset(name, new webpack.sources.RawSource(body));
          }
        },
      );
    });
  }
}
