import webpack from 'webpack';
import {
  publishRouteManifest,
  ROUTE_MANIFEST_FILE,
  RouteManifestError,
  type RouteManifestSource,
} from '@flowscope/shared-api/routing';

const NAME = 'FlowscopeRouteManifestPlugin';

/**
 * Publishes the remote's route manifest (its typed source, src/app/route-manifest.ts, at the
 * package's version) as `route-manifest.json` beside `mf-manifest.json`, validated by the
 * schema the host reads it with: a manifest the host would refuse fails the build instead.
 */
export class RouteManifestPlugin {
  constructor(
    private readonly source: RouteManifestSource,
    private readonly version: string,
  ) {}

  apply(compiler: webpack.Compiler): void {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: NAME, stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          try {
            const manifest = publishRouteManifest(this.source, this.version);
            compilation.emitAsset(
              ROUTE_MANIFEST_FILE,
              new webpack.sources.RawSource(`${JSON.stringify(manifest, null, 2)}\n`),
            );
          } catch (error) {
            if (!(error instanceof RouteManifestError)) throw error;
            compilation.errors.push(new webpack.WebpackError(`${NAME}: ${error.message}`));
          }
        },
      );
    });
  }
}
