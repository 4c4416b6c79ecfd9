import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import webpack from 'webpack';
import WebpackDevServer from 'webpack-dev-server';
import { exitWithParent } from '../server/exit-with-parent.ts';
import { MONOLITH_BUILD_NAME } from '../monolith/monolith-config.ts';
import type { BuildMode, FederatedConfiguration } from './config.ts';

/** `monolith` is honoured by the host only: its remotes' screens bundled in, no federation. */
export type BuildVariant = 'federated' | 'monolith';

type ConfigFactory = (
  mode: BuildMode,
  variant?: BuildVariant,
) => FederatedConfiguration | Promise<FederatedConfiguration>;

export async function loadConfig(
  packageDir: string,
  mode: BuildMode,
  variant: BuildVariant = 'federated',
): Promise<FederatedConfiguration> {
  const file = pathToFileURL(join(packageDir, 'webpack.config.ts')).href;
  const module = (await import(file)) as { default: ConfigFactory };
  const config = await module.default(mode, variant);
  if (variant === 'monolith' && config.name !== MONOLITH_BUILD_NAME) {
    throw new Error(`${packageDir} has no monolith build: only the host has one`);
  }
  return config;
}

export async function runBuild(
  packageDir: string,
  variant: BuildVariant = 'federated',
): Promise<void> {
  const config = await loadConfig(packageDir, 'production', variant);
  const compiler = webpack(config);
  const stats = await new Promise<webpack.Stats>((resolve, reject) => {
    compiler.run((error, result) => {
      compiler.close(() => undefined);
      if (error) reject(error);
      else if (!result) reject(new Error('webpack returned no stats'));
      else resolve(result);
    });
  });
  const output = stats.toString({ preset: 'errors-warnings', colors: process.stdout.isTTY });
  if (output.trim() !== '') console.log(output);
  if (stats.hasErrors()) throw new Error(`build failed in ${packageDir}`);
  const { time = 0 } = stats.toJson({ all: false, timings: true });
  console.log(
    `built ${config.name ?? config.output?.uniqueName ?? packageDir} into ${config.output?.path} in ${time} ms`,
  );
}

export async function runDevServer(packageDir: string): Promise<void> {
  const { devServer, ...config } = await loadConfig(packageDir, 'development');
  const server = new WebpackDevServer(devServer ?? {}, webpack(config));
  await server.start();
  const stop = (): void => {
    void server.stop().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  exitWithParent(stop);
}
