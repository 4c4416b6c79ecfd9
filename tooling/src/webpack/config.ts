import { join } from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MinimizerPlugin from 'minimizer-webpack-plugin';
import { StartupChunksPlugin } from './startup-chunks-plugin.ts';
import { StartupScriptsPlugin } from './startup-scripts-plugin.ts';
import webpack from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import { sharedSingletons } from './federation.ts';
import { FederationInternalsPlugin } from './federation-internals-plugin.ts';
import { buildOutputPath } from './output-path.ts';
import { CompileHintsPlugin } from './compile-hints-plugin.ts';
import { PrecompressPlugin } from './precompress-plugin.ts';
import { PrivateOutputPlugin } from './private-output-plugin.ts';
import { wholeLibraryAliases } from './shared-subsets.ts';
import { BUNDLED_ROUTES_DEFINE, type BundledRoutes } from '../monolith/bundled-routes.ts';
import { readPackageJson } from '../package-json.ts';
import { pageHtml } from './page-html.ts';

export type BuildMode = 'production' | 'development';

export interface FederatedAppOptions {
  /** Folder of the package being built (holds package.json, src/ and dist/). */
  packageDir: string;
  /** Module Federation container name, a JS identifier such as `remote_cex`. */
  federationName: string;
  /** Public face of a remote; omitted for the host. */
  exposes?: Record<string, string>;
  /** Title of the HTML page (the host shell, or a remote's standalone frame). */
  title: string;
  port: number;
  mode: BuildMode;
  /** Where the dev server proxies `/api`. */
  apiTarget: string;
  /**
   * Remotes are loaded from other origins, so their chunks resolve from their own URL
   * (`auto`); the host serves deep links and needs an absolute root.
   */
  publicPath: 'auto' | '/';
  devServer?: Pick<DevServerConfiguration, 'setupMiddlewares'>;
  /**
   * What the page draws before any script has run (the host's frame): a style sheet for the
   * head and markup inside #root, which React replaces on its first render.
   */
  firstFrame?: FirstFrame;
}

export interface FirstFrame {
  style: string;
  markup: string;
}

export type FederatedConfiguration = webpack.Configuration & { devServer?: DevServerConfiguration };

const HASHED = '[name].[contenthash:8].js';

/** The host's runtime plugin that lends its federation runtime to the remotes. */
export const PROVIDE_RUNTIME_CORE_PLUGIN = join(
  import.meta.dirname,
  '..',
  'federation-runtime',
  'provide-runtime-core.ts',
);

export type AppOptions = Omit<FederatedAppOptions, 'federationName' | 'exposes'> & {
  /** Names the build's runtime (`output.uniqueName`) and the source maps' namespace. */
  uniqueName: string;
  /** Folder the build is written to; `dist/` beside package.json unless given. */
  outputPath?: string;
  /** The monolith's remotes' route manifests, built in (monolith/bundled-routes.ts). */
  bundledRoutes?: BundledRoutes;
};

/**
 * The host or a remote as a federated container: the common app configuration plus Module
 * Federation, with the shared singletons and the remote's one expose.
 */
export function createFederatedConfig(options: FederatedAppOptions): FederatedConfiguration {
  const { federationName, exposes, ...appOptions } = options;
  const config = createAppConfig({ ...appOptions, uniqueName: federationName });
  const isRemote = exposes !== undefined;
  const usesHostRuntime = isRemote && options.mode === 'production';
  if (usesHostRuntime) {
    // The standalone frame needs a federation runtime of its own, so it is a development
    // tool only (`npm run dev -w remote-…`); a production remote ships just its container.
    config.entry = {};
    config.plugins = (config.plugins ?? []).filter(
      (plugin) => !(plugin instanceof HtmlWebpackPlugin),
    );
  }
  config.plugins = [
    ...(config.plugins ?? []),
    // The host's start-up loads, after main.js, its bootstrap chunk and the shared libraries it
    // provides: merged into a few files that its page names, so they download alongside main.js.
    ...(!isRemote && options.mode === 'production'
      ? [new StartupChunksPlugin(), new StartupScriptsPlugin()]
      : []),
    // A Module Federation upgrade that breaks how remotes reach the host's runtime fails here.
    ...(options.mode === 'production'
      ? [new FederationInternalsPlugin(isRemote ? 'remote-on-host-runtime' : 'host')]
      : []),
    new ModuleFederationPlugin({
      name: federationName,
      filename: 'remoteEntry.js',
      ...(exposes ? { exposes } : {}),
      shared: sharedSingletons(options.packageDir),
      // Remotes are registered at runtime, so no remote is contacted before it is needed
      // and one that is down cannot fail the start-up (TOOLCHAIN.md pitfall 10).
      shareStrategy: 'loaded-first',
      // Remote types come from one contract module in shared-api, not from downloads.
      dts: false,
      manifest: true,
      experiments: {
        optimization: federationOptimization(isRemote),
        // A production remote's entry uses the host's federation runtime (provided by the
        // runtime plugin below) instead of carrying its own.
        ...(usesHostRuntime ? { externalRuntime: true } : {}),
      },
      ...(isRemote ? {} : { runtimePlugins: [PROVIDE_RUNTIME_CORE_PLUGIN] }),
    }),
  ];
  return config;
}

/**
 * Leaves out of the federation runtime what a build never runs: the Node.js loaders (every
 * container runs in the browser) and, in a remote, the code that loads other remotes (only
 * the host does). Snapshots stay: the host resolves remotes through their manifests.
 */
export function federationOptimization(isRemote: boolean): {
  target: 'web';
  disableRemote?: true;
} {
  return isRemote ? { target: 'web', disableRemote: true } : { target: 'web' };
}

/** What every browser build shares: TypeScript through swc, hashed chunks, the HTML page. */
export function createAppConfig(options: AppOptions): FederatedConfiguration {
  const { packageDir, mode } = options;
  const isProduction = mode === 'production';
  const buildLabel = process.env.FLOWSCOPE_BUILD_LABEL ?? '';
  const { version } = readPackageJson(packageDir);

  return {
    mode,
    context: packageDir,
    entry: { main: './src/index.ts' },
    target: 'web',
    devtool: isProduction ? 'hidden-source-map' : 'eval-cheap-module-source-map',
    output: {
      path: buildOutputPath(packageDir, options.outputPath, process.env.FLOWSCOPE_OUTPUT_DIR),
      publicPath: options.publicPath,
      // Entry files keep stable names and are revalidated (no-cache): webpack 5.111 cannot put
      // [contenthash] in output.filename of a federated build (module-federation/core#5077).
      filename: '[name].js',
      chunkFilename: isProduction ? HASHED : '[name].js',
      uniqueName: options.uniqueName,
      clean: true,
      // Chunks load in CORS mode, like the remote entries (host/src/remotes): a script that
      // fails to parse then reports where it came from instead of a muted 'Script error.',
      // so the host can contain it and error tracking sees the real message.
      crossOriginLoading: 'anonymous',
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs'],
      alias: wholeLibraryAliases(mode),
    },
    module: {
      rules: [
        {
          test: /\.[cm]?tsx?$/,
          exclude: /node_modules\/(?!@flowscope)/,
          use: {
            loader: 'swc-loader',
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                target: 'es2022',
                transform: {
                  react: {
                    runtime: 'automatic',
                    importSource: '@emotion/react',
                    development: !isProduction,
                  },
                },
              },
            },
          },
        },
      ],
    },
    plugins: [
      new webpack.DefinePlugin({
        'process.env.FLOWSCOPE_BUILD_LABEL': JSON.stringify(buildLabel),
        // The build's version is its package's, so a release folder and the label agree.
        'process.env.FLOWSCOPE_PACKAGE_VERSION': JSON.stringify(version),
        // Empty but in the monolith: every other build fetches its remotes' route manifests.
        [BUNDLED_ROUTES_DEFINE]: JSON.stringify(
          options.bundledRoutes ? JSON.stringify(options.bundledRoutes) : '',
        ),
      }),
      new HtmlWebpackPlugin({
        templateContent: pageHtml(options.title, options.firstFrame),
        scriptLoading: 'defer',
        chunks: ['main'],
      }),
      // Scripts start with V8's compile hint; source maps (hidden-source-map) and mf-stats.json go
      // beside dist/, not into it; text files get their .br and .gz siblings.
      ...(isProduction
        ? [new CompileHintsPlugin(), new PrivateOutputPlugin(), new PrecompressPlugin()]
        : []),
    ],
    optimization: {
      minimizer: [
        new MinimizerPlugin({
          minify: MinimizerPlugin.swcMinify,
          minimizerOptions: { compress: { passes: 2 }, mangle: true },
        }),
      ],
      chunkIds: isProduction ? 'deterministic' : 'named',
      moduleIds: isProduction ? 'deterministic' : 'named',
    },
    performance: {
      hints: isProduction ? 'warning' : false,
      maxEntrypointSize: 400_000,
      maxAssetSize: 400_000,
    },
    infrastructureLogging: { level: 'warn' },
    stats: 'errors-warnings',
    devServer: {
      port: options.port,
      hot: true,
      historyApiFallback: true,
      headers: {
        'Access-Control-Allow-Origin': '*',
        'Cache-Control': 'no-cache',
      },
      client: { overlay: { errors: true, warnings: false, runtimeErrors: false } },
      proxy: [
        {
          context: ['/api'],
          target: options.apiTarget,
          pathRewrite: { '^/api': '' },
          changeOrigin: true,
        },
      ],
      ...options.devServer,
    },
  };
}
